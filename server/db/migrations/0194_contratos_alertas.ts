import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The expiry alerts the daily job settled (server/contratos/expiry-alerts.ts): one row per
// contract, kind and threshold. The primary key is the claim: a second pass (another process, a
// rerun of the day) inserts nothing and sends nothing. `avisado` tells the threshold the job
// mailed and showed ('1') from those a missed day settled with it ('0'); a probation alert is
// kind 'prueba' with threshold 7.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE contratos_alertas (
    id_contrato VARCHAR(30) NOT NULL REFERENCES contratos (id_contrato),
    tipo VARCHAR(12) NOT NULL CHECK (tipo IN ('vencimiento', 'prueba')),
    umbral INTEGER NOT NULL CHECK (umbral > 0),
    f_envio DATE NOT NULL,
    dias_restantes INTEGER NOT NULL,
    avisado CHAR(1) NOT NULL CHECK (avisado IN ('1', '0')),
    PRIMARY KEY (id_contrato, tipo, umbral)
  )`
  // The dashboard reads the latest alerts sent.
  yield* sql`CREATE INDEX contratos_alertas_envio ON contratos_alertas (f_envio, id_contrato)`
})
