import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Batches of documents (a zip of many PDFs) in progress or waiting for their download. They live
// in the database, not in a process's memory: `npm start` runs several server processes, and the
// browser's next poll of a batch may reach any of them. Times are epoch milliseconds.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const bytes = sql.onDialectOrElse({ pg: () => "BYTEA", orElse: () => "BLOB" })
  yield* sql.unsafe(`CREATE TABLE lotes_documentos (
    trabajo CHAR(36) PRIMARY KEY,
    propietario VARCHAR(64) NOT NULL,
    total INTEGER NOT NULL,
    hechos INTEGER NOT NULL,
    estado VARCHAR(12) NOT NULL CHECK (estado IN ('en_proceso', 'listo', 'fallido')),
    mensaje VARCHAR(500),
    archivo ${bytes},
    nombre VARCHAR(300) NOT NULL,
    actualizado BIGINT NOT NULL,
    terminado BIGINT
  )`)
  yield* sql`CREATE INDEX lotes_documentos_propietario ON lotes_documentos (propietario, estado)`
})
