import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { personalAdministrativeRecordsEndpoints } from "../../domain/api/personal-administrative-records"
import { actaMessages } from "../../domain/rules/administrative-record"
import type { Principal } from "../auth/principal"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { ApiFailure, forbidden, notFound } from "../http/failure"
import { type HandlerContext, type HandlersOf, principalOf } from "../http/handler"
import { todayInMexico } from "../organization/in-force"
import { readDocumentCompany } from "../documents/company"
import { documentFileName, renderCompanyDocument } from "../documents/frame"
import { pdfResponse } from "../pdf/response"
import { findRecord } from "../records/queries"
import { actaDocument, readActa, rescissionNoticeDocument } from "./acta-document"
import { administrativeRecordsTable } from "./administrative-records"

// The calls of Actas administrativas beside its resource: the acta's life after the draft and its
// two PDFs. An acta is visible when its employee is in the caller's work centres: the resource's
// own read (findRecord over its RecordTable) decides. Each state change is one UPDATE guarded by
// the state it leaves (two concurrent signatures: one changes the row, the other finds it signed
// and is refused), with its audit row.

const refuse = (status: number, message: string) => new ApiFailure({ status, message })

const visible = (id_acta: number, principal: Principal) =>
  Effect.gen(function* () {
    const found = yield* findRecord(administrativeRecordsTable, { id_acta }, principal)
    if (found.kind === "absent") return yield* notFound()
    if (found.kind === "hidden") return yield* forbidden()
    return found.row
  })

const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

/** Moves an acta from one of `from` to `to` with `columns`, or refuses with `message`. */
const transition = (
  context: HandlerContext,
  id_acta: number,
  from: ReadonlyArray<string>,
  to: string,
  columns: Readonly<Record<string, string | null>>,
  message: string,
  done: string,
) =>
  Effect.gen(function* () {
    const before = yield* visible(id_acta, yield* principalOf(context))
    if (!from.includes(String(before.estado))) return yield* refuse(409, message)
    const sql = yield* SqlClient.SqlClient
    const changed = yield* sql`UPDATE actas_administrativas SET ${sql.update({ ...columns, estado: to, f_modificacion: yield* stamp })}
      WHERE id_acta = ${id_acta} AND estado IN ${sql.in([...from])} RETURNING id_acta`
    if (changed.length === 0) return yield* refuse(409, message)
    yield* auditNote(context, { entidad: administrativeRecordsTable.entity, clave: `id_acta=${id_acta}`, antes: { estado: before.estado }, despues: { estado: to, ...columns } })
    return { error: false as const, message: done, result: { id_acta, estado: to } }
  })

const printed = (id_acta: number, context: HandlerContext, which: "acta" | "aviso") =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    yield* visible(id_acta, principal)
    const data = yield* readActa(id_acta, principal)
    if (data === null) return yield* notFound()
    if (which === "aviso") {
      if (data.sancion !== "RE") return yield* refuse(409, actaMessages.sinRescision)
      if (data.estado !== "Firmada" && data.estado !== "Notificada") return yield* refuse(409, actaMessages.avisoSinFirma)
    }
    const company = yield* readDocumentCompany(data.id_empresa)
    if (company === null) return yield* notFound()
    const document = which === "acta" ? actaDocument(company.razonSocial, data) : rescissionNoticeDocument(company.razonSocial, data)
    const bytes = yield* renderCompanyDocument({ company, ...document })
    return pdfResponse(bytes, documentFileName(which === "acta" ? "Acta administrativa" : "Aviso de rescision", data.folio))
  })

export const personalAdministrativeRecordsHandlers: HandlersOf<typeof personalAdministrativeRecordsEndpoints> = {
  firmarActa: ({ id_acta }, context) =>
    Effect.gen(function* () {
      return yield* transition(context, id_acta, ["Borrador"], "Firmada", { f_firma: yield* todayInMexico }, actaMessages.noFirmable, actaMessages.firmada)
    }),

  notificarActa: ({ id_acta, f_entrega_aviso, medio_entrega_aviso }, context) =>
    Effect.gen(function* () {
      const acta = yield* visible(id_acta, yield* principalOf(context))
      const entrega = f_entrega_aviso ?? null
      const medio = medio_entrega_aviso ?? null
      let late = false
      if (acta.sancion === "RE") {
        if (entrega === null) return yield* refuse(400, actaMessages.fEntregaAviso)
        if (medio === null) return yield* refuse(400, actaMessages.medioEntregaAviso)
        if (entrega < String(acta.f_acta)) return yield* refuse(400, actaMessages.entregaAnterior)
        if (entrega > (yield* todayInMexico)) return yield* refuse(400, actaMessages.entregaFutura)
        late = typeof acta.f_limite_aviso === "string" && entrega > acta.f_limite_aviso
      }
      const columns: Readonly<Record<string, string | null>> = acta.sancion === "RE" ? { f_entrega_aviso: entrega, medio_entrega_aviso: medio } : {}
      const done = yield* transition(context, id_acta, ["Firmada"], "Notificada", columns, actaMessages.noNotificable, actaMessages.notificada)
      // Recorded as it happened, and said: a late notice leaves the dismissal unjustified.
      return late ? { ...done, message: `${actaMessages.notificada}. ${actaMessages.entregaTardia}` } : done
    }),

  cancelarActa: ({ id_acta, motivo_cancelacion }, context) =>
    transition(context, id_acta, ["Borrador", "Firmada", "Notificada"], "Cancelada", { motivo_cancelacion }, actaMessages.yaCancelada, actaMessages.cancelada),

  imprimirActa: ({ id_acta }, context) => printed(id_acta, context, "acta"),
  imprimirAvisoRescision: ({ id_acta }, context) => printed(id_acta, context, "aviso"),
}
