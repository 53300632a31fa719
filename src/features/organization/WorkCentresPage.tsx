import { useMemo, } from "react"
import { getEmpresasParaSelect, getEmpresasSelect, getRegistrosPatronalesSelect } from "../../../domain/api/organization-companies"
import { getPlazas, getZonas } from "../../../domain/api/organization-references"
import type { RecordDescriptor } from "../../../domain/records/descriptor"
import { workCentres, workCentresEndpoints } from "../../../domain/records/organization/work-centres"
import type { Values } from "../../../machines/recordModal"
import { api } from "../../app/api"
import { RecordFilters } from "../../records/RecordFilters"
import { useLoaded } from "../../records/useLoaded"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { type FilterPanelProps, RecordPage } from "../../records/RecordPage"
import type { SelectItem } from "../../ui/SearchSelect"
import { adjustPlace, placeRender } from "./PlaceSelect"
import { LoadedSelect } from "./LoadedSelect"

// Centros de trabajo (ORG300): edited in a full-width section with a tab for the general data and
// one for the address. The company is one of the caller's (active ones for a new centre; fixed
// once the centre exists), the registro patronal one of the chosen company's (cleared when the
// company changes), the zone and plaza those of the reference tables, the address's estado and
// ciudad cascade from the país (./PlaceSelect). The server checks each of these again.

const sections: ReadonlyArray<FormSection> = [
  { title: "Generales", fields: ["id_empresa", "id_centro_trabajo", "n_centro_trabajo", "id_registro_patronal", "id_zona", "id_plaza", "id_responsable", "activo"] },
  { title: "Domicilio", fields: ["calle", "num_exterior", "num_interior", "colonia", "codigo_postal", "id_pais", "id_estado", "id_ciudad"] },
]

type Loader = (key: string) => Promise<ReadonlyArray<SelectItem> | null>

/** "nuevas": the active companies a new centre may belong to; "todas": every company of the role. */
const loadCompanies: Loader = async (which) => {
  const result = which === "nuevas" ? await api.call(getEmpresasParaSelect, {}) : await api.call(getEmpresasSelect, {})
  return result.ok ? result.value.result.map((c) => ({ id: String(c.id_empresa), label: c.n_empresa })) : null
}

const loadRegistrations: Loader = async (company) => {
  const result = await api.call(getRegistrosPatronalesSelect, { id_empresa: Number(company) })
  return result.ok ? result.value.result.map((r) => ({ id: r.registro_patronal, label: `${r.registro_patronal} (clase ${r.clase_riesgo})` })) : null
}

const loadZones: Loader = async () => {
  const result = await api.call(getZonas, {})
  return result.ok ? result.value.result.map((z) => ({ id: z.id_zona, label: `${z.id_zona} · ${z.n_zona}` })) : null
}

const loadPlazas: Loader = async () => {
  const result = await api.call(getPlazas, {})
  return result.ok ? result.value.result.map((p) => ({ id: p.id_plaza, label: `${p.id_plaza} · ${p.n_plaza}` })) : null
}

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const CompanySelect = (props: FieldRenderProps) => <LoadedSelect props={props} items={useLoaded(props.isReadOnly ? "todas" : "nuevas", loadCompanies)} />

const RegistrationSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  return <LoadedSelect props={props} items={useLoaded(company === "" ? null : company, loadRegistrations)} isDisabled={company === ""} />
}

const ZoneSelect = (props: FieldRenderProps) => <LoadedSelect props={props} items={useLoaded("zonas", loadZones)} />
const PlazaSelect = (props: FieldRenderProps) => <LoadedSelect props={props} items={useLoaded("plazas", loadPlazas)} />

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
  const companies = useLoaded("todas", loadCompanies)
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
