import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { progressMessages as m } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"
import type { ObjectivesReportRequest } from "../../domain/evaluacion/reportes-objetivos-filtros"
import type { Principal } from "../auth/principal"
import { afterCommit } from "../db/after-commit"
import { refuse } from "../http/failure"
import { type OutgoingMail, configuredAccount, sendThrough } from "../mail-account/send"
import { pendingSql, stepOf } from "./reporte-evaluados-objetivos"
import { reportProject } from "./reportes-objetivos"

// EVA300's "Enviar recordatorio": every pending participant the report's filters keep gets the
// reminder of the step they miss, or their boss (the one the report names) gets one mail listing
// their people and what each waits on from them [D: whoever has to act is told, never both]. The
// mails go through the system's mail account with real SMTP once the call commits (its audit row
// with it); with no account the call refuses before anything, and a server that fails is logged.

export const reminderTexts = {
  asunto: (proyecto: string) => `Recordatorio: sus objetivos en ${proyecto}`,
  asuntoJefe: (proyecto: string) => `Recordatorio: objetivos de su equipo en ${proyecto}`,
  cuerpo: (nombre: string, proyecto: string, fase: string | null, falta: string) =>
    [
      `Hola, ${nombre}.`,
      "",
      `En el proyecto de evaluación «${proyecto}»${fase === null ? "" : ` (fase actual: ${fase})`} le falta: ${falta.charAt(0).toLowerCase()}${falta.slice(1)}.`,
      "Entre a Capital Humano, Evaluación, para completarlo.",
    ].join("\n"),
  cuerpoJefe: (nombre: string, proyecto: string, fase: string | null, people: ReadonlyArray<string>) =>
    [
      `Hola, ${nombre}.`,
      "",
      `En el proyecto de evaluación «${proyecto}»${fase === null ? "" : ` (fase actual: ${fase})`} estas personas de su equipo esperan que usted:`,
      ...people.map((p) => `- ${p}`),
      "",
      "Entre a Capital Humano, Evaluación, para completarlo.",
    ].join("\n"),
} as const

const isAddress = (value: unknown): value is string => typeof value === "string" && /^[^\s@]+@[^\s@]+$/.test(value.trim())

/** Queues the reminders of the pending people; answers how many went to people and to bosses, and how many had no mail. */
export const sendObjectivesReminders = (request: ObjectivesReportRequest, principal: Principal) =>
  Effect.gen(function* () {
    const project = yield* reportProject(request, principal)
    const account = yield* configuredAccount
    if (account === null) return yield* refuse(409, m.sinCuenta)
    const sql = yield* SqlClient.SqlClient
    const rows = yield* pendingSql(sql, request, principal)
    if (rows.length === 0) return yield* refuse(409, m.nadiePendiente)
    const mails: Array<OutgoingMail> = []
    // Each boss's people, with the boss's name and mail as the pending rows carry them.
    const byBoss = new Map<number, { readonly nombre: string; readonly email: unknown; readonly people: Array<string> }>()
    let sinCorreo = 0
    for (const r of rows) {
      const step = stepOf(r)
      if (step === null) continue
      if (step.responsable === "Colaborador") {
        if (isAddress(r.email)) mails.push({ to: r.email.trim(), subject: reminderTexts.asunto(project.n_proyecto), text: reminderTexts.cuerpo(String(r.colaborador), project.n_proyecto, project.fase_actual, step.falta) })
        else sinCorreo++
      } else if (r.id_jefe === null || r.id_jefe === undefined) sinCorreo++
      else {
        const id = Number(r.id_jefe)
        const boss = byBoss.get(id) ?? { nombre: String(r.jefe ?? ""), email: r.jefe_email, people: [] }
        boss.people.push(`${String(r.colaborador)}: ${step.falta.charAt(0).toLowerCase()}${step.falta.slice(1)}`)
        byBoss.set(id, boss)
      }
    }
    const colaboradores = mails.length
    for (const b of byBoss.values()) {
      if (isAddress(b.email)) mails.push({ to: b.email.trim(), subject: reminderTexts.asuntoJefe(project.n_proyecto), text: reminderTexts.cuerpoJefe(b.nombre, project.n_proyecto, project.fase_actual, b.people) })
      else sinCorreo += b.people.length
    }
    if (mails.length > 0) yield* afterCommit(mailReminders(project.id_proyecto, mails))
    return { colaboradores, jefes: mails.length - colaboradores, sin_correo: sinCorreo }
  })

const mailReminders = (id_proyecto: number, mails: ReadonlyArray<OutgoingMail>) =>
  Effect.gen(function* () {
    const account = yield* configuredAccount
    if (account === null) {
      yield* Effect.logWarning(`Evaluación: sin cuenta de correo, los recordatorios del proyecto ${id_proyecto} no se enviaron`)
      return
    }
    yield* sendThrough(account, mails).pipe(Effect.catchAll((reason) => Effect.logWarning(`Evaluación: los recordatorios del proyecto ${id_proyecto} no se enviaron por correo: ${reason}`)))
  })
