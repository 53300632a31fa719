import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// A course run (FOR160) names the DNC project (FOR100) whose plan it delivers, optionally: the
// budget of that project (FOR150) counts the course's planned cost as committed and its real
// costs as spent. The foreign key makes a dangling project impossible; the index serves the
// budget's sums by project.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE proyectos_formacion ADD COLUMN id_proyecto_dnc INTEGER REFERENCES proyectos_dnc (id_proyecto_dnc)`
  yield* sql`CREATE INDEX proyectos_formacion_dnc ON proyectos_formacion (id_proyecto_dnc, estado)`
})
