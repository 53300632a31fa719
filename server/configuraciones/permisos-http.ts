import { Effect } from "effect"
import type { systemUsersEndpoints } from "../../domain/configuraciones/permisos-api"
import { messages } from "../../domain/messages"
import type { SystemUser, SystemUserForm, SystemUserUpdateForm, UserPermissionForm } from "../../domain/configuraciones/permisos-schema"
import { hashPassword } from "../auth/password"
import { passwordProblem } from "../auth/password-policy"
import { refuse } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import type { HandlerContext } from "../http/handler"
import {
  collaboratorVisible,
  deleteUser,
  disableUser,
  findUser,
  groupExists,
  insertUser,
  listUsers,
  revokeSessionsOf,
  roleExists,
  updatePermission,
  updateUser,
} from "./permisos"

const existing = (id_usuario: string) =>
  Effect.flatMap(findUser(id_usuario), (u) => (u === undefined ? Effect.fail(refuse(404, messages.usuarioNoExiste)) : Effect.succeed(u)))

const checkPermission = (form: UserPermissionForm) =>
  Effect.gen(function* () {
    if (!(yield* groupExists(form.id_grupo))) return yield* refuse(400, messages.grupoNoExiste)
    if (!(yield* roleExists(form.id_rol))) return yield* refuse(400, messages.rolNoExiste)
  })

/**
 * Everything of the form but the uniqueness: passwords, collaborator, group and role. An update
 * without a password (empty or left out) keeps the stored one, so only a sent one is checked.
 */
const checkForm = (form: SystemUserForm | SystemUserUpdateForm, context: HandlerContext) =>
  Effect.gen(function* () {
    const caller = yield* principalOf(context)
    const password = form.password ?? ""
    if (password !== (form.password_confirm ?? "")) return yield* refuse(400, messages.contrasenasNoCoinciden)
    const problem = password === "" ? null : passwordProblem(password, form.id_usuario)
    if (problem !== null) return yield* refuse(400, problem)
    if (!(yield* collaboratorVisible(form.id_empleado, caller.id_rol))) return yield* refuse(400, messages.colaboradorNoExiste)
    yield* checkPermission(form)
    return caller
  })

const notSelf = (target: SystemUser, context: HandlerContext) =>
  Effect.flatMap(principalOf(context), (caller) =>
    caller.id_usuario === target.id_usuario ? Effect.fail(refuse(409, messages.noEliminarPropioUsuario)) : Effect.void,
  )

/** Only the columns a user row holds: the password fields of the form never reach an INSERT. */
const permissionOf = (form: UserPermissionForm) => ({ id_grupo: form.id_grupo, id_rol: form.id_rol, admin: form.admin })

const reread = (id_usuario: string) => existing(id_usuario)

/** Granting a user's permission and changing it are one write: granting also enables the user. */
const savePermission = (message: string, activo?: "1") => (request: UserPermissionForm) =>
  Effect.gen(function* () {
    const stored = yield* existing(request.id_usuario)
    yield* checkPermission(request)
    yield* updatePermission(stored.id_usuario, request, activo)
    return ok(yield* reread(stored.id_usuario), message)
  })

export const systemUsersHandlers: HandlersOf<typeof systemUsersEndpoints> = {
  getUsuarios: () => Effect.map(listUsers, (rows) => ok(rows)),

  crearUsuario: (request, context) =>
    Effect.gen(function* () {
      const id_usuario = request.id_usuario.toLowerCase()
      yield* checkForm(request, context)
      if ((yield* findUser(id_usuario)) !== undefined) return yield* refuse(409, messages.claveDuplicada)
      const password_hash = yield* hashPassword(request.password)
      yield* insertUser({ ...permissionOf(request), id_usuario, id_empleado: request.id_empleado, password_hash })
      return ok(yield* reread(id_usuario), messages.usuarioCreado)
    }),

  actualizarUsuario: (request, context) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_usuario)
      yield* checkForm(request, context)
      const password = request.password ?? ""
      const password_hash = password === "" ? null : yield* hashPassword(password)
      yield* updateUser({ ...permissionOf(request), id_usuario: stored.id_usuario, id_empleado: request.id_empleado, password_hash })
      return ok(yield* reread(stored.id_usuario), messages.usuarioActualizado)
    }),

  eliminarUsuario: (request, context) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_usuario)
      yield* notSelf(stored, context)
      yield* deleteUser(stored.id_usuario)
      return ok(null, messages.usuarioEliminado)
    }),

  guardarPermiso: savePermission(messages.permisoUsuarioGuardado, "1"),

  actualizarPermiso: savePermission(messages.permisoUsuarioActualizado),

  eliminarPermiso: (request, context) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_usuario)
      yield* notSelf(stored, context)
      yield* disableUser(stored.id_usuario)
      yield* revokeSessionsOf(stored.id_usuario)
      return ok(null, messages.accesoRetirado)
    }),
}
