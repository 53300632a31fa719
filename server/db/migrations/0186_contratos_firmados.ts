import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The scans of signed contracts (CON210 "adjuntar firmado"): the bytes beside the contract, keyed
// by its folio and the scan's version (a hash of its bytes), so lists and reads never carry them;
// contratos.archivo_firmado names the one kept (server/records/image-store.ts).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const bytes = sql.onDialectOrElse({ pg: () => "BYTEA", orElse: () => "BLOB" })
  yield* sql.unsafe(`CREATE TABLE contratos_documentos (
    id_contrato VARCHAR(30) NOT NULL REFERENCES contratos (id_contrato),
    version VARCHAR(16) NOT NULL,
    tipo VARCHAR(20) NOT NULL CHECK (tipo = 'application/pdf'),
    datos ${bytes} NOT NULL,
    PRIMARY KEY (id_contrato, version)
  )`)
})
