import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { attendanceMarks } from "../../../domain/formacion/lista-asistencia-rules"

// FOR200 Lista de asistencia (MODULES-MX §3): each participant's mark in each session of a course
// (FOR160), with an observation and who recorded it. A session is named by its orden in the
// course (proyectos_formacion_sesiones), which the course's hooks keep fixed once it has marks;
// the participant by their employee id. One mark per session and person: saving again replaces it.

const list = (values: ReadonlyArray<string>): string => values.map((v) => `'${v}'`).join(", ")

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE TABLE asistencias_formacion (
    id_proyecto INTEGER NOT NULL REFERENCES proyectos_formacion (id_proyecto),
    sesion INTEGER NOT NULL CHECK (sesion > 0),
    id_empleado INTEGER NOT NULL REFERENCES empleados (id_empleado),
    marca VARCHAR(12) NOT NULL CHECK (marca IN (${list(attendanceMarks)})),
    observacion VARCHAR(300),
    id_usuario VARCHAR(254),
    f_registro VARCHAR(30),
    PRIMARY KEY (id_proyecto, sesion, id_empleado)
  )`)
})
