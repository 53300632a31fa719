import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// CLI200's prevention policy (NOM-035 5.1, the Guía IV model): a PDF kept beside the project under
// its version (a hash of its bytes), so lists and reads never carry it. proyectos_clima names the
// one kept and the day it was kept; CLI260 counts the policy obligation from them.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const bytes = sql.onDialectOrElse({ pg: () => "BYTEA", orElse: () => "BLOB" })
  yield* sql`ALTER TABLE proyectos_clima ADD COLUMN politica_prevencion VARCHAR(16)`
  yield* sql`ALTER TABLE proyectos_clima ADD COLUMN f_politica DATE`
  yield* sql.unsafe(`CREATE TABLE proyectos_clima_politicas (
    id_proyecto INTEGER NOT NULL REFERENCES proyectos_clima (id_proyecto),
    version VARCHAR(16) NOT NULL,
    tipo VARCHAR(20) NOT NULL CHECK (tipo = 'application/pdf'),
    datos ${bytes} NOT NULL,
    PRIMARY KEY (id_proyecto, version)
  )`)
})
