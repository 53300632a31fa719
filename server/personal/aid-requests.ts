import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { aidMessages, aidOrigin } from "../../domain/personal-aid"
import { portalLinkTexts } from "../../domain/portal-request-link"
import { aidRequests, aidRequestsEndpoints } from "../../domain/records/personal/aid-requests"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import type { RecordTable, Row } from "../records/table"
import { type AidDraft, checkAidDraft } from "./aid-checks"
import { aidProofs } from "./aid-proof"
import { attendCreated, checkPortalLink, linkAuditDetail, linkedId } from "./portal-request-link"

// The aid's RecordTable (descriptor: domain/records/personal/aid-requests.ts). The generic
// handlers list, read, create, update and export; the hooks add what is the aid's own:
// - create and update apply the type's rules (./aid-checks.ts);
// - an update is allowed while Capturada only; the person never changes;
// - an aid captured from a kiosk request (id_solicitud) checks it first and leaves it Atendida
//   with the aid's folio, in the create's transaction (./portal-request-link.ts);
// - the proof is a reference to an upload of this very aid (a new aid has none yet); the uploads
//   no save names are dropped, as a record's image is;
// - "delete" cancels: the aid stays, Cancelada, and a step waiting in its flow is withdrawn.
//   Not once Pagada, Rechazada or Cancelada.

const refuse = (status: number, message: string) => new ApiFailure({ status, message })
const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

const draftOf = (request: Row, stored: Row | undefined): AidDraft => ({
  id_ayuda: stored === undefined ? null : Number(stored.id_ayuda),
  id_empleado: Number(stored?.id_empleado ?? request.id_empleado),
  id_tipo_ayuda: String(request.id_tipo_ayuda),
  f_solicitud: String(request.f_solicitud),
  monto: Number(request.monto),
})

const proofOf = (request: Row): string | null => (typeof request.comprobante === "string" && request.comprobante !== "" ? request.comprobante : null)

const nextAidFolio = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql.onDialectOrElse({
    pg: () => sql<{ id: number | string }>`SELECT nextval(pg_get_serial_sequence('ayudas_economicas', 'id_ayuda')) AS id`,
    orElse: () => sql<{ id: number | string }>`SELECT COALESCE(MAX(id_ayuda), 0) + 1 AS id FROM ayudas_economicas`,
  })
  return { id_ayuda: Number(row?.id) }
})

export const aidRequestsTable: RecordTable = {
  descriptor: aidRequests,
  endpoints: aidRequestsEndpoints,
  entity: "ayuda económica",
  table: "ayudas_economicas",
  from: `ayudas_economicas t
    JOIN empleados e ON e.id_empleado = t.id_empleado
    JOIN tipos_ayuda ta ON ta.id_tipo_ayuda = t.id_tipo_ayuda`,
  expressions: {
    colaborador: "COALESCE(e.num_empleado, '') || ' - ' || e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '')",
    n_tipo_ayuda: "ta.n_tipo_ayuda",
    nivel_actual: `(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = '${aidOrigin}' AND a.id_origen = t.id_ayuda AND a.resultado IS NULL)`,
    id_empresa: "e.id_empresa",
    id_centro_trabajo: "e.id_centro_trabajo",
  },
  generatedKey: () => nextAidFolio,
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        if (mode === "edit" && stored !== undefined && stored.estado !== "Capturada") return yield* refuse(409, aidMessages.soloCapturada)
        if (mode === "add") yield* checkPortalLink("ayudas-economicas", request, ctx.principal)
        const proof = proofOf(request)
        if (proof !== null && (stored === undefined || !(yield* aidProofs.isStored(Number(stored.id_ayuda), proof)))) {
          return yield* refuse(400, aidMessages.comprobanteAjeno)
        }
        yield* checkAidDraft(draftOf(request, stored))
      }),
    toColumns: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        const draft = draftOf(request, stored)
        const at = yield* stamp
        const common = {
          id_tipo_ayuda: draft.id_tipo_ayuda,
          f_solicitud: draft.f_solicitud,
          monto: draft.monto,
          motivo: request.motivo,
          comprobante: mode === "add" ? null : proofOf(request),
        }
        return mode === "add"
          ? { ...common, id_empleado: draft.id_empleado, estado: "Capturada", id_usuario_alta: ctx.principal.id_usuario, f_alta: at, id_solicitud: linkedId(request) }
          : { ...common, f_modificacion: at }
      }),
    afterWrite: (row, mode, ctx) => {
      if (mode === "edit") return aidProofs.dropUnused(Number(row.id_ayuda), proofOf(row))
      const id = linkedId(row)
      return mode === "add" && id !== null ? attendCreated(id, portalLinkTexts.atendidaAyuda(Number(row.id_ayuda)), ctx.principal) : Effect.void
    },
    auditDetail: linkAuditDetail,
    beforeDelete: (stored) =>
      stored.estado === "Capturada" || stored.estado === "En autorización" || stored.estado === "Autorizada"
        ? Effect.void
        : Effect.fail(refuse(409, aidMessages.noCancelable)),
    softDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = Number(stored.id_ayuda)
        yield* sql`DELETE FROM autorizaciones WHERE origen = ${aidOrigin} AND id_origen = ${id} AND resultado IS NULL`
        yield* sql`UPDATE ayudas_economicas SET estado = 'Cancelada', f_modificacion = ${yield* stamp}
          WHERE id_ayuda = ${id} AND estado IN ('Capturada', 'En autorización', 'Autorizada')`
      }),
  },
}
