import { createHash } from "node:crypto"
import { HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ContextoAyuda, personalAidCalls } from "../../domain/personal/ayudas-economicas-api"
import { aidMessages, aidOrigin } from "../../domain/personal/ayudas-economicas-vocabulary"
import { auditNote } from "../audit/trail"
import { flowSteps } from "../authorizations/flow-steps"
import type { Principal } from "../auth/principal"
import { notFound, refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { seniorityMonths } from "./ayudas-economicas-checks"
import { aidProofs, proofKindOf } from "./ayudas-economicas-proof"
import { readRecord } from "../records/read-record"
import { aidRequestsTable } from "./ayudas-economicas"
import { numOrNull } from "../records/stored-values"

// The aid's calls beside the records resource (domain/personal/ayudas-economicas-api.ts; its
// workflow's transitions are the engine's). Each one reaches an aid or a person only within the
// caller's work centres (403 otherwise); the router runs the writes in one transaction with their
// audit row.

/** The aid as its resource reads it (403 outside the caller's centres), with the aid's own 404. */
const visibleAid = (id_ayuda: number, principal: Principal) =>
  readRecord(aidRequestsTable, { id_ayuda }, principal).pipe(
    Effect.catchIf(
      (e) => e._tag === "ApiFailure" && e.status === 404,
      () => refuse(404, aidMessages.ayudaNoExiste),
    ),
  )

export const personalAidHandlers: HandlersOf<typeof personalAidCalls> = {
  subirComprobanteAyuda: ({ id_ayuda, file }, context) =>
    Effect.gen(function* () {
      const aid = yield* visibleAid(id_ayuda, yield* principalOf(context))
      if (aid.estado !== "Capturada") return yield* refuse(409, aidMessages.soloCapturada)
      const kind = proofKindOf(file.bytes)
      if (kind === null) return yield* refuse(415, aidMessages.comprobanteNoValido)
      const version = createHash("sha256").update(file.bytes).digest("hex").slice(0, 16)
      yield* aidProofs.store(id_ayuda, version, kind, file.bytes)
      // The bytes stay out of the log: what was uploaded, for which aid, is enough.
      yield* auditNote(context, { entidad: "ayuda económica", clave: `id_ayuda=${id_ayuda}`, despues: { comprobante_subido: version, tipo: kind, bytes: file.bytes.length } })
      return ok(version, "Comprobante recibido; se guarda con el botón Guardar")
    }),

  comprobanteAyuda: ({ id_ayuda, version }, context) =>
    Effect.gen(function* () {
      yield* visibleAid(id_ayuda, yield* principalOf(context))
      const proof = yield* aidProofs.read(id_ayuda, version)
      if (proof === null) return yield* notFound()
      const extension = proof.tipo === "application/pdf" ? "pdf" : proof.tipo === "image/png" ? "png" : "jpg"
      return HttpServerResponse.uint8Array(new Uint8Array(proof.datos), {
        contentType: proof.tipo,
        headers: {
          "cache-control": "private, max-age=31536000, immutable",
          "content-disposition": `attachment; filename="comprobante-ayuda-${id_ayuda}.${extension}"`,
          "x-content-type-options": "nosniff",
        },
      })
    }),

  contextoAyuda: ({ id_empleado, f_solicitud }) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const day = f_solicitud ?? (yield* todayInMexico)
      const person = id_empleado === undefined ? undefined : yield* seniorityMonths(id_empleado, day)
      const types = yield* sql<Record<string, unknown>>`
        SELECT id_tipo_ayuda, n_tipo_ayuda, monto_maximo, requiere_comprobante, antiguedad_min_meses, max_por_anio
        FROM tipos_ayuda WHERE activo = '1' ORDER BY n_tipo_ayuda`
      const docs = yield* sql<{ id_tipo_ayuda: string; n_documento: string }>`
        SELECT d.id_tipo_ayuda, d.n_documento FROM tipos_ayuda_documentos d
        JOIN tipos_ayuda t ON t.id_tipo_ayuda = d.id_tipo_ayuda WHERE t.activo = '1' ORDER BY d.id_tipo_ayuda, d.orden`
      const result: ContextoAyuda = {
        colaborador: person?.nombre ?? null,
        antiguedad_meses: person?.meses ?? null,
        tipos: types.map((t) => ({
          id_tipo_ayuda: String(t.id_tipo_ayuda),
          n_tipo_ayuda: String(t.n_tipo_ayuda),
          monto_maximo: Number(t.monto_maximo),
          requiere_comprobante: t.requiere_comprobante === "1" ? "1" : "0",
          antiguedad_min_meses: Number(t.antiguedad_min_meses),
          max_por_anio: numOrNull(t.max_por_anio),
          documentos: docs.filter((d) => d.id_tipo_ayuda === t.id_tipo_ayuda).map((d) => d.n_documento),
        })),
      }
      return ok(result)
    }),

  detalleAyuda: ({ id_ayuda }, context) =>
    Effect.gen(function* () {
      const aid = yield* visibleAid(id_ayuda, yield* principalOf(context))
      return ok({
        id_ayuda,
        estado: aid.estado,
        comentario_rechazo: aid.comentario_rechazo,
        f_autorizacion: aid.f_autorizacion,
        f_pago: aid.f_pago,
        referencia_pago: aid.referencia_pago,
        pasos: yield* flowSteps(aidOrigin, id_ayuda),
      })
    }),
}
