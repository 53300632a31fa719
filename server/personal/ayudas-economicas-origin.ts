import { Effect } from "effect"
import { formatPesos } from "../../domain/rules/loan-limits"
import { describeEach } from "../authorizations/describe-each"
import type { OriginSummary } from "../authorizations/origin"
import { numberedNameSql } from "../records/person-name"
import { aidProofs } from "./ayudas-economicas-proof"
import { dateText } from "../records/date-text"
import { workflowOrigin } from "../records/workflow-origin"
import { asRecordTable } from "../records/table"
import { aidRequestsTable } from "./ayudas-economicas"
import { aidRequests } from "../../domain/personal/ayudas-economicas"
import { typedRows } from "../records/typed-rows"
import { flag, numOrNull } from "../records/stored-values"

// Economic aid as an origin of the authorization engine ("AYUDA"): what an approver reads in
// "Mis autorizaciones" (the type, the amount against the type's maximum, whether proof is
// attached, the motive) and the proof they may download. What the end of the flow does is the
// workflow's (domain/personal/ayudas-economicas.ts): the last approval authorizes the aid (dated
// today: its payment may not be dated before); a rejection ends it as Rechazada with the
// approver's comment. Only an aid still En autorización moves.

const summaryRows = typedRows(aidRequests, ["id_ayuda", "f_solicitud", "monto", "motivo", "comprobante", "n_tipo_ayuda", "colaborador"])

const describe = describeEach(
  "id_ayuda",
  (sql, ids) =>
    Effect.gen(function* () {
      const rows = yield* sql<Record<string, unknown>>`
        SELECT t.id_ayuda, ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud, t.monto, t.motivo, t.comprobante,
          ta.n_tipo_ayuda, ta.monto_maximo, ta.requiere_comprobante,
          ${sql.literal(numberedNameSql("e"))} AS colaborador
        FROM ayudas_economicas t
        JOIN empleados e ON e.id_empleado = t.id_empleado
        JOIN tipos_ayuda ta ON ta.id_tipo_ayuda = t.id_tipo_ayuda
        WHERE ${sql.in("t.id_ayuda", [...ids])}`
      // The type's maximum and whether it asks for proof are the type's columns, not the aid's fields.
      const aids = yield* summaryRows(rows)
      return aids.map((a, i) => ({ ...a, monto_maximo: numOrNull(rows[i]?.monto_maximo) ?? 0, requiere_comprobante: flag(rows[i]?.requiere_comprobante) }))
    }),
  (a, id): OriginSummary => {
    const version = a.comprobante ?? ""
    const proof = version === "" ? "sin comprobante" : "adjunto"
    return {
      folio: String(id),
      colaborador: a.colaborador ?? "",
      tipo: "Ayuda económica",
      fecha: a.f_solicitud,
      detalle: [
        `Tipo de ayuda: ${a.n_tipo_ayuda}`,
        `Monto: ${formatPesos(a.monto)} (máximo del tipo: ${formatPesos(a.monto_maximo)})`,
        `Comprobante: ${a.requiere_comprobante === "1" ? proof : `${proof} (el tipo no lo pide)`}`,
        `Motivo: ${a.motivo}`,
      ],
      adjuntos: version === "" ? [] : [{ nombre: "Comprobante", version }],
    }
  },
)

const extensionOf = (tipo: string): string => (tipo === "application/pdf" ? "pdf" : tipo === "image/png" ? "png" : "jpg")

/** Aid's flow: its outcome is the workflow's (Autorizada or Rechazada), what an approver reads and downloads its own. */
export const aidAuthorizationOrigin = workflowOrigin(asRecordTable(aidRequestsTable), "enviar-autorizacion", {
  describe,
  attachment: (id, version) =>
    Effect.map(aidProofs.read(id, version), (proof) =>
      proof === null ? null : { tipo: proof.tipo, datos: new Uint8Array(proof.datos), nombre: `comprobante-ayuda-${id}.${extensionOf(proof.tipo)}` },
    ),
})
