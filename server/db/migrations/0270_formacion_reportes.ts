import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Formación's reports (FOR450–FOR600) read a year's participations, tens of thousands at a large
// employer, by course and by person. Two covering indexes let them do it from the index alone:
// by course with the state, person and grade (FOR450's and FOR500's participants, FOR600's
// count and mean), and by person with the state and course (FOR550's credited hours of each
// person of a page, and its count), which also serves what the index on the person alone served
// (a person's courses), so that one goes: one index less to keep on every enrolment. Measured on
// the scale seed (bench --only formacion-reportes).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX proyectos_formacion_participantes_curso_estado ON proyectos_formacion_participantes (id_proyecto, estado, id_empleado, calificacion)`
  yield* sql`CREATE INDEX proyectos_formacion_participantes_persona_estado ON proyectos_formacion_participantes (id_empleado, estado, id_proyecto)`
  yield* sql`DROP INDEX proyectos_formacion_participantes_empleado`
})
