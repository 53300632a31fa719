import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { seededExpenseConcepts, seededModalities } from "../../../domain/formacion/tablas-referencia-vocabulary"

// Formación's plain reference catalogues (Tablas de referencia, FOR050, MODULES-MX §3): the
// modalidades of a course, the tipos de curso, the conceptos de gasto of its budget and costs, and
// the sedes where its sessions are given (with their capacity and work centre). The courses of
// FOR160 will name them by foreign key, which makes "in use" a database fact (a row in use is
// deactivated, never deleted). A unique index on LOWER(key) makes the database the judge of a
// duplicate in any case. The modalidades and conceptos de gasto start with MODULES-MX's rows.

const active = "activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const [table, id, name] of [
    ["modalidades", "id_modalidad", "n_modalidad"],
    ["tipos_curso", "id_tipo_curso", "n_tipo_curso"],
    ["conceptos_gasto", "id_concepto_gasto", "n_concepto_gasto"],
  ] as const) {
    yield* sql`CREATE TABLE ${sql.literal(table)} (
      ${sql.literal(id)} VARCHAR(10) PRIMARY KEY,
      ${sql.literal(name)} VARCHAR(100) NOT NULL,
      ${sql.literal(active)}
    )`
    yield* sql`CREATE UNIQUE INDEX ${sql.literal(`${table}_clave_ci`)} ON ${sql.literal(table)} ((LOWER(${sql.literal(id)})))`
  }
  yield* sql`INSERT INTO modalidades ${sql.insert(seededModalities.map(([id_modalidad, n_modalidad]) => ({ id_modalidad, n_modalidad, activo: "1" })))}`
  yield* sql`INSERT INTO conceptos_gasto ${sql.insert(
    seededExpenseConcepts.map(([id_concepto_gasto, n_concepto_gasto]) => ({ id_concepto_gasto, n_concepto_gasto, activo: "1" })),
  )}`

  yield* sql`CREATE TABLE sedes (
    id_sede VARCHAR(10) PRIMARY KEY,
    n_sede VARCHAR(100) NOT NULL,
    capacidad INTEGER NOT NULL CHECK (capacidad > 0),
    id_centro_trabajo INTEGER NOT NULL REFERENCES centros_trabajo (id_centro_trabajo),
    ${sql.literal(active)}
  )`
  yield* sql`CREATE UNIQUE INDEX sedes_clave_ci ON sedes ((LOWER(id_sede)))`
  // The workplace scope reads a sede by its centre.
  yield* sql`CREATE INDEX sedes_centro ON sedes (id_centro_trabajo, id_sede)`
})
