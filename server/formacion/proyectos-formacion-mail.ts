import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { formatDate } from "../../domain/dates"
import { type OutgoingMail, configuredAccount, sendThrough } from "../mail-account/send"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"

// The convocatoria of a course (FOR160 convocar), through the system's mail account with real
// SMTP (server/mail-account/send.ts): each participant still in the course gets the course's
// dates, sessions and instructor at their work mail (else the personal one), and each current
// responsable of a participant's department (their jefe) one mail naming their people convoked.
// It runs after the convocatoria commits (afterCommit): with no account, or a mail server that
// fails, it is logged and the course stays Convocado.

const isAddress = (value: string | null | undefined): value is string => typeof value === "string" && /^[^\s@]+@[^\s@]+$/.test(value.trim())

export const convocatoriaTexts = {
  asunto: (curso: string) => `Convocatoria al curso ${curso}`,
  asuntoJefe: (curso: string) => `Su equipo fue convocado al curso ${curso}`,
} as const

interface Course {
  readonly n_curso: string
  readonly f_inicio: string
  readonly f_fin: string
  readonly duracion_horas: number | string
  readonly n_instructor: string | null
  readonly n_modalidad: string | null
}

const courseLines = (c: Course, sessions: ReadonlyArray<{ readonly fecha: string; readonly hora_inicio: string; readonly hora_fin: string; readonly n_sede: string | null }>) => [
  `Curso: ${c.n_curso}`,
  `Del ${formatDate(c.f_inicio)} al ${formatDate(c.f_fin)}, ${Number(c.duracion_horas)} horas`,
  ...(c.n_modalidad === null ? [] : [`Modalidad: ${c.n_modalidad}`]),
  ...(c.n_instructor === null ? [] : [`Instructor: ${c.n_instructor}`]),
  "Sesiones:",
  ...sessions.map((s) => `- ${formatDate(s.fecha)} de ${s.hora_inicio} a ${s.hora_fin}${s.n_sede === null ? "" : `, ${s.n_sede}`}`),
]

/** The convocatoria's mails of one course (none when nobody has an address). */
export const convocatoriaMails = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [course] = yield* sql<Course>`
      SELECT t.n_curso, ${dateTextSql(sql, "t.f_inicio")} AS f_inicio, ${dateTextSql(sql, "t.f_fin")} AS f_fin, t.duracion_horas,
        COALESCE(${sql.literal(fullNameSql("ie"))}, i.nombre_externo) AS n_instructor, mo.n_modalidad
      FROM proyectos_formacion t
      JOIN instructores i ON i.id_instructor = t.id_instructor
      LEFT JOIN empleados ie ON ie.id_empleado = i.id_empleado
      LEFT JOIN modalidades mo ON mo.id_modalidad = t.id_modalidad
      WHERE t.id_proyecto = ${id_proyecto}`
    if (course === undefined) return []
    const sessions = yield* sql<{ fecha: string; hora_inicio: string; hora_fin: string; n_sede: string | null }>`
      SELECT ${dateTextSql(sql, "s.fecha")} AS fecha, s.hora_inicio, s.hora_fin, se.n_sede
      FROM proyectos_formacion_sesiones s LEFT JOIN sedes se ON se.id_sede = s.id_sede
      WHERE s.id_proyecto = ${id_proyecto} ORDER BY s.orden`
    const people = yield* sql<{ id_empleado: number | string; nombre: string; email: string | null }>`
      SELECT e.id_empleado, ${sql.literal(fullNameSql("e"))} AS nombre, COALESCE(e.email_trabajo, e.email_personal) AS email
      FROM proyectos_formacion_participantes p JOIN empleados e ON e.id_empleado = p.id_empleado
      WHERE p.id_proyecto = ${id_proyecto} AND p.estado <> 'Baja' ORDER BY p.orden`
    // A participant's jefe: a current responsable of their department who is not them (as the contracts' alerts name them).
    const chiefs = yield* sql<{ jefe: string; email: string | null; nombre: string }>`
      SELECT j.nombre AS jefe, j.email_trabajo AS email, ${sql.literal(fullNameSql("e"))} AS nombre
      FROM proyectos_formacion_participantes p
      JOIN empleados e ON e.id_empleado = p.id_empleado
      JOIN responsables_depto r ON r.id_depto = e.id_depto AND r.f_fin IS NULL AND r.id_numero <> e.id_empleado
      JOIN empleados j ON j.id_empleado = r.id_numero AND j.activo = '1'
      WHERE p.id_proyecto = ${id_proyecto} AND p.estado <> 'Baja' ORDER BY p.orden`
    const details = courseLines(course, sessions)
    const mails: Array<OutgoingMail> = people.flatMap((p) =>
      isAddress(p.email)
        ? [{ to: p.email.trim(), subject: convocatoriaTexts.asunto(course.n_curso), text: [`Hola, ${p.nombre}.`, "", "Se le convoca al siguiente curso de capacitación:", "", ...details].join("\n") }]
        : [],
    )
    const byChief = new Map<string, { readonly jefe: string; readonly names: Array<string> }>()
    for (const c of chiefs) {
      if (!isAddress(c.email)) continue
      const key = c.email.trim().toLowerCase()
      const entry = byChief.get(key) ?? { jefe: c.jefe, names: [] }
      if (!entry.names.includes(c.nombre)) entry.names.push(c.nombre)
      byChief.set(key, entry)
    }
    for (const [to, { jefe, names }] of byChief) {
      mails.push({
        to,
        subject: convocatoriaTexts.asuntoJefe(course.n_curso),
        text: [`Hola, ${jefe}.`, "", "Las siguientes personas de su equipo fueron convocadas a un curso de capacitación:", ...names.map((n) => `- ${n}`), "", ...details].join("\n"),
      })
    }
    return mails
  })

/** Sends the convocatoria of a course; logs and returns when there is no account or it fails. */
export const sendConvocatoria = (id_proyecto: number) =>
  Effect.gen(function* () {
    const account = yield* configuredAccount
    if (account === null) {
      yield* Effect.logInfo(`Proyectos de formación: sin cuenta de correo, la convocatoria del curso ${id_proyecto} no se envió`)
      return
    }
    const mails = yield* convocatoriaMails(id_proyecto)
    if (mails.length === 0) return
    yield* sendThrough(account, mails).pipe(
      Effect.catchAll((reason) => Effect.logWarning(`Proyectos de formación: la convocatoria del curso ${id_proyecto} no se envió por correo: ${reason}`)),
    )
  })
