import { referenceCatalogueOf } from "../../domain/organizacion/tablas-referencia-catalogues"
import { catalogueTable } from "../records/catalogue-table"
import type { RecordTable } from "../records/table"

// The organisation's reference catalogues (Tablas de referencia, ORG050) as record resources. A
// row in use is never deleted (server/records/catalogue-table.ts): users deactivate it instead.

/** A catalogue's descriptor and endpoints, as the page's list of catalogues pairs them. */
const catalogue = (id: string) => {
  const c = referenceCatalogueOf(id)
  if (c === undefined) throw new Error(`no reference catalogue ${id}`)
  return { descriptor: c.descriptor, endpoints: c.endpoints }
}

export const countriesTable = catalogueTable({ ...catalogue("paises"), entity: "país", table: "paises" })

export const statesTable = catalogueTable({
  ...catalogue("estados"),
  entity: "estado",
  table: "estados",
  from: "estados t JOIN paises p ON p.id_pais = t.id_pais",
  expressions: { n_pais: "p.n_pais" },
})

export const citiesTable = catalogueTable({
  ...catalogue("ciudades"),
  entity: "ciudad",
  table: "ciudades",
  from: "ciudades t JOIN estados e ON e.id_estado = t.id_estado",
  expressions: { n_estado: "e.n_estado" },
})

export const zonesTable = catalogueTable({
  ...catalogue("zonas"),
  entity: "zona",
  table: "zonas",
  children: { salarios: { table: "zonas_salarios_minimos", parent: { id_zona: "id_zona" }, order: "f_inicio" } },
})

export const placesTable = catalogueTable({ ...catalogue("plazas"), entity: "plaza", table: "plazas" })

export const responsibilityTypesTable = catalogueTable({
  ...catalogue("tipos-responsabilidad"),
  entity: "tipo de responsabilidad",
  table: "tipos_responsabilidad",
})

// The SAT's catalogues: read-only resources, so only their list, read and export exist and no
// hook is needed (their rows change with the migrations that seed them, never through the API).
export const taxRegimesTable: RecordTable = { ...catalogue("regimenes-fiscales"), entity: "régimen fiscal", table: "regimenes_fiscales" }

export const payPeriodicitiesTable: RecordTable = {
  ...catalogue("periodicidades-pago"),
  entity: "periodicidad de pago",
  table: "periodicidades_pago",
}

// The job profile's catalogues (a row a profile names is deactivated, never deleted).
export const educationLevelsTable = catalogueTable({ ...catalogue("escolaridades"), entity: "escolaridad", table: "escolaridades" })
export const languagesTable = catalogueTable({ ...catalogue("idiomas"), entity: "idioma", table: "idiomas" })
export const softwareTable = catalogueTable({ ...catalogue("software"), entity: "software", table: "software" })
export const jobRisksTable: RecordTable = { ...catalogue("riesgos-puesto"), entity: "riesgo de puesto", table: "riesgos_puesto" }

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
