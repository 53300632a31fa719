import type { ReadOnlyDescriptor } from "../../descriptor"
import { resourceEndpoints } from "../../endpoints"
import { text } from "../../field"
import { catalogueMessages } from "../../reference/catalogue"
import { personalReferenceKeys } from "./catalogue"

// The SAT's payroll catalogues an employee record names (c_TipoContrato, c_TipoJornada,
// c_TipoRegimen), seeded by migration 0069 from domain/rules/sat-payroll-catalogs.ts. The SAT
// publishes them, so they are read-only: listed, searched and exported, never changed.

const satCatalogue = (resource: string, title: string, singular: string, id: string, name: string): ReadOnlyDescriptor => ({
  resource,
  title,
  singular,
  keys: [...personalReferenceKeys],
  readOnly: true,
  messages: catalogueMessages,
  fields: {
    [id]: text({ label: "Clave", max: 2, required: "La clave es requerido", key: true, column: true, searchable: true, sortable: true }),
    [name]: text({ label: "Descripción", max: 100, required: "La descripción es requerido", column: true, searchable: true, sortable: true }),
  },
})

export const contractTypes = satCatalogue("catalogo-tipos-contrato", "Tipos de contrato", "tipo de contrato", "id_tipo_contrato", "n_tipo_contrato")
export const contractTypesEndpoints = resourceEndpoints("CatalogoTiposContrato", contractTypes)

export const workdayTypes = satCatalogue("catalogo-tipos-jornada", "Tipos de jornada", "tipo de jornada", "id_tipo_jornada", "n_tipo_jornada")
export const workdayTypesEndpoints = resourceEndpoints("CatalogoTiposJornada", workdayTypes)

export const payrollRegimes = satCatalogue("catalogo-tipos-regimen", "Tipos de régimen", "tipo de régimen", "id_tipo_regimen", "n_tipo_regimen")
export const payrollRegimesEndpoints = resourceEndpoints("CatalogoTiposRegimen", payrollRegimes)
