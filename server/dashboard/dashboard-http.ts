import { Effect } from "effect"
import type { dashboardEndpoints } from "../../domain/dashboard/dashboard-api"
import { type HandlersOf, principalOf } from "../http/handler"
import { indicatorsFor } from "./dashboard-indicators"

export const dashboardHandlers: HandlersOf<typeof dashboardEndpoints> = {
  datosIndicadores: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const result = yield* indicatorsFor(principal.id_rol)
      return { error: false as const, message: "", result }
    }),
}
