import { cities, citiesEndpoints } from "../../domain/records/organization/reference/cities"
import { countries, countriesEndpoints } from "../../domain/records/organization/reference/countries"
import {
  educationLevels,
  educationLevelsEndpoints,
  jobRisks,
  jobRisksEndpoints,
  languages,
  languagesEndpoints,
  softwareCatalogue,
  softwareCatalogueEndpoints,
} from "../../domain/records/organization/reference/job-profile-catalogues"
import { payPeriodicities, payPeriodicitiesEndpoints } from "../../domain/records/organization/reference/pay-periodicities"
import { places, placesEndpoints } from "../../domain/records/organization/reference/places"
import { responsibilityTypes, responsibilityTypesEndpoints } from "../../domain/records/organization/reference/responsibility-types"
import { states, statesEndpoints } from "../../domain/records/organization/reference/states"
import { taxRegimes, taxRegimesEndpoints } from "../../domain/records/organization/reference/tax-regimes"
import { zones, zonesEndpoints } from "../../domain/records/organization/reference/zones"
import { catalogueTable } from "../records/catalogue-table"
import type { RecordTable } from "../records/table"

// The organisation's reference catalogues (Tablas de referencia, ORG050) as record resources. A
// row in use is never deleted (server/records/catalogue-table.ts): users deactivate it instead.

export const countriesTable = catalogueTable({ descriptor: countries, endpoints: countriesEndpoints, entity: "país", table: "paises" })

export const statesTable = catalogueTable({
  descriptor: states,
  endpoints: statesEndpoints,
  entity: "estado",
  table: "estados",
  from: "estados t JOIN paises p ON p.id_pais = t.id_pais",
  expressions: { n_pais: "p.n_pais" },
})

export const citiesTable = catalogueTable({
  descriptor: cities,
  endpoints: citiesEndpoints,
  entity: "ciudad",
  table: "ciudades",
  from: "ciudades t JOIN estados e ON e.id_estado = t.id_estado",
  expressions: { n_estado: "e.n_estado" },
})

export const zonesTable = catalogueTable({
  descriptor: zones,
  endpoints: zonesEndpoints,
  entity: "zona",
  table: "zonas",
  children: { salarios: { table: "zonas_salarios_minimos", parent: { id_zona: "id_zona" }, order: "f_inicio" } },
})

export const placesTable = catalogueTable({ descriptor: places, endpoints: placesEndpoints, entity: "plaza", table: "plazas" })

export const responsibilityTypesTable = catalogueTable({
  descriptor: responsibilityTypes,
  endpoints: responsibilityTypesEndpoints,
  entity: "tipo de responsabilidad",
  table: "tipos_responsabilidad",
})

// The SAT's catalogues: read-only resources, so only their list, read and export exist and no
// hook is needed (their rows change with the migrations that seed them, never through the API).
export const taxRegimesTable: RecordTable = { descriptor: taxRegimes, endpoints: taxRegimesEndpoints, entity: "régimen fiscal", table: "regimenes_fiscales" }

export const payPeriodicitiesTable: RecordTable = {
  descriptor: payPeriodicities,
  endpoints: payPeriodicitiesEndpoints,
  entity: "periodicidad de pago",
  table: "periodicidades_pago",
}

// The job profile's catalogues (a row a profile names is deactivated, never deleted).
export const educationLevelsTable = catalogueTable({ descriptor: educationLevels, endpoints: educationLevelsEndpoints, entity: "escolaridad", table: "escolaridades" })
export const languagesTable = catalogueTable({ descriptor: languages, endpoints: languagesEndpoints, entity: "idioma", table: "idiomas" })
export const softwareTable = catalogueTable({ descriptor: softwareCatalogue, endpoints: softwareCatalogueEndpoints, entity: "software", table: "software" })
export const jobRisksTable: RecordTable = { descriptor: jobRisks, endpoints: jobRisksEndpoints, entity: "riesgo de puesto", table: "riesgos_puesto" }

export const referenceTables: ReadonlyArray<RecordTable> = [
  countriesTable,
  statesTable,
  citiesTable,
  zonesTable,
  placesTable,
  responsibilityTypesTable,
  taxRegimesTable,
  payPeriodicitiesTable,
  educationLevelsTable,
  languagesTable,
  softwareTable,
  jobRisksTable,
]
