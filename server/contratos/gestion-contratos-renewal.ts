import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { contracts } from "../../domain/contratos/gestion-contratos"
import { contractMessages, renewalOrigin, renewalRequestType } from "../../domain/contratos/gestion-contratos-vocabulary"
import type { EntityOf } from "../../domain/records/descriptor"
import { renewalOf } from "../../domain/rules/contratos-periodos"
import type { Principal } from "../auth/principal"
import { startAuthorization } from "../authorizations/engine"
import { requestTypeByKey } from "../authorizations/repo"
import { Now } from "../clock"
import { todayInMexico } from "../organizacion/in-force"
import { completeRenewal } from "./gestion-contratos-renewal-outcome"
import { storeSuccessor } from "./gestion-contratos-successor"

// A renewal past renovaciones_max_determinado (MODULES-MX §2 CON210, §0: RENOVACION_CONTRATO):
// the next contract is stored as a Borrador, the renewal recorded under a serial id, and its flow
// started for the person; the renewed contract stays Vigente until the flow ends
// (./gestion-contratos-renewal-outcome.ts). With no flow configured it completes at once, as the
// other flows go straight on. The workflow's `renovar` hands these renewals here (the table's
// `divert`), after its state and guards were judged.

type Contract = EntityOf<typeof contracts>

/** Whether renewing this contract goes past the maximum of CON090 (the record's `renovaciones_max`). */
export const renewalExceeds = (c: Contract): boolean =>
  c.f_fin !== null && renewalOf({ f_fin: c.f_fin, num_renovacion: c.num_renovacion }, c.renovaciones_max ?? 0).warning !== undefined

export const renewThroughFlow = (previous: Contract, f_fin: string, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const next = yield* storeSuccessor(previous, f_fin, principal, previous.renovaciones_max ?? 0, "Borrador")
    const at = new Date((yield* Now)()).toISOString()
    const [row] = yield* sql<{ id_renovacion: number | string }>`INSERT INTO renovaciones_contratos ${sql.insert({
      id_contrato_anterior: String(previous.id_contrato),
      id_contrato: next.id_contrato,
      estado: "En autorización",
      id_usuario_alta: principal.id_usuario,
      f_alta: at,
      f_modificacion: at,
    })} RETURNING id_renovacion`
    const id_renovacion = Number(row?.id_renovacion)
    const idTipo = yield* requestTypeByKey(renewalRequestType)
    const started =
      idTipo === undefined
        ? ({ kind: "no-flow" } as const)
        : yield* startAuthorization({ origen: renewalOrigin, id_origen: id_renovacion, id_tipo_solicitud: idTipo, id_empleado: previous.id_empleado, fecha: yield* todayInMexico })
    if (started.kind === "no-flow") {
      yield* completeRenewal(id_renovacion)
      return { message: `${contractMessages.renovado}. ${contractMessages.renovacionesSucesivas}` }
    }
    return { message: `${contractMessages.renovacionEnviada}. ${contractMessages.renovacionesSucesivas}` }
  })
