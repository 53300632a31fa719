import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The employee record's photo (GP100, DOMAIN-MX 4.2), stored as a company's logo is
// (0064 empresas_logos): the bytes in a table of their own, so the list and the record never
// carry them; each upload under its version (a hash of its bytes) and `empleados.foto` naming the
// version the record uses. Uploads no save names are dropped by the next upload and the next save.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const bytes = sql.onDialectOrElse({ pg: () => "BYTEA", orElse: () => "BLOB" })
  yield* sql.unsafe(`CREATE TABLE empleados_fotos (
    id_empleado INTEGER NOT NULL REFERENCES empleados (id_empleado),
    version VARCHAR(16) NOT NULL,
    tipo VARCHAR(20) NOT NULL CHECK (tipo IN ('image/jpeg', 'image/png')),
    datos ${bytes} NOT NULL,
    PRIMARY KEY (id_empleado, version)
  )`)
})
