import { Effect } from "effect"
import { type contratosVencerBulkEndpoints, bulkFollowUp, bulkRenewal } from "../../domain/contratos/contratos-vencer-bulk"
import { renewalEndAfter } from "../../domain/rules/contratos-periodos"
import { needsAnyKey } from "../../domain/api/endpoint"
import { requireAccess } from "../auth/bearer"
import { refuse } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import { eachRecord } from "../records/bulk"
import { readRecord } from "../records/read-record"
import { recordHandlers } from "../records/handlers"
import { asRecordTable } from "../records/table"
import { fireTransition } from "../records/workflow"
import { contractsTable } from "./gestion-contratos"
import { contractFollowUpsTable } from "./seguimientos-contratos"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"

// The bulk actions of Contratos por vencer (domain/contratos/contratos-vencer-bulk.ts). The page's
// key (CON230) lets the call in; each action also needs the key of what it does (CON210 renews,
// CON220 registers follow-ups), or the whole call is a 403. Each contract then goes through the
// same path as its single action: renovar is the workflow's transition (read within the caller's
// centres, state and guards judged, the race-safe move, a renewal past the maximum diverted to
// RENOVACION_CONTRATO), a follow-up is the follow-ups' create (CON220's hooks, scope, audit).

const contracts = asRecordTable(contractsTable)
const followUps = asRecordTable(contractFollowUpsTable)
const createFollowUp = recordHandlers(followUps)[followUps.endpoints.create?.name ?? ""]

const text = (value: unknown): string | null => (typeof value === "string" ? value : null)

export const contratosVencerBulkHandlers: HandlersOf<typeof contratosVencerBulkEndpoints> = {
  renovarContratos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* requireAccess(needsAnyKey(...contracts.descriptor.keys), principal)
      const keys = request[bulkRenewal.endpoint.list] as ReadonlyArray<string>
      return yield* eachRecord(keys, (id_contrato) =>
        Effect.gen(function* () {
          // A duration counts from each contract's own end.
          const months = typeof request.meses === "number" ? request.meses : null
          const f_fin = months === null ? text(request.f_fin) : yield* Effect.map(readRecord(contractsTable, id_contrato, principal), (c) => (c.f_fin === null ? null : renewalEndAfter(c.f_fin, months)))
          if (f_fin === null) return yield* refuse(409, contractMessages.noRenovable)
          const { after, message } = yield* fireTransition(contracts, "renovar", id_contrato, { f_fin }, context)
          return { resultado: after.estado === "Renovado" ? "hecho" : "pendiente", mensaje: message } as const
        }),
      )
    }),
  guardarSeguimientosContratos: (request, context) =>
    Effect.gen(function* () {
      yield* requireAccess(needsAnyKey(...followUps.descriptor.keys), yield* principalOf(context))
      const { [bulkFollowUp.endpoint.list]: keys, ...values } = request
      if (createFollowUp === undefined) return yield* Effect.dieMessage("seguimientos-contratos: no create handler")
      return yield* eachRecord(keys as ReadonlyArray<string>, (id_contrato) =>
        Effect.map(createFollowUp({ ...values, adjunto: null, id_contrato }, context), (answer) => {
          const folio = (answer as { readonly result: { readonly id_seguimiento?: unknown } }).result.id_seguimiento
          return { resultado: "hecho", mensaje: `Seguimiento ${String(folio)} registrado` } as const
        }),
      )
    }),
}
