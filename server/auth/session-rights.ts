import { Effect } from "effect"
import { keysOfSwitchedOff, switchedOffFor } from "../../domain/configuraciones/modulos-habilitados"
import type { Permission } from "../../domain/session"
import { switchedOffModules } from "../configuraciones/modulos-habilitados"
import { permissionsOfGroup } from "./users-repo"

/**
 * What a session answer says the user may open: the profile's rights without those of a module
 * an administrator greyed (the bearer check drops the same keys), and which of the user's modules
 * are greyed, so the sidebar shows them disabled rather than not at all.
 */
export const sessionRights = (id_grupo: string) =>
  Effect.gen(function* () {
    const granted = yield* permissionsOfGroup(id_grupo)
    const off = yield* switchedOffModules
    const closed = keysOfSwitchedOff(off)
    const permissions: ReadonlyArray<Permission> = granted.filter((p) => !closed.has(p.clave))
    return {
      permissions,
      modulos_deshabilitados: switchedOffFor(
        granted.map((p) => p.clave),
        off,
      ),
    }
  })
