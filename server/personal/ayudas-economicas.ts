import { Effect } from "effect"
import { aidMessages, aidOrigin } from "../../domain/personal/ayudas-economicas-vocabulary"
import { portalLinkTexts } from "../../domain/personal/portal-request-link"
import { aidRequests, aidRequestsEndpoints } from "../../domain/personal/ayudas-economicas"
import { refuse } from "../http/failure"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import type { RecordTable } from "../records/table"
import { type AidDraft, checkAidDraft } from "./ayudas-economicas-checks"
import { aidProofs } from "./ayudas-economicas-proof"
import { attendCreated, checkPortalLink, linkAuditDetail, linkedId } from "./portal-request-link"
import { nextSerialKey } from "../records/serial-key"
import { employeeOwnedExpressions, employeeOwnedFrom } from "./employee-owned"

// The aid's RecordTable (descriptor: domain/personal/ayudas-economicas.ts). The generic
// handlers list, read, create, update (while Capturada) and export, and its workflow sends, pays
// and cancels (its delete); the hooks add what is the aid's own:
// - create and update apply the type's rules (./ayudas-economicas-checks.ts); the person never changes;
// - sending it judges them again, and a type that asks for proof needs it attached by then;
// - an aid captured from a kiosk request (id_solicitud) checks it first and leaves it Atendida
//   with the aid's folio, in the create's transaction (./portal-request-link.ts);
// - the proof is a reference to an upload of this very aid (a new aid has none yet); the uploads
//   no save names are dropped, as a record's image is.

type Aid = typeof aidRequests

/** What the type's rules judge: the request, or the stored aid as it is sent. */
type AidAsked = Pick<RequestOf<Aid>, "id_empleado" | "id_tipo_ayuda" | "f_solicitud" | "monto">

const draftOf = (asked: AidAsked, stored: EntityOf<Aid> | undefined): AidDraft => ({
  id_ayuda: stored?.id_ayuda ?? null,
  // The person never changes once the aid exists.
  id_empleado: stored?.id_empleado ?? asked.id_empleado,
  id_tipo_ayuda: asked.id_tipo_ayuda,
  f_solicitud: asked.f_solicitud,
  monto: asked.monto,
})

const proofOf = (values: { readonly comprobante?: string | null }): string | null =>
  typeof values.comprobante === "string" && values.comprobante !== "" ? values.comprobante : null

export const aidRequestsTable: RecordTable<Aid> = {
  descriptor: aidRequests,
  endpoints: aidRequestsEndpoints,
  entity: "ayuda económica",
  table: "ayudas_economicas",
  from: employeeOwnedFrom("ayudas_economicas", "JOIN tipos_ayuda ta ON ta.id_tipo_ayuda = t.id_tipo_ayuda"),
  expressions: {
    ...employeeOwnedExpressions,
    n_tipo_ayuda: "ta.n_tipo_ayuda",
    nivel_actual: `(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = '${aidOrigin}' AND a.id_origen = t.id_ayuda AND a.resultado IS NULL)`,
  },
  generatedKey: () => nextSerialKey("ayudas_economicas"),
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        if (mode === "add") yield* checkPortalLink("ayudas-economicas", request, ctx.principal)
        const proof = proofOf(request)
        if (proof !== null && (stored === undefined || !(yield* aidProofs.isStored(stored.id_ayuda ?? 0, proof)))) {
          return yield* refuse(400, aidMessages.comprobanteAjeno)
        }
        yield* checkAidDraft(draftOf(request, stored))
      }),
    toColumns: (request, mode, stored) =>
      Effect.sync(() => {
        const draft = draftOf(request, stored)
        const common = {
          id_tipo_ayuda: draft.id_tipo_ayuda,
          f_solicitud: draft.f_solicitud,
          monto: draft.monto,
          motivo: request.motivo,
          comprobante: mode === "add" ? null : proofOf(request),
        }
        return mode === "add"
          ? { ...common, id_empleado: draft.id_empleado, estado: "Capturada", id_solicitud: linkedId(request) }
          : common
      }),
    afterWrite: (row, mode, ctx) => {
      if (mode === "edit") return aidProofs.dropUnused(row.id_ayuda ?? 0, proofOf(row))
      const id = linkedId(row)
      return mode === "add" && id !== null ? attendCreated(id, portalLinkTexts.atendidaAyuda(row.id_ayuda ?? 0), ctx.principal) : Effect.void
    },
    auditDetail: linkAuditDetail,
    beforeTransition: (transition, stored) =>
      transition !== "enviar-autorizacion"
        ? Effect.succeed({})
        : Effect.gen(function* () {
            const type = yield* checkAidDraft(draftOf(stored, stored))
            if (type.requiere_comprobante === "1" && proofOf(stored) === null) return yield* refuse(409, aidMessages.comprobanteRequerido)
            return {}
          }),
  },
}
