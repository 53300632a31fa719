import { contractCatalogue, contractCatalogueEndpoints } from "../../../domain/contratos/catalogo-contratos"
import { requiresEndDate } from "../../../domain/contratos/catalogo-contratos-rules"
import { RecordPage } from "../../records/RecordPage"
import { FactList } from "../../ui/FactList"

// requiere_f_fin is the server's (a generated column), so it is no input: the form shows what the
// chosen SAT code makes it, by the same rule the database follows.
const endDateFact = (values: Readonly<Record<string, unknown>>) => (
  <FactList
    className="mb-2 gap-x-4"
    items={[["Requiere fecha de término", requiresEndDate(typeof values.c_tipo_contrato === "string" ? values.c_tipo_contrato : "") === "1" ? "Sí" : "No"]]}
  />
)

export const ContractCataloguePage = () => (
  <RecordPage
    descriptor={contractCatalogue}
    endpoints={contractCatalogueEndpoints}
    pageKey="/contratos/catalogo-contratos"
    formProps={{ header: endDateFact }}
  />
)
