import { Effect } from "effect"
import type { dashboardEndpoints } from "../../domain/dashboard/endpoints"
import { type HandlersOf, principalOf } from "../http/handler"
import { indicatorsFor } from "./dashboard-indicators"
import { recentContractAlerts } from "../contratos/expiry-alerts-notices"

export const dashboardHandlers: HandlersOf<typeof dashboardEndpoints> = {
  datosIndicadores: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const result = yield* indicatorsFor(principal.id_rol)
      return { error: false as const, message: "", result }
    }),
  alertasContratos: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return { error: false as const, message: "", result: yield* recentContractAlerts(principal) }
    }),
}
