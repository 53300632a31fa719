import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { questionnaireLinkOf } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { type SendInvitations, participantMessages as pm } from "../../domain/clima-laboral/empleados-depto-api"
import { formatDate } from "../../domain/dates"
import { newToken, tokenHash } from "../auth/token"
import { AppConfig, publicUrlOf } from "../config"
import { afterCommit } from "../db/after-commit"
import { refuse, refuseField } from "../http/failure"
import { type OutgoingMail, configuredAccount, sendThrough } from "../mail-account/send"
import { fullNameSql } from "../records/person-name"
import type { ProjectFacts } from "./empleados-depto-participants"

// CLI210's invitations. By mail, each participant gets a single-use link that expires at the
// project's end: the token goes only into the mail; the database keeps its SHA-256 and the person
// it marks answered (clima_tokens, deleted when the project closes). A resend replaces the
// person's link. Through the kiosk no link is mailed: the participant is marked invited by kiosk
// and finds the questionnaire there. The mails go through the system's mail account with real
// SMTP once the invitations commit; with no account, or a server that fails, it is logged.

export const invitationTexts = {
  asunto: "Cuestionario de factores de riesgo psicosocial (NOM-035)",
  cuerpo: (nombre: string, proyecto: string, fin: string, link: string) =>
    [
      `Hola, ${nombre}.`,
      "",
      `Su centro de trabajo le invita a responder el cuestionario del proyecto «${proyecto}», que identifica los factores de riesgo psicosocial y evalúa el entorno organizacional (NOM-035-STPS-2018).`,
      "Sus respuestas de las Guías II y III son anónimas: se guardan sin su nombre y solo se informan por grupos de cinco o más personas.",
      "",
      `Responda en este enlace, de un solo uso, antes del ${fin}:`,
      link,
    ].join("\n"),
} as const

const isAddress = (value: string | null): value is string => value !== null && /^[^\s@]+@[^\s@]+$/.test(value.trim())

interface Target {
  readonly id_empleado: number | string
  readonly nombre: string
  readonly email: string | null
}

/** Invites the participants the request names; answers how many were invited and how many had no mail. */
export const sendInvitations = (project: ProjectFacts & { readonly n_proyecto: string }, request: SendInvitations, nowIso: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (request.deptos.length > 0) {
      const known = yield* sql<{ id_depto: number | string }>`SELECT DISTINCT id_depto FROM clima_participantes WHERE id_proyecto = ${project.id_proyecto}`
      const ids = new Set(known.map((k) => Number(k.id_depto)))
      if (request.deptos.some((d) => !ids.has(d))) return yield* refuseField("deptos", pm.deptoAjeno)
    }
    const resend = request.reenviar === "1"
    const inDepts = request.deptos.length === 0 ? sql`1 = 1` : sql`cp.id_depto IN ${sql.in(request.deptos)}`
    const pending = resend ? sql`cp.envios > 0 AND cp.respondio = '0'` : sql`cp.envios = 0`
    const targets = yield* sql<Target>`
      SELECT cp.id_empleado, ${sql.literal(fullNameSql("e"))} AS nombre, COALESCE(e.email_trabajo, e.email_personal) AS email
      FROM clima_participantes cp JOIN empleados e ON e.id_empleado = cp.id_empleado
      WHERE cp.id_proyecto = ${project.id_proyecto} AND ${pending} AND ${inDepts}
      ORDER BY cp.id_empleado`
    if (targets.length === 0) return yield* refuse(409, resend ? pm.nadieReenviar : pm.nadie)
    const byMail = request.medio === "Correo"
    const invited = byMail ? targets.filter((t) => isAddress(t.email)) : targets
    const mails: Array<OutgoingMail> = []
    const base = publicUrlOf(yield* AppConfig)
    for (const t of invited) {
      const id = Number(t.id_empleado)
      yield* sql`DELETE FROM clima_tokens WHERE id_proyecto = ${project.id_proyecto} AND id_empleado = ${id}`
      if (byMail && isAddress(t.email)) {
        const token = newToken()
        yield* sql`INSERT INTO clima_tokens ${sql.insert({ token_hash: tokenHash(token), id_proyecto: project.id_proyecto, id_empleado: id, f_expira: project.f_fin, f_uso: null })}`
        mails.push({
          to: t.email.trim(),
          subject: invitationTexts.asunto,
          text: invitationTexts.cuerpo(t.nombre, project.n_proyecto, formatDate(project.f_fin), questionnaireLinkOf(base, token)),
        })
      }
      yield* sql`UPDATE clima_participantes SET medio = ${request.medio}, f_invitacion = ${nowIso}, envios = envios + 1
        WHERE id_proyecto = ${project.id_proyecto} AND id_empleado = ${id}`
    }
    if (mails.length > 0) yield* afterCommit(mailInvitations(project.id_proyecto, mails))
    return { invitados: invited.length, sin_correo: targets.length - invited.length }
  })

const mailInvitations = (id_proyecto: number, mails: ReadonlyArray<OutgoingMail>) =>
  Effect.gen(function* () {
    const account = yield* configuredAccount
    if (account === null) {
      yield* Effect.logWarning(`Clima laboral: sin cuenta de correo, las invitaciones del proyecto ${id_proyecto} no se enviaron`)
      return
    }
    yield* sendThrough(account, mails).pipe(Effect.catchAll((reason) => Effect.logWarning(`Clima laboral: las invitaciones del proyecto ${id_proyecto} no se enviaron por correo: ${reason}`)))
  })
