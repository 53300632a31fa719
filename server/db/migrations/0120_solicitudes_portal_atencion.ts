import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Issue 15: what HR creates from a kiosk request names it. A carta laboral, a préstamo or an
// ayuda económica captured from an authorized portal request keeps its id_solicitud; the create
// checks the request and marks it Atendida (a letter: when it is issued, the folio exists then).
// One record per request: the partial unique index makes the database the judge of two
// concurrent creates from the same request. Solicitudes del portal reads back what each request
// was turned into through these indexes.

const tables = ["cartas_laborales", "prestamos", "ayudas_economicas"] as const

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const table of tables) {
    yield* sql.unsafe(`ALTER TABLE ${table} ADD COLUMN id_solicitud INTEGER REFERENCES solicitudes_portal (id_solicitud)`)
    yield* sql.unsafe(`CREATE UNIQUE INDEX ${table}_solicitud ON ${table} (id_solicitud) WHERE id_solicitud IS NOT NULL`)
  }
})
