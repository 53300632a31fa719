import { Effect } from "effect"
import type { contractParametersEndpoints } from "../../domain/contratos/parametros-api"
import { contractParameterMessages } from "../../domain/contratos/parametros"
import { messages } from "../../domain/messages"
import { refuse } from "../http/failure"
import { type HandlersOf, ok } from "../http/handler"
import { mailAccountExists, readContractParameters, readMailAccounts, storeContractParameters } from "./parametros"

// CON090 Alertas: the schema has judged the days and the recipients; the account must exist,
// and the mode must match what is stored (a mismatch means another administrator saved first).
export const contractParametersHandlers: HandlersOf<typeof contractParametersEndpoints> = {
  getParametrosContratos: () =>
    Effect.gen(function* () {
      const parametros = yield* readContractParameters
      const cuentas = yield* readMailAccounts
      return ok({ parametros, cuentas })
    }),

  guardarParametrosContratos: (request) =>
    Effect.gen(function* () {
      if (!(yield* mailAccountExists(request.id_cuenta_correo))) return yield* refuse(400, contractParameterMessages.cuentaNoExiste)
      if (!(yield* storeContractParameters(request))) return yield* refuse(request.mode === "add" ? 409 : 404, messages.errorGuardarInformacion)
      const saved = yield* readContractParameters
      if (saved === null) return yield* Effect.dieMessage("contract parameters vanished after saving")
      return ok(saved, messages.parametrosGuardados)
    }),
}
