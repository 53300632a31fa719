import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Parámetros de contratos (CON090 Alertas, domain/contratos/parametros.ts): one row for the
// installation (id = 1), absent until the page first saves it (SPEC 2.8's mode add/edit).
// The CHECKs repeat the page's rules as the last guard.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE parametros_contratos (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    dias_alerta_1 INTEGER NOT NULL,
    dias_alerta_2 INTEGER NOT NULL,
    dias_alerta_3 INTEGER NOT NULL,
    notificar_jefe CHAR(1) NOT NULL CHECK (notificar_jefe IN ('1', '0')),
    notificar_rh CHAR(1) NOT NULL CHECK (notificar_rh IN ('1', '0')),
    notificar_colaborador CHAR(1) NOT NULL CHECK (notificar_colaborador IN ('1', '0')),
    id_cuenta_correo VARCHAR(4) NOT NULL REFERENCES ss_correo (id_cuenta),
    renovaciones_max_determinado INTEGER NOT NULL CHECK (renovaciones_max_determinado >= 0),
    CHECK (dias_alerta_3 > 0 AND dias_alerta_2 > dias_alerta_3 AND dias_alerta_1 > dias_alerta_2)
  )`
})
