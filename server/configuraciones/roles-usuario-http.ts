import { Effect } from "effect"
import type { rolesEndpoints } from "../../domain/configuraciones/roles-usuario-api"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import {
  companiesOfCentres,
  companyExists,
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  permissionsOf,
  roleInUse,
  upsertPermissions,
} from "./roles-usuario"
import { ok } from "../http/handler"

const missing = (message: string = messages.registroNoExiste) => new ApiFailure({ status: 404, message })

const existing = (id_rol: string) =>
  Effect.flatMap(findRole(id_rol), (r) => (r === undefined ? Effect.fail(missing(messages.rolNoExiste)) : Effect.succeed(r)))

export const rolesHandlers: HandlersOf<typeof rolesEndpoints> = {
  getRolesUsuarios: () => Effect.map(listRoles, (rows) => ok(rows)),

  guardarRolUsuario: (request) =>
    Effect.gen(function* () {
      if ((yield* findRole(request.id_rol)) !== undefined) {
        return yield* new ApiFailure({ status: 409, message: messages.claveDuplicada })
      }
      yield* insertRole(request)
      return ok(request, messages.rolGuardado)
    }),

  eliminarRolUsuario: (request) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_rol)
      if (yield* roleInUse(stored.id_rol)) return yield* new ApiFailure({ status: 409, message: messages.rolEnUso })
      yield* deleteRole(stored.id_rol)
      return ok(null, messages.rolEliminado)
    }),

  getPermisosRolUsuario: (request) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_rol)
      if (!(yield* companyExists(request.id_empresa))) return yield* missing(messages.empresaNoExiste)
      return ok(yield* permissionsOf(stored.id_rol, request.id_empresa))
    }),

  guardarPermisosRolUsuario: (request) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_rol)
      const byCentre = new Map(request.permisos.map((p) => [p.id_centro_trabajo, p.permiso]))
      const companies = yield* companiesOfCentres([...byCentre.keys()])
      if (companies.size !== byCentre.size) return yield* missing()
      yield* upsertPermissions(
        stored.id_rol,
        [...byCentre].map(([id_centro_trabajo, permiso]) => ({ id_centro_trabajo, permiso, id_empresa: companies.get(id_centro_trabajo)! })),
      )
      return ok(null, messages.permisosGuardados)
    }),
}
