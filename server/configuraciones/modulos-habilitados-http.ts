import { Effect } from "effect"
import type { moduleSwitchEndpoints } from "../../domain/configuraciones/modulos-habilitados-api"
import { moduleSwitches } from "../../domain/configuraciones/modulos-habilitados"
import { messages } from "../../domain/messages"
import { Now } from "../clock"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { storeModuleSwitches, switchedOffModules } from "./modulos-habilitados"

export const moduleSwitchHandlers: HandlersOf<typeof moduleSwitchEndpoints> = {
  getModulosHabilitados: () => Effect.map(switchedOffModules, (off) => ok(moduleSwitches(off))),

  guardarModulosHabilitados: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const now = (yield* Now)()
      yield* storeModuleSwitches(request, principal.id_usuario, new Date(now).toISOString())
      return ok(moduleSwitches(yield* switchedOffModules), messages.parametrosGuardados)
    }),
}
