import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { keyFields } from "../../domain/records/descriptor"
import { messages } from "../../domain/messages"
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
import { ApiFailure } from "../http/failure"
import type { RecordHooks, RecordTable, Row } from "../records/table"

// The organisation's reference catalogues (Tablas de referencia) as record resources.
//
// A row that other records use is never deleted: users deactivate it instead. The foreign keys
// already make that a database fact (and decide a race), but their refusal cannot say what to
// do about it, so a delete first asks the database which tables reference this one and refuses
// with the advice when any of their rows names the record. Reading the references from the
// database's own catalogue covers the tables other modules add later without touching this
// file. References that cascade are not a use: those rows belong to the referenced record.

interface Reference {
  readonly tabla: string
  readonly columna: string
}

/** The single-column foreign keys to `table` that do not cascade, as the database declares them. */
const referencesTo = (table: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.onDialectOrElse({
      pg: () => sql<Reference>`
        SELECT src.relname AS tabla, a.attname AS columna
        FROM pg_constraint c
        JOIN pg_class src ON src.oid = c.conrelid
        JOIN pg_class ref ON ref.oid = c.confrelid
        JOIN pg_namespace n ON n.oid = ref.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confdeltype <> 'c' AND cardinality(c.conkey) = 1
          AND ref.relname = ${table} AND n.nspname = current_schema()`,
      orElse: () => sql<Reference>`
        SELECT m.name AS tabla, f."from" AS columna
        FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table' AND f."table" = ${table} AND f.on_delete <> 'CASCADE'
          AND NOT EXISTS (SELECT 1 FROM pragma_foreign_key_list(m.name) g WHERE g.id = f.id AND g.seq > 0)`,
    }),
  )

/** Refuses the delete (409, deactivate it) while a row of another table names the record. */
const refuseWhenInUse =
  (table: string, keyColumn: string, ownChildren: ReadonlyArray<string>): NonNullable<RecordHooks["beforeDelete"]> =>
  (stored: Row) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const key = stored[keyColumn]
      for (const r of yield* referencesTo(table)) {
        if (ownChildren.includes(r.tabla)) continue
        // Both names come from the database's catalogue, never from the request.
        const used = yield* sql`SELECT 1 AS x FROM ${sql.literal(r.tabla)} WHERE ${sql.literal(r.columna)} = ${key as string} LIMIT 1`
        if (used.length > 0) return yield* new ApiFailure({ status: 409, message: messages.registroEnUsoDesactivar })
      }
    })

const catalogueTable = (table: Omit<RecordTable, "hooks">): RecordTable => {
  // Each catalogue has a one-column key, the column the foreign keys reference.
  const [key = ""] = keyFields(table.descriptor)
  const children = Object.values(table.children ?? {}).map((c) => c.table)
  return { ...table, hooks: { beforeDelete: refuseWhenInUse(table.table, key, children) } }
}

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
