import { Effect } from "effect"
import { preHireMessages } from "../../domain/personal/pre-alta-candidatos"
import type { offerPreHireCalls } from "../../domain/seleccion/pre-alta-candidatos-api"
import { auditNote } from "../audit/trail"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { confirmPreHire } from "../personal/pre-alta-candidatos-confirm"
import { readRecord } from "../records/read-record"
import { offerPreHiresTable } from "./pre-alta-candidatos"

// SEL370's "Confirmar alta" (domain/seleccion/pre-alta-candidatos-api.ts): the pre-alta is read
// through SEL370's table first (404 for a pre-alta of no offer, 403 outside the caller's centres),
// then confirmed exactly as GP250 confirms it, whose confirmation runs the offer's steps
// (./pre-alta-candidatos-hire.ts). The router runs it in one transaction with its audit row.

export const offerPreHireHandlers: HandlersOf<typeof offerPreHireCalls> = {
  confirmarPreAltaSeleccion: ({ id_pre_alta }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* readRecord(offerPreHiresTable, { id_pre_alta }, principal)
      const { before, result } = yield* confirmPreHire(id_pre_alta, principal)
      yield* auditNote(context, {
        entidad: "pre-alta",
        clave: `id_pre_alta=${id_pre_alta}`,
        antes: { estado: before.estado, id_empleado: before.id_empleado, id_movimiento: before.id_movimiento },
        despues: { id_empleado: result.id_empleado, id_movimiento: result.id_movimiento, estado_alta: result.estado },
      })
      const message = result.estado === "Aplicado" ? preHireMessages.altaAplicada : result.estado === "Autorizado" ? preHireMessages.altaAutorizada : preHireMessages.altaEnviada
      return ok(result, message)
    }),
}
