import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { formatDate } from "../../domain/dates"
import { interviewIcs } from "../../domain/seleccion/entrevistas-ics"
import { Now } from "../clock"
import { type OutgoingMail, configuredAccount, sendThrough } from "../mail-account/send"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"
import { vacancyNameSql } from "./entrevistas-catalogs"

// An interview's invitation by mail with its .ics (MODULES-MX §6 [D]), through the system's
// mail account with real SMTP (server/mail-account/send.ts): each interviewer (work mail, else
// the personal one) and the candidate get the same calendar event, as an invitation when it is
// scheduled, as an update (same UID, the next SEQUENCE) when its day, hour, length or place
// change, and as a cancellation when it is cancelled. It runs after the write commits
// (afterCommit): with no account, or a mail server that fails, it is logged and the interview
// stays as saved.

const isAddress = (value: string | null | undefined): value is string => typeof value === "string" && /^[^\s@]+@[^\s@]+$/.test(value.trim())

export const invitationTexts = {
  asunto: (candidato: string, vacante: string) => `Entrevista: ${candidato}, ${vacante}`,
  asuntoCambio: (candidato: string, vacante: string) => `Entrevista modificada: ${candidato}, ${vacante}`,
  asuntoCancelada: (candidato: string, vacante: string) => `Entrevista cancelada: ${candidato}, ${vacante}`,
} as const

export type InvitationKind = "nueva" | "cambio" | "cancelada"

interface Interview {
  readonly id_entrevista: number | string
  readonly fecha: string
  readonly hora: string
  readonly duracion_min: number | string
  readonly modalidad: string
  readonly lugar_o_liga: string | null
  readonly secuencia_ics: number | string
  readonly n_candidato: string
  readonly email_candidato: string | null
  readonly n_vacante: string
  readonly n_etapa: string | null
}

/** "YYYYMMDDTHHMMSSZ" of an instant. */
const utcStamp = (ms: number): string => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")

/** The mails of one interview's invitation, update or cancellation (none when nobody has an address). */
export const invitationMails = (id_entrevista: number, kind: InvitationKind, organizer: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Now
    const [i] = yield* sql<Interview>`
      SELECT t.id_entrevista, ${dateTextSql(sql, "t.fecha")} AS fecha, t.hora, t.duracion_min, t.modalidad, t.lugar_o_liga, t.secuencia_ics,
        ${sql.literal(fullNameSql("c"))} AS n_candidato, c.email AS email_candidato, ${sql.literal(vacancyNameSql)} AS n_vacante, et.n_etapa
      FROM sel_entrevistas t
      JOIN sel_asignaciones a ON a.id_asignacion = t.id_asignacion
      JOIN candidatos c ON c.id_candidato = a.id_candidato
      JOIN vacantes v ON v.id_vacante = a.id_vacante
      JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
      LEFT JOIN sel_procesos_etapas et ON et.id_etapa = t.id_etapa
      WHERE t.id_entrevista = ${id_entrevista}`
    if (i === undefined) return []
    const interviewers = yield* sql<{ nombre: string; email: string | null }>`
      SELECT ${sql.literal(fullNameSql("e"))} AS nombre, COALESCE(e.email_trabajo, e.email_personal) AS email
      FROM sel_entrevistas_entrevistadores x JOIN empleados e ON e.id_empleado = x.id_empleado
      WHERE x.id_entrevista = ${id_entrevista} ORDER BY x.orden`
    const people = [
      ...interviewers.flatMap((p) => (isAddress(p.email) ? [{ name: p.nombre, email: p.email.trim() }] : [])),
      ...(isAddress(i.email_candidato) ? [{ name: i.n_candidato, email: i.email_candidato.trim() }] : []),
    ]
    if (people.length === 0) return []
    const start = `${i.fecha}T${i.hora}`
    const details = [
      `Candidato: ${i.n_candidato}`,
      `Vacante: ${i.n_vacante}`,
      ...(i.n_etapa === null ? [] : [`Etapa: ${i.n_etapa}`]),
      `Fecha: ${formatDate(i.fecha)} a las ${i.hora} (hora del centro de México), ${Number(i.duracion_min)} minutos`,
      `Modalidad: ${i.modalidad}`,
      ...(i.lugar_o_liga === null ? [] : [`Lugar o liga: ${i.lugar_o_liga}`]),
      `Entrevistadores: ${interviewers.map((p) => p.nombre).join(", ")}`,
    ]
    const ics = interviewIcs({
      uid: `entrevista-${Number(i.id_entrevista)}@capital-humano`,
      sequence: Number(i.secuencia_ics),
      method: kind === "cancelada" ? "CANCEL" : "REQUEST",
      start,
      durationMin: Number(i.duracion_min),
      summary: `Entrevista: ${i.n_candidato}, ${i.n_vacante}`,
      description: details.join("\n"),
      location: i.lugar_o_liga,
      organizer: { name: "Reclutamiento", email: organizer },
      attendees: people,
      stamp: utcStamp(now()),
    })
    const subject = (kind === "nueva" ? invitationTexts.asunto : kind === "cambio" ? invitationTexts.asuntoCambio : invitationTexts.asuntoCancelada)(i.n_candidato, i.n_vacante)
    const opening =
      kind === "nueva"
        ? "Se le invita a la siguiente entrevista; la invitación para su calendario va adjunta:"
        : kind === "cambio"
          ? "La siguiente entrevista cambió; la invitación adjunta actualiza su calendario:"
          : "La siguiente entrevista se canceló; el archivo adjunto la retira de su calendario:"
    return people.map(
      (p): OutgoingMail => ({
        to: p.email,
        subject,
        text: [`Hola, ${p.name}.`, "", opening, "", ...details].join("\n"),
        calendar: { method: kind === "cancelada" ? "CANCEL" : "REQUEST", filename: "entrevista.ics", content: ics },
      }),
    )
  })

/** Sends an interview's invitation, update or cancellation; logs and returns when there is no account or it fails. */
export const sendInvitation = (id_entrevista: number, kind: InvitationKind) =>
  Effect.gen(function* () {
    const account = yield* configuredAccount
    if (account === null) {
      yield* Effect.logInfo(`Entrevistas: sin cuenta de correo, la invitación de la entrevista ${id_entrevista} no se envió`)
      return
    }
    const organizer = account.n_cuenta.includes("@") ? account.n_cuenta : `${account.n_cuenta}@${account.host}`
    const mails = yield* invitationMails(id_entrevista, kind, organizer)
    if (mails.length === 0) return
    yield* sendThrough(account, mails).pipe(
      Effect.catchAll((reason) => Effect.logWarning(`Entrevistas: la invitación de la entrevista ${id_entrevista} no se envió por correo: ${reason}`)),
    )
  })
