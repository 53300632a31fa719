import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { courses } from "../../domain/formacion/proyectos-formacion"
import { outsideWorkingDay } from "../../domain/formacion/proyectos-formacion-rules"
import { courseRecordMessages as m } from "../../domain/formacion/proyectos-formacion-vocabulary"
import { formatDate } from "../../domain/dates"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { refuse, refuseField } from "../http/failure"
import { fullNameSql } from "../records/person-name"

// The checks of a course (FOR160) that need the database, and the server's warning about its
// sessions: what a participant or a sede names exists and may be used, what the course's state
// still lets a save change, and which sessions fall outside a participant's working day.

type Course = typeof courses
type Stored = EntityOf<Course>
type Request = RequestOf<Course>
type Row = Readonly<Record<string, unknown>>

const ids = (rows: ReadonlyArray<Row>): ReadonlyArray<number> => rows.map((r) => Number(r.id_empleado))

/**
 * Every newly named participant is an active collaborator of the caller's work centres; one
 * already stored stays whatever became of them (who took a course is history).
 */
export const checkParticipants = (request: Request, stored: Stored | undefined, idRol: string) =>
  Effect.gen(function* () {
    const before = new Set(ids(stored?.participantes ?? []))
    const added = [...new Set(ids(request.participantes))].filter((id) => !before.has(id))
    if (added.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql<{ id_empleado: number }>`SELECT e.id_empleado FROM empleados e
      WHERE e.id_empleado IN ${sql.in(added)} AND e.activo = '1'
        AND EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${idRol} AND pr.permiso = '1' AND pr.id_centro_trabajo = e.id_centro_trabajo)`
    if (found.length !== added.length) return yield* refuseField("participantes", m.participante)
  })

/** Each session's sede is active and of the course's company (an online course names none). */
export const checkVenues = (request: Request, company: number) =>
  Effect.gen(function* () {
    const named = [...new Set(request.sesiones.flatMap((s) => (typeof s.id_sede === "string" && s.id_sede !== "" ? [s.id_sede] : [])))]
    if (named.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql<{ id_sede: string }>`SELECT s.id_sede FROM sedes s JOIN centros_trabajo ct ON ct.id_centro_trabajo = s.id_centro_trabajo
      WHERE s.id_sede IN ${sql.in(named)} AND s.activo = '1' AND ct.id_empresa = ${company}`
    if (found.length !== named.length) return yield* refuseField("sesiones", m.sede)
  })

/** The DNC project a course delivers is one of the course's company. */
export const checkDncProject = (request: Request, company: number) =>
  Effect.gen(function* () {
    if (request.id_proyecto_dnc === null || request.id_proyecto_dnc === undefined) return
    const sql = yield* SqlClient.SqlClient
    const [found] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM proyectos_dnc WHERE id_proyecto_dnc = ${request.id_proyecto_dnc} AND id_empresa = ${company}`
    if (Number(found?.n ?? 0) === 0) return yield* refuseField("id_proyecto_dnc", m.proyectoDnc)
  })

// --- What a save may change in each state --------------------------------------------------

/** A value as stored and as requested compare alike (numbers the drivers give as text, blank text). */
const same = (a: unknown, b: unknown): boolean => {
  const norm = (v: unknown) => (v === undefined || v === "" ? null : typeof v === "number" ? v : typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v)
  return norm(a) === norm(b)
}

const sameRows = (a: ReadonlyArray<Row>, b: ReadonlyArray<Row>, fields: ReadonlyArray<string>): boolean =>
  a.length === b.length && a.every((row, i) => fields.every((f) => same(row[f], b[i]?.[f])))

/** The course's own fields (not its child rows), as a save writes them. */
const headerFields = [
  "n_curso",
  "tipo",
  "id_agente",
  "id_instructor",
  "id_modalidad",
  "id_tipo_curso",
  "area_tematica",
  "objetivo_153f",
  "f_inicio",
  "f_fin",
  "duracion_horas",
  "cupo",
  "calificacion_minima",
  "costo_estimado",
] as const
const sessionFields = ["fecha", "hora_inicio", "hora_fin", "id_sede"]

const sameHeader = (request: Request, stored: Stored) => headerFields.every((f) => same(request[f], stored[f]))
const sameSessions = (request: Request, stored: Stored) => sameRows(request.sesiones, stored.sesiones, sessionFields)
const sameParticipants = (request: Request, stored: Stored) => sameRows(request.participantes, stored.participantes, ["id_empleado", "estado", "calificacion"])
const samePeople = (request: Request, stored: Stored) =>
  JSON.stringify([...ids(request.participantes)].sort()) === JSON.stringify([...ids(stored.participantes)].sort())

/**
 * En curso only the grades, the participants' state and the costs change (nobody joins or
 * leaves: a dropout is marked Baja); Concluido only the costs (each outcome is set).
 */
export const checkStateChanges = (request: Request, stored: Stored) => {
  if (stored.estado === "En curso" && !(sameHeader(request, stored) && sameSessions(request, stored) && samePeople(request, stored))) {
    return Effect.fail(refuse(409, m.soloCalificaciones))
  }
  if (stored.estado === "Concluido" && !(sameHeader(request, stored) && sameSessions(request, stored) && sameParticipants(request, stored))) {
    return Effect.fail(refuse(409, m.soloCostos))
  }
  return Effect.void
}

/**
 * Attendance names a session by its orden and a participant by their id: a session with marks
 * keeps its place, date and hours, and a participant with marks stays (marked Baja if they left).
 */
export const checkAttendanceKept = (request: Request, stored: Stored) =>
  Effect.gen(function* () {
    if (stored.id_proyecto === null) return
    const sql = yield* SqlClient.SqlClient
    const marked = yield* sql<{ sesion: number | string; id_empleado: number | string }>`
      SELECT sesion, id_empleado FROM asistencias_formacion WHERE id_proyecto = ${stored.id_proyecto}`
    for (const orden of new Set(marked.map((r) => Number(r.sesion)))) {
      const before = stored.sesiones[orden - 1]
      const now = request.sesiones[orden - 1]
      if (before !== undefined && (now === undefined || !sameRows([now], [before], ["fecha", "hora_inicio", "hora_fin"]))) {
        return yield* refuse(409, m.sesionConAsistencia(formatDate(String(before.fecha))))
      }
    }
    const staying = new Set(ids(request.participantes))
    if (marked.some((r) => !staying.has(Number(r.id_empleado)))) return yield* refuse(409, m.participanteConAsistencia)
  })

// --- The sessions outside a participant's working day ------------------------------------------

const listed = (names: ReadonlyArray<string>): string => (names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} y ${names.length - 3} más`)

/**
 * What the server warns about the sessions (`outsideWorkingDay` with each participant's SAT tipo
 * de jornada): one line per session that falls outside someone's working day, naming them; null
 * when none does. Stored with the course and kept as its audit note: a warning, never a refusal.
 */
export const workingDayWarning = (request: Request) =>
  Effect.gen(function* () {
    const people = [...new Set(request.participantes.filter((p) => p.estado !== "Baja").map((p) => Number(p.id_empleado)))]
    if (people.length === 0 || request.sesiones.length === 0) return null
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql<{ id_empleado: number | string; id_tipo_jornada: string | null; nombre: string }>`
      SELECT e.id_empleado, e.id_tipo_jornada, ${sql.literal(fullNameSql("e"))} AS nombre FROM empleados e WHERE e.id_empleado IN ${sql.in(people)}`
    const lines = request.sesiones.flatMap((s) => {
      const session = { fecha: String(s.fecha), hora_inicio: String(s.hora_inicio), hora_fin: String(s.hora_fin) }
      const byReason = new Map<string, Array<string>>()
      for (const p of found) {
        const reason = outsideWorkingDay(session, p.id_tipo_jornada === null ? null : String(p.id_tipo_jornada).trim())
        if (reason !== undefined) byReason.set(reason, [...(byReason.get(reason) ?? []), p.nombre])
      }
      return [...byReason].map(([reason, names]) => `${formatDate(session.fecha)} ${session.hora_inicio}–${session.hora_fin}: ${reason.toLowerCase()} (${listed(names)})`)
    })
    if (lines.length === 0) return null
    const text = `Sesiones fuera de la jornada: ${lines.join("; ")}`
    return text.length <= 1000 ? text : `${text.slice(0, 997)}...`
  })
