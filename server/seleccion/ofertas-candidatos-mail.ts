import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { formatDate } from "../../domain/dates"
import type { offers } from "../../domain/seleccion/ofertas-candidatos"
import { configuredAccount, sendThrough } from "../mail-account/send"
import { renderPdf } from "../pdf/render"
import { serverRecord } from "../records/read-record"
import type { RecordTable } from "../records/table"
import { offerLetter } from "./ofertas-candidatos-document"

// The offer reaches the candidate by mail (MODULES-MX §6): once it is Enviada (straight on, or
// when its OFERTA_FUERA_TABULADOR flow authorizes it), the candidate's address gets the "Carta
// oferta" PDF attached, through the system's mail account with real SMTP. It runs after the
// write commits (afterCommit): with no account, no address, or a mail server that fails, it is
// logged and the offer stays Enviada (HR can print the letter and hand it over).

export const offerMailTexts = {
  asunto: (puesto: string, empresa: string) => `Oferta de trabajo: ${puesto}, ${empresa}`,
} as const

const isAddress = (value: string | null | undefined): value is string => typeof value === "string" && /^[^\s@]+@[^\s@]+$/.test(value.trim())

/** Mails the sent offer's carta oferta to its candidate; logs and returns when it cannot. */
export const mailOfferLetter = (table: RecordTable<typeof offers>, id_oferta: number) =>
  Effect.gen(function* () {
    const account = yield* configuredAccount
    if (account === null) {
      yield* Effect.logInfo(`Ofertas: sin cuenta de correo, la carta oferta ${id_oferta} no se envió al candidato`)
      return
    }
    const sql = yield* SqlClient.SqlClient
    const [to] = yield* sql<{ email: string | null }>`
      SELECT c.email FROM sel_ofertas o JOIN sel_asignaciones a ON a.id_asignacion = o.id_asignacion JOIN candidatos c ON c.id_candidato = a.id_candidato
      WHERE o.id_oferta = ${id_oferta}`
    const record = yield* serverRecord(table, { id_oferta })
    if (record === undefined || !isAddress(to?.email)) {
      yield* Effect.logInfo(`Ofertas: la oferta ${id_oferta} no tiene un correo de candidato; la carta no se envió`)
      return
    }
    const built = yield* offerLetter(record)
    const bytes = yield* renderPdf(built.document)
    const puesto = record.n_puesto ?? record.n_vacante ?? ""
    const empresa = built.company
    const text = [
      `Hola, ${record.n_candidato ?? ""}.`,
      "",
      `${empresa} le ofrece el puesto de ${puesto}. Adjuntamos la carta oferta ${record.folio ?? ""} con sus condiciones.`,
      `La oferta es válida hasta el ${formatDate(record.f_limite_respuesta)}; para aceptarla, firme la carta y entréguela al área de Recursos Humanos antes de esa fecha, o responda a este correo.`,
    ].join("\n")
    yield* sendThrough(account, [
      { to: to.email.trim(), subject: offerMailTexts.asunto(puesto, empresa), text, attachments: [{ filename: `${built.filename}.pdf`, content: bytes, contentType: "application/pdf" }] },
    ])
  }).pipe(Effect.catchAll((reason) => Effect.logWarning(`Ofertas: la carta oferta ${id_oferta} no se envió por correo: ${typeof reason === "string" ? reason : reason.message}`)))
