import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { formatDate } from "../../domain/dates"
import { answerLinkOf } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import { newToken, tokenHash } from "../auth/token"
import { AppConfig, publicUrlOf } from "../config"
import { afterCommit } from "../db/after-commit"
import { type OutgoingMail, configuredAccount, sendThrough } from "../mail-account/send"
import { fullNameSql } from "../records/person-name"

// The single-use links of a course's opinion survey (FOR310). Sending the survey issues one per
// participant still enrolled (estado other than Baja); a reminder gives each link not yet used a
// new token, so the older mail's link stops working. Only the token's SHA-256 is stored: the
// token itself exists only in the mail, sent through the system's mail account (real SMTP,
// server/mail-account/send.ts) once the transition commits. No account, or a mail server that
// fails, is logged and the survey stays as it was moved.

export const surveyMailTexts = {
  asunto: (curso: string) => `Encuesta de opinión del curso ${curso}`,
  recordatorio: (curso: string) => `Recordatorio: encuesta de opinión del curso ${curso}`,
  cuerpo: (nombre: string, curso: string, cierre: string, link: string) =>
    [
      `Hola, ${nombre}.`,
      "",
      `Le pedimos su opinión sobre el curso ${curso}. Son cinco secciones con una escala del 1 al 5 y comentarios opcionales; toma unos cinco minutos.`,
      "Sus respuestas son anónimas: no se guarda quién respondió qué.",
      "",
      `Responda en este enlace, que sirve una sola vez, a más tardar el ${cierre}:`,
      link,
    ].join("\n"),
} as const

const isAddress = (value: string | null | undefined): value is string => typeof value === "string" && /^[^\s@]+@[^\s@]+$/.test(value.trim())

interface Issued {
  readonly id_empleado: number
  readonly token: string
}

/** Issues a link to each enrolled participant of the survey's course who has none yet; answers them with their tokens. */
export const issueLinks = (id_proyecto: number, id_curso: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const people = yield* sql<{ id_empleado: number | string }>`
      SELECT p.id_empleado FROM proyectos_formacion_participantes p
      WHERE p.id_proyecto = ${id_curso} AND p.estado <> 'Baja'
        AND NOT EXISTS (SELECT 1 FROM encuestas_opinion_enlaces l WHERE l.id_proyecto = ${id_proyecto} AND l.id_empleado = p.id_empleado)
      ORDER BY p.orden`
    const issued: ReadonlyArray<Issued> = people.map((p) => ({ id_empleado: Number(p.id_empleado), token: newToken() }))
    if (issued.length > 0) {
      yield* sql`INSERT INTO encuestas_opinion_enlaces ${sql.insert(issued.map((i) => ({ token_hash: tokenHash(i.token), id_proyecto, id_empleado: i.id_empleado, usado: "0" })))}`
    }
    return issued
  })

/**
 * Gives every unused link of a participant still enrolled a new token, in one statement: each
 * stored hash becomes its new one in place (the row keeps its place, so nothing orders the links
 * by when they were renewed). Answers the links renewed; one answered meanwhile keeps its hash
 * and gets no mail.
 */
export const renewLinks = (id_proyecto: number, id_curso: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const pending = yield* sql<{ token_hash: string; id_empleado: number | string }>`
      SELECT l.token_hash, l.id_empleado FROM encuestas_opinion_enlaces l
      JOIN proyectos_formacion_participantes p ON p.id_proyecto = ${id_curso} AND p.id_empleado = l.id_empleado AND p.estado <> 'Baja'
      WHERE l.id_proyecto = ${id_proyecto} AND l.usado = '0'`
    if (pending.length === 0) return []
    const fresh = pending.map((link) => {
      const token = newToken()
      return { old: link.token_hash, hash: tokenHash(token), issued: { id_empleado: Number(link.id_empleado), token } satisfies Issued }
    })
    const renewed = yield* sql<{ token_hash: string }>`
      UPDATE encuestas_opinion_enlaces SET token_hash = CASE token_hash ${sql.join(" ", false)(fresh.map((f) => sql`WHEN ${f.old} THEN ${f.hash}`))} END
      WHERE ${sql.in("token_hash", fresh.map((f) => f.old))} AND usado = '0'
      RETURNING token_hash`
    const done = new Set(renewed.map((r) => r.token_hash))
    return fresh.filter((f) => done.has(f.hash)).map((f) => f.issued)
  })

const mailsOf = (id_curso: number, issued: ReadonlyArray<Issued>, reminder: boolean, f_cierre: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const base = publicUrlOf(yield* AppConfig)
    const [course] = yield* sql<{ n_curso: string }>`SELECT n_curso FROM proyectos_formacion WHERE id_proyecto = ${id_curso}`
    if (course === undefined || issued.length === 0) return []
    const ids = issued.map((i) => i.id_empleado)
    const people = yield* sql<{ id_empleado: number | string; nombre: string; email: string | null }>`
      SELECT e.id_empleado, ${sql.literal(fullNameSql("e"))} AS nombre, COALESCE(e.email_trabajo, e.email_personal) AS email
      FROM empleados e WHERE ${sql.in("e.id_empleado", ids)}`
    const byId = new Map(people.map((p) => [Number(p.id_empleado), p]))
    return issued.flatMap((i): ReadonlyArray<OutgoingMail> => {
      const person = byId.get(i.id_empleado)
      if (person === undefined || !isAddress(person.email)) return []
      const subject = reminder ? surveyMailTexts.recordatorio(course.n_curso) : surveyMailTexts.asunto(course.n_curso)
      return [{ to: person.email.trim(), subject, text: surveyMailTexts.cuerpo(person.nombre, course.n_curso, formatDate(f_cierre), answerLinkOf(base, i.token)) }]
    })
  })

/** Mails the links once the surrounding transaction commits. */
export const mailLinksAfterCommit = (id_curso: number, issued: ReadonlyArray<Issued>, reminder: boolean, f_cierre: string) =>
  afterCommit(
    Effect.gen(function* () {
      const account = yield* configuredAccount
      if (account === null) {
        yield* Effect.logInfo(`Encuesta de opinión: sin cuenta de correo, los enlaces del curso ${id_curso} no se enviaron`)
        return
      }
      const mails = yield* mailsOf(id_curso, issued, reminder, f_cierre)
      if (mails.length === 0) return
      yield* sendThrough(account, mails).pipe(
        Effect.catchAll((reason) => Effect.logWarning(`Encuesta de opinión: los enlaces del curso ${id_curso} no se enviaron por correo: ${reason}`)),
      )
    }),
  )
