import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isFavourable, satisfaction, windowOf } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { isWorkingDay, shiftDay } from "../../domain/rules/working-days"
import { mexicoIsoDay } from "../../domain/dates"
import { recountSections } from "../formacion/proyecto-encuesta-opinion-sections"

// The demo's opinion surveys (FOR310): "Liderazgo y trabajo en equipo" (closed two months ago)
// has its survey closed with every participant's answers; a one-session course, "Comunicación
// efectiva", concluded a few working days before the demo's day, has its survey open with half
// its participants' answers and the other links pending (nobody holds their tokens: a reminder
// mails new ones). Inserted last so the newest survey, which the generated API suite copies, is
// the open one: its window still holds, so a copy may be sent. Answers follow the same anonymous
// shape as the public page stores them, and the surveys' counts (and their sections') are the answers'.

type Sql = SqlClient.SqlClient

/** Each answer: the ten scale values in question order (two per section), and a comment per section. */
type DemoAnswer = readonly [values: ReadonlyArray<number>, comments: ReadonlyArray<string | null>]

const leadershipAnswers: ReadonlyArray<DemoAnswer> = [
  [[5, 5, 4, 4, 4, 3, 5, 4, 5, 5], ["Explicó con ejemplos de la planta", null, null, null, "Lo aplico en las juntas de arranque"]],
  [[4, 5, 4, 3, 3, 3, 4, 4, 5, 4], [null, "Faltó tiempo para los casos prácticos", "Las lecturas llegaron tarde", null, null]],
  [[5, 4, 5, 4, 4, 4, 3, 3, 4, 5], [null, null, null, "El aula estaba fría", null]],
  [[4, 4, 4, 4, 5, 4, 4, 4, 4, 4], [null, null, null, null, "Recomendable para supervisores nuevos"]],
]

const communicationAnswers: ReadonlyArray<DemoAnswer> = [
  [[5, 5, 5, 4, 4, 4, 4, 5, 5, 5], ["Muy dinámica", null, null, null, null]],
  [[4, 4, 3, 4, 4, 3, 5, 4, 4, 4], [null, "Más ejercicios de retroalimentación", null, null, null]],
  [[5, 4, 4, 4, 3, 4, 4, 4, 5, 4], [null, null, null, null, null]],
]

const scaleIds = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14]
const commentIds = [3, 6, 9, 12, 15]

const storeAnswers = (sql: Sql, id_proyecto: number, answers: ReadonlyArray<DemoAnswer>) =>
  Effect.gen(function* () {
    let valores = 0
    let favorables = 0
    for (const [values, comments] of answers) {
      const id_respuesta = randomBytes(16).toString("hex")
      yield* sql`INSERT INTO encuestas_opinion_respuestas ${sql.insert({ id_respuesta, id_proyecto })}`
      yield* sql`INSERT INTO encuestas_opinion_valores ${sql.insert([
        ...values.map((valor, i) => ({ id_respuesta, id_pregunta: scaleIds[i] ?? 0, valor, comentario: null })),
        ...comments.flatMap((comentario, i) => (comentario === null ? [] : [{ id_respuesta, id_pregunta: commentIds[i] ?? 0, valor: null, comentario }])),
      ])}`
      valores += values.length
      favorables += values.filter(isFavourable).length
    }
    const satisfaccion = satisfaction(favorables, valores)
    yield* sql`UPDATE encuestas_opinion SET respuestas = ${answers.length}, valores = ${valores}, favorables = ${favorables}, satisfaccion = ${satisfaccion}
      WHERE id_proyecto = ${id_proyecto}`
    yield* recountSections(id_proyecto, id_proyecto)
  })

const survey = (sql: Sql, id_curso: number, f_fin: string, estado: string, at: string) =>
  Effect.gen(function* () {
    const [row] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO encuestas_opinion ${sql.insert({
      id_proyecto_formacion: id_curso,
      id_instrumento: "OPCUR",
      ...windowOf(f_fin),
      estado,
      recordatorios: 0,
      id_usuario_alta: "admin@demo.mx",
      f_alta: at,
    })} RETURNING id_proyecto`
    return Number(row?.id_proyecto ?? 0)
  })

/** Links for the course's enrolled participants: the first `used` marked answered, the rest pending. */
const links = (sql: Sql, id_proyecto: number, people: ReadonlyArray<number>, used: number) =>
  people.length === 0
    ? Effect.void
    : sql`INSERT INTO encuestas_opinion_enlaces ${sql.insert(
        people.map((id_empleado, i) => ({ token_hash: randomBytes(32).toString("hex"), id_proyecto, id_empleado, usado: i < used ? "1" : "0" })),
      )}`.pipe(Effect.asVoid)

const enrolled = (sql: Sql, id_curso: number) =>
  Effect.map(
    sql<{ id_empleado: number | string }>`SELECT id_empleado FROM proyectos_formacion_participantes WHERE id_proyecto = ${id_curso} AND estado <> 'Baja' ORDER BY orden`,
    (rows) => rows.map((r) => Number(r.id_empleado)),
  )

/** The working day before `day`, `n` times. */
const workingDaysBefore = (day: string, n: number): string => {
  let d = day
  for (let left = n; left > 0; ) {
    d = shiftDay(d, -1)
    if (isWorkingDay(d)) left--
  }
  return d
}

export const seedDemoSurveys = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const at = now.toISOString()
    const [leadership] = yield* sql<{ id_proyecto: number | string; f_fin: unknown }>`
      SELECT id_proyecto, f_fin FROM proyectos_formacion WHERE n_curso = 'Liderazgo y trabajo en equipo' ORDER BY id_proyecto LIMIT 1`
    const [room] = yield* sql<{ id_centro_trabajo: number | string; id_empresa: number | string }>`
      SELECT s.id_centro_trabajo, ct.id_empresa FROM sedes s JOIN centros_trabajo ct ON ct.id_centro_trabajo = s.id_centro_trabajo WHERE s.id_sede = 'AULA1'`
    if (leadership === undefined || room === undefined) return
    const iso = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

    const closedId = yield* survey(sql, Number(leadership.id_proyecto), iso(leadership.f_fin), "Cerrada", at)
    const leaders = yield* enrolled(sql, Number(leadership.id_proyecto))
    yield* links(sql, closedId, leaders, leaders.length)
    yield* storeAnswers(sql, closedId, leadershipAnswers.slice(0, Math.max(1, leaders.length)))

    // The course of the open survey: one session three working days ago, everyone graded.
    const fecha = workingDaysBefore(mexicoIsoDay(nowMs), 3)
    const [created] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO proyectos_formacion ${sql.insert({
      n_curso: "Comunicación efectiva",
      id_empresa: Number(room.id_empresa),
      id_centro_trabajo: Number(room.id_centro_trabajo),
      tipo: "Interno",
      id_agente: "INTERNO",
      id_instructor: "INS2",
      id_modalidad: "PRESENCIAL",
      id_tipo_curso: "DESARROLLO",
      area_tematica: "7000",
      objetivo_153f: "V",
      f_inicio: fecha,
      f_fin: fecha,
      duracion_horas: 4,
      cupo: 12,
      calificacion_minima: 80,
      costo_estimado: 0,
      estado: "Concluido",
      id_usuario_alta: "admin@demo.mx",
      f_alta: at,
    })} RETURNING id_proyecto`
    if (created === undefined) return
    const id_curso = Number(created.id_proyecto)
    yield* sql`INSERT INTO proyectos_formacion_sesiones ${sql.insert({ id_proyecto: id_curso, orden: 1, fecha, hora_inicio: "09:00", hora_fin: "13:00", id_sede: "AULA1" })}`
    const people = (yield* sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_centro_trabajo = ${room.id_centro_trabajo} AND activo = '1' ORDER BY id_empleado DESC LIMIT 6`).map((p) => Number(p.id_empleado))
    if (people.length > 0) {
      yield* sql`INSERT INTO proyectos_formacion_participantes ${sql.insert(
        people.map((id_empleado, n) => ({ id_proyecto: id_curso, orden: n + 1, id_empleado, estado: "Aprobado", calificacion: 90 - n })),
      )}`
      yield* sql`INSERT INTO asistencias_formacion ${sql.insert(
        people.map((id_empleado) => ({ id_proyecto: id_curso, sesion: 1, id_empleado, marca: "Asistió", observacion: null, id_usuario: "admin@demo.mx", f_registro: at })),
      )}`
    }
    const openId = yield* survey(sql, id_curso, fecha, "Abierta", at)
    const answered = Math.min(communicationAnswers.length, Math.floor(people.length / 2))
    yield* links(sql, openId, people, answered)
    yield* storeAnswers(sql, openId, communicationAnswers.slice(0, answered))
  })
