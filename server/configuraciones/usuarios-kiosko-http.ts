import { Effect } from "effect"
import type { kioskUsersEndpoints } from "../../domain/configuraciones/usuarios-kiosko-api"
import { type KioskUserForm, filterIsEmpty } from "../../domain/configuraciones/usuarios-kiosko-schema"
import { messages } from "../../domain/messages"
import { hashPassword } from "../auth/password"
import { passwordProblem } from "../auth/password-policy"
import { refuse } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import type { HandlerContext } from "../http/handler"
import { collaboratorVisible } from "./permisos"
import { deleteKioskUser, findKioskUser, insertKioskUser, listKioskUsers, updateKioskUser } from "./usuarios-kiosko"

const existing = (id_usuario: string) =>
  Effect.flatMap(findKioskUser(id_usuario), (u) => (u === undefined ? Effect.fail(refuse(404, messages.usuarioNoExiste)) : Effect.succeed(u)))

/** The new hash, or null to keep the stored one (edit with an empty password, SPEC 5). */
const passwordHashOf = (form: KioskUserForm, required: boolean) =>
  Effect.gen(function* () {
    if (form.password === "" && form.password_confirm === "") {
      return required ? yield* refuse(400, messages.contrasenaNuevoUsuario) : null
    }
    if (form.password !== form.password_confirm) return yield* refuse(400, messages.contrasenasNoCoinciden)
    const problem = passwordProblem(form.password, form.id_usuario)
    if (problem !== null) return yield* refuse(400, problem)
    return yield* hashPassword(form.password)
  })

const checkCollaborator = (form: KioskUserForm, context: HandlerContext) =>
  Effect.gen(function* () {
    const caller = yield* principalOf(context)
    if (!(yield* collaboratorVisible(form.id_empleado, caller.id_rol))) return yield* refuse(400, messages.colaboradorNoExiste)
  })

const record = (form: KioskUserForm, id_usuario: string) => ({
  id_usuario,
  id_empleado: form.id_empleado,
  n_usuario: form.n_usuario,
  activo: form.activo,
  comodin: form.comodin,
  nuevo: form.nuevo,
})

export const kioskUsersHandlers: HandlersOf<typeof kioskUsersEndpoints> = {
  getUsuariosKiosko: () => Effect.map(listKioskUsers(), (rows) => ok(rows)),

  filtrarUsuariosKiosko: (request) =>
    Effect.gen(function* () {
      if (filterIsEmpty(request)) return yield* refuse(400, messages.filtroSinParametros)
      return ok(yield* listKioskUsers(request))
    }),

  getUsuariosKioskoById: (request) => Effect.map(existing(request.id_usuario), (u) => ok(u)),

  crearUsuarioKiosko: (request, context) =>
    Effect.gen(function* () {
      yield* checkCollaborator(request, context)
      if ((yield* findKioskUser(request.id_usuario)) !== undefined) return yield* refuse(409, messages.claveDuplicada)
      const password_hash = yield* passwordHashOf(request, true)
      const user = record(request, request.id_usuario)
      yield* insertKioskUser({ ...user, password_hash })
      return ok(user, messages.usuarioCreado)
    }),

  actualizarUsuarioKiosko: (request, context) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_usuario)
      yield* checkCollaborator(request, context)
      const password_hash = yield* passwordHashOf(request, false)
      const user = record(request, stored.id_usuario)
      yield* updateKioskUser({ ...user, password_hash })
      return ok(user, messages.usuarioActualizado)
    }),

  eliminarUsuarioKiosko: (request) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_usuario)
      yield* deleteKioskUser(stored.id_usuario)
      return ok(null, messages.usuarioEliminado)
    }),
}
