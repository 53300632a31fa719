import { companies, companiesEndpoints } from "../../../domain/organizacion/empresas"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { CompanyLogoInput } from "./CompanyLogoInput"
import { adjustPlace, placeRender } from "../PlaceSelect"

// Empresas (ORG200): a long record, edited in a full-width section with one tab per part of the
// employer's data. The fiscal address's estado and ciudad cascade from the país (./PlaceSelect);
// the logo is uploaded from its own input (./CompanyLogoInput) and kept with Guardar.

const sections: ReadonlyArray<FormSection> = [
  {
    title: "Generales",
    fields: ["id_empresa", "n_empresa", "regimen_capital", "n_comercial", "tipo_persona", "rfc", "id_regimen", "rfc_validado_sat", "representante_legal", "representante_patron_cmcap", "representante_trabajadores_cmcap", "telefono", "email", "id_zona", "id_plaza", "activo", "logo"],
  },
  { title: "Domicilio fiscal", fields: ["calle", "num_exterior", "num_interior", "colonia", "codigo_postal", "id_pais", "id_estado", "id_ciudad"] },
  { title: "Registros patronales", fields: ["registros_patronales"] },
  { title: "Periodicidades", fields: ["periodicidades"] },
]

const render = { ...placeRender, logo: CompanyLogoInput }

export const CompaniesPage = () => (
  <RecordPage descriptor={companies} endpoints={companiesEndpoints} pageKey="/organizacion/empresas" layout="page" formProps={{ sections, render }} adjust={adjustPlace} />
)
