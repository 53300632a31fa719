import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Gestión de candidatos (SEL200) edits a candidate's experience and education as child rows of
// the record (the records platform replaces them on each save and reads them back in `orden`):
// both tables get the position the form gives each row. Rows stored before keep their id order.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const [table, id] of [
    ["sel_candidatos_experiencia", "id_experiencia"],
    ["sel_candidatos_educacion", "id_educacion"],
  ] as const) {
    yield* sql.unsafe(`ALTER TABLE ${table} ADD COLUMN orden INTEGER NOT NULL DEFAULT 0`)
    yield* sql.unsafe(`UPDATE ${table} SET orden = ${id}`)
  }
})
