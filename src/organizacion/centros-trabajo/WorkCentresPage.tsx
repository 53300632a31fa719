import { useMemo, } from "react"
import type { RecordDescriptor } from "../../../domain/records/descriptor"
import { workCentres, workCentresEndpoints } from "../../../domain/organizacion/centros-trabajo"
import { workCentreCalls } from "../../../machines/organizacion/centros-trabajo-calls"
import type { Values } from "../../../machines/record-modal"
import { api } from "../../app/api"
import { RecordFilters } from "../../records/RecordFilters"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { type FilterPanelProps, RecordPage } from "../../records/RecordPage"
import { adjustPlace, placeRender } from "../PlaceSelect"
import { LoadedSelect } from "../LoadedSelect"
import { useCompanies, useLoadedItems } from "../use-org-selects"

// Centros de trabajo (ORG300): edited in a full-width section with a tab for the general data and
// one for the address. The company is one of the caller's (active ones for a new centre; fixed
// once the centre exists), the registro patronal one of the chosen company's (cleared when the
// company changes), the zone and plaza those of the reference tables, the address's estado and
// ciudad cascade from the país (./PlaceSelect). The server checks each of these again.

const sections: ReadonlyArray<FormSection> = [
  { title: "Generales", fields: ["id_empresa", "id_centro_trabajo", "n_centro_trabajo", "id_registro_patronal", "id_zona", "id_plaza", "id_responsable", "activo"] },
  { title: "Domicilio", fields: ["calle", "num_exterior", "num_interior", "colonia", "codigo_postal", "id_pais", "id_estado", "id_ciudad"] },
]

const calls = workCentreCalls(api)

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const CompanySelect = (props: FieldRenderProps) => <LoadedSelect props={props} items={useCompanies(props.isReadOnly ? "todas" : "nuevas")} />

const RegistrationSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  return <LoadedSelect props={props} items={useLoadedItems(company === "" ? null : company, calls.registrations)} isDisabled={company === ""} />
}

const ZoneSelect = (props: FieldRenderProps) => <LoadedSelect props={props} items={useLoadedItems("zonas", calls.zones)} />
const PlazaSelect = (props: FieldRenderProps) => <LoadedSelect props={props} items={useLoadedItems("plazas", calls.plazas)} />

const render = {
  ...placeRender,
  id_empresa: (props: FieldRenderProps) => <CompanySelect {...props} />,
  id_registro_patronal: (props: FieldRenderProps) => <RegistrationSelect {...props} />,
  id_zona: (props: FieldRenderProps) => <ZoneSelect {...props} />,
  id_plaza: (props: FieldRenderProps) => <PlazaSelect {...props} />,
}

/** A new company clears the registro patronal (another company's would be refused); the address cascades. */
const adjust = (values: Values, field: string): Values => (field === "id_empresa" ? { ...values, id_registro_patronal: "" } : adjustPlace(values, field))

/** The descriptor's filter panel, with the role's companies as the Empresa filter's choices. */
const WorkCentreFilters = (props: FilterPanelProps) => {
  const companies = useCompanies("todas")
  const descriptor = useMemo<RecordDescriptor>(() => {
    const company = workCentres.fields.id_empresa
    return company === undefined ? workCentres : { ...workCentres, fields: { ...workCentres.fields, id_empresa: { ...company, choices: companies } } }
  }, [companies])
  return <RecordFilters descriptor={descriptor} {...props} />
}

export const WorkCentresPage = () => (
  <RecordPage
    descriptor={workCentres}
    endpoints={workCentresEndpoints}
    pageKey="/organizacion/centros-trabajo"
    layout="page"
    formProps={{ sections, render }}
    adjust={adjust}
    filters={(props) => <WorkCentreFilters {...props} />}
  />
)
