import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { AttendanceCourse, AttendanceParticipant, AttendanceSession, SaveAttendance } from "../../domain/formacion/lista-asistencia-api"
import { type AttendanceMark, attendanceMarks, attendancePercent, courseOutcome } from "../../domain/formacion/lista-asistencia-rules"
import type { Principal } from "../auth/principal"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"

// FOR200's queries (the calls are ./lista-asistencia-http.ts): the courses whose attendance is
// taken, one session's participants with their marks, the marks saved, and each participant's
// outcome when a course concludes (FOR160's `concluir` runs it in its transaction).

const markOf = (v: unknown): AttendanceMark | null => attendanceMarks.find((m) => m === v) ?? null
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

/** The courses of the caller's centres in `states`, newest first, with their sessions numbered as attendance names them. */
export const attendableCourses = (states: ReadonlyArray<string>, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql<{ id_proyecto: number | string; n_curso: string; estado: string; f_inicio: string; f_fin: string }>`
      SELECT t.id_proyecto, t.n_curso, t.estado, ${dateTextSql(sql, "t.f_inicio")} AS f_inicio, ${dateTextSql(sql, "t.f_fin")} AS f_fin
      FROM proyectos_formacion t
      WHERE t.estado IN ${sql.in(states)} AND ${scopeCondition(sql, "centro_trabajo", "t.id_centro_trabajo", principal)}
      ORDER BY t.f_inicio DESC, t.id_proyecto DESC`
    if (found.length === 0) return []
    const sessions = yield* sql<{ id_proyecto: number | string; orden: number | string; fecha: string; hora_inicio: string; hora_fin: string; n_sede: string | null }>`
      SELECT s.id_proyecto, s.orden, ${dateTextSql(sql, "s.fecha")} AS fecha, s.hora_inicio, s.hora_fin, se.n_sede
      FROM proyectos_formacion_sesiones s LEFT JOIN sedes se ON se.id_sede = s.id_sede
      WHERE s.id_proyecto IN ${sql.in(found.map((c) => Number(c.id_proyecto)))} ORDER BY s.id_proyecto, s.orden`
    return found.map(
      (c): AttendanceCourse => ({
        id_proyecto: Number(c.id_proyecto),
        n_curso: c.n_curso,
        estado: c.estado,
        f_inicio: c.f_inicio,
        f_fin: c.f_fin,
        sesiones: sessions
          .filter((s) => Number(s.id_proyecto) === Number(c.id_proyecto))
          .map((s) => ({ id_sesion: Number(s.orden), fecha: s.fecha, hora_inicio: s.hora_inicio.trim(), hora_fin: s.hora_fin.trim(), n_sede: s.n_sede })),
      }),
    )
  })

/** The sede's name of a session, and the instructor's as the DC-3 prints it. */
export const sessionFacts = (id_proyecto: number, id_sesion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n_sede: string | null; n_instructor: string | null }>`
      SELECT (SELECT se.n_sede FROM proyectos_formacion_sesiones s JOIN sedes se ON se.id_sede = s.id_sede
          WHERE s.id_proyecto = t.id_proyecto AND s.orden = ${id_sesion}) AS n_sede,
        COALESCE(${sql.literal(fullNameSql("e"))}, i.nombre_externo) AS n_instructor
      FROM proyectos_formacion t JOIN instructores i ON i.id_instructor = t.id_instructor LEFT JOIN empleados e ON e.id_empleado = i.id_empleado
      WHERE t.id_proyecto = ${id_proyecto}`
    return { n_sede: row?.n_sede ?? null, n_instructor: row?.n_instructor ?? "" }
  })

/** The enrolled participants (in the course's order) with their puesto and their mark in the session. */
export const sessionParticipants = (id_proyecto: number, id_sesion: number, people: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (people.length === 0) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_empleado: number | string; num_empleado: unknown; n_empleado: string; n_puesto: string | null; marca: string | null; observacion: string | null }>`
      SELECT e.id_empleado, e.num_empleado, ${sql.literal(fullNameSql("e"))} AS n_empleado, pu.n_puesto, a.marca, a.observacion
      FROM empleados e
      LEFT JOIN puestos pu ON pu.id_puesto = e.id_puesto
      LEFT JOIN asistencias_formacion a ON a.id_proyecto = ${id_proyecto} AND a.sesion = ${id_sesion} AND a.id_empleado = e.id_empleado
      WHERE e.id_empleado IN ${sql.in(people)}`
    const byId = new Map(rows.map((r) => [Number(r.id_empleado), r]))
    return people.flatMap((id): ReadonlyArray<AttendanceParticipant> => {
      const r = byId.get(id)
      return r === undefined
        ? []
        : [{ id_empleado: id, num_empleado: textOrNull(r.num_empleado), n_empleado: r.n_empleado, n_puesto: r.n_puesto, marca: markOf(r.marca), observacion: r.observacion }]
    })
  })

/** Records the marks of one session: each replaces that person's mark there. */
export const saveMarks = (request: SaveAttendance, user: string, at: string) =>
  Effect.gen(function* () {
    if (request.asistencias.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const people = request.asistencias.map((a) => a.id_empleado)
    yield* sql`DELETE FROM asistencias_formacion WHERE id_proyecto = ${request.id_proyecto} AND sesion = ${request.id_sesion} AND id_empleado IN ${sql.in(people)}`
    yield* sql`INSERT INTO asistencias_formacion ${sql.insert(
      request.asistencias.map((a) => ({
        id_proyecto: request.id_proyecto,
        sesion: request.id_sesion,
        id_empleado: a.id_empleado,
        marca: a.marca,
        observacion: a.observacion === "" ? null : a.observacion,
        id_usuario: user,
        f_registro: at,
      })),
    )}`
  })

/** A session as the sheet shows it. */
export const sessionOf = (id_sesion: number, s: Readonly<Record<string, unknown>>, n_sede: string | null): AttendanceSession => ({
  id_sesion,
  fecha: String(s.fecha),
  hora_inicio: String(s.hora_inicio).trim(),
  hora_fin: String(s.hora_fin).trim(),
  n_sede,
})

/**
 * Concluir (FOR160): each participant still in the course is Aprobado with an attendance of at
 * least 80 % of its sessions and a grade of at least the course's minimum, else Reprobado
 * (`courseOutcome`); a session without a mark counts as not attended.
 */
export const settleOutcomes = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [course] = yield* sql<{ calificacion_minima: number | string; sesiones: number | string }>`
      SELECT t.calificacion_minima, (SELECT COUNT(*) FROM proyectos_formacion_sesiones s WHERE s.id_proyecto = t.id_proyecto) AS sesiones
      FROM proyectos_formacion t WHERE t.id_proyecto = ${id_proyecto}`
    if (course === undefined) return
    const sessions = Number(course.sesiones)
    const participants = yield* sql<{ orden: number | string; id_empleado: number | string; calificacion: number | string | null }>`
      SELECT orden, id_empleado, calificacion FROM proyectos_formacion_participantes WHERE id_proyecto = ${id_proyecto} AND estado <> 'Baja'`
    const marks = yield* sql<{ id_empleado: number | string; marca: string }>`
      SELECT id_empleado, marca FROM asistencias_formacion WHERE id_proyecto = ${id_proyecto} AND sesion <= ${sessions}`
    for (const p of participants) {
      const own = marks.filter((mk) => Number(mk.id_empleado) === Number(p.id_empleado)).map((mk) => markOf(mk.marca))
      const outcome = courseOutcome(attendancePercent(sessions, own), Number(p.calificacion ?? 0), Number(course.calificacion_minima))
      yield* sql`UPDATE proyectos_formacion_participantes SET estado = ${outcome} WHERE id_proyecto = ${id_proyecto} AND orden = ${Number(p.orden)}`
    }
  })
