import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// What a company record gained after 0060 (DOMAIN-MX 3.2, decision 7.3):
//
// - `rfc_validado_sat`: the user confirmed on the SAT's portal an RFC whose check digit does not
//   match the algorithm (the SAT really issued some). Only then is such an RFC stored, and the
//   write's audit row says so in the new `auditoria.detalle`, a note beyond the values.
// - The company's logo, stored as the system's logo is (0022): the bytes in a table beside the
//   record, checked by their content on upload, named by a version (a hash of the bytes) that
//   `empresas.logo` keeps. An upload is kept under its version until the record is saved with it,
//   as the form's other changes are; a save drops the versions the record no longer names.
//
// One column per ALTER TABLE: SQLite adds a single column per statement.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE empresas ADD COLUMN rfc_validado_sat CHAR(1) NOT NULL DEFAULT '0' CHECK (rfc_validado_sat IN ('1', '0'))`
  yield* sql`ALTER TABLE auditoria ADD COLUMN detalle VARCHAR(500)`
  const bytes = sql.onDialectOrElse({ pg: () => "BYTEA", orElse: () => "BLOB" })
  yield* sql.unsafe(`CREATE TABLE empresas_logos (
    id_empresa INTEGER NOT NULL REFERENCES empresas (id_empresa),
    version VARCHAR(16) NOT NULL,
    tipo VARCHAR(20) NOT NULL CHECK (tipo IN ('image/jpeg', 'image/png')),
    datos ${bytes} NOT NULL,
    PRIMARY KEY (id_empresa, version)
  )`)
})
