import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The attachments of contracts' follow-ups (CON220 `adjunto`): a PDF, JPEG or PNG judged by its
// bytes, kept beside the follow-up under its version (a hash of its bytes), so lists and reads
// never carry them; seguimientos_contratos.adjunto (0190) names the one kept.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const bytes = sql.onDialectOrElse({ pg: () => "BYTEA", orElse: () => "BLOB" })
  yield* sql.unsafe(`CREATE TABLE seguimientos_contratos_adjuntos (
    id_seguimiento INTEGER NOT NULL REFERENCES seguimientos_contratos (id_seguimiento),
    version VARCHAR(16) NOT NULL,
    tipo VARCHAR(20) NOT NULL CHECK (tipo IN ('application/pdf', 'image/jpeg', 'image/png')),
    datos ${bytes} NOT NULL,
    PRIMARY KEY (id_seguimiento, version)
  )`)
})
