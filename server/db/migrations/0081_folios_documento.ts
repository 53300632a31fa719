import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The folios of the documents companies issue about their people (the document service,
// server/documents/): one counter per series (CL cartas laborales, RC reconocimientos, AA actas
// administrativas...), company and year, so folios read "CL-1-2026-00007" and run on without gaps
// inside a company's year. The counter is taken by one INSERT ... ON CONFLICT DO UPDATE in the
// issuing write's transaction (server/documents/folio.ts): on PostgreSQL the row's lock makes
// two concurrent issues wait for each other instead of drawing the same number; a rolled-back
// issue gives its number back.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE folios_documento (
    serie VARCHAR(4) NOT NULL,
    id_empresa INTEGER NOT NULL REFERENCES empresas (id_empresa),
    anio INTEGER NOT NULL CHECK (anio BETWEEN 2000 AND 2999),
    ultimo INTEGER NOT NULL CHECK (ultimo > 0),
    PRIMARY KEY (serie, id_empresa, anio)
  )`
})
