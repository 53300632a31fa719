import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { aidMessages, aidOrigin, aidRequestType } from "../../domain/personal-aid"
import { startAuthorization } from "../authorizations/engine"
import { requestTypeByKey } from "../authorizations/repo"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import { todayInMexico } from "../organization/in-force"
import { checkAidDraft } from "./aid-checks"
import { aidAuthorized } from "./aid-origin"
import { dateText } from "./movement-snapshot"

// Sending a Capturada aid to the flow of the request type AYUDA (DOMAIN-MX 4.9, 6), inside the
// caller's transaction: the type's rules are judged again, and a type that asks for proof needs
// it attached now. With no flow the aid is Autorizada at once; with one it waits En autorización
// for its approvers, resolved on the day it is sent. The caller has checked the person's scope.

export const sendAid = (id_ayuda: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [a] = yield* sql<Record<string, unknown>>`
      SELECT id_empleado, id_tipo_ayuda, estado, monto, comprobante, ${sql.literal(dateText(sql, "f_solicitud"))} AS f_solicitud
      FROM ayudas_economicas WHERE id_ayuda = ${id_ayuda}`
    if (a === undefined) return yield* new ApiFailure({ status: 404, message: aidMessages.ayudaNoExiste })
    if (a.estado !== "Capturada") return yield* new ApiFailure({ status: 409, message: aidMessages.noEnviable })
    const id_empleado = Number(a.id_empleado)
    const type = yield* checkAidDraft({ id_ayuda, id_empleado, id_tipo_ayuda: String(a.id_tipo_ayuda), f_solicitud: String(a.f_solicitud), monto: Number(a.monto) })
    if (type.requiere_comprobante === "1" && (a.comprobante === null || a.comprobante === undefined || String(a.comprobante).trim() === "")) {
      return yield* new ApiFailure({ status: 409, message: aidMessages.comprobanteRequerido })
    }
    const idTipo = yield* requestTypeByKey(aidRequestType)
    const started =
      idTipo === undefined
        ? ({ kind: "no-flow" } as const)
        : yield* startAuthorization({ origen: aidOrigin, id_origen: id_ayuda, id_tipo_solicitud: idTipo, id_empleado, fecha: yield* todayInMexico })
    if (started.kind === "no-flow") {
      yield* aidAuthorized(id_ayuda)
      return { id_ayuda, estado: "Autorizada", nivel: null as number | null }
    }
    yield* sql`UPDATE ayudas_economicas SET estado = 'En autorización', f_modificacion = ${new Date((yield* Now)()).toISOString()} WHERE id_ayuda = ${id_ayuda}`
    return { id_ayuda, estado: "En autorización", nivel: started.nivel as number | null }
  })
