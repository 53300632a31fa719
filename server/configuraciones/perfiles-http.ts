import { Effect } from "effect"
import type { profilesEndpoints } from "../../domain/configuraciones/perfiles-api"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import {
  deleteProfile,
  findProfile,
  insertProfile,
  knownOptionCount,
  listModules,
  listProfiles,
  optionsOfModule,
  profileInUse,
  renameProfile,
  replaceRights,
  rightsOfProfile,
} from "./perfiles"
import { ok } from "../http/handler"

const duplicate = () => new ApiFailure({ status: 409, message: messages.claveDuplicada })
const missing = () => new ApiFailure({ status: 404, message: messages.registroNoExiste })

/** The stored profile, by the exact key or the same key in another case. */
const existing = (id_grupo: string) =>
  Effect.flatMap(findProfile(id_grupo), (p) => (p === undefined ? Effect.fail(missing()) : Effect.succeed(p)))

export const profilesHandlers: HandlersOf<typeof profilesEndpoints> = {
  getPerfiles: () => Effect.map(listProfiles, (rows) => ok(rows)),

  guardarPerfil: (request) =>
    Effect.gen(function* () {
      // The lower-cased unique index decides races; this check only spares the failed insert.
      if ((yield* findProfile(request.id_grupo)) !== undefined) return yield* duplicate()
      yield* insertProfile(request)
      return ok(request, messages.perfilGuardado)
    }),

  actualizarPerfil: (request) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_grupo)
      const profile = { id_grupo: stored.id_grupo, n_grupo: request.n_grupo }
      yield* renameProfile(profile)
      return ok(profile, messages.perfilActualizado)
    }),

  eliminarPerfil: (request) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_grupo)
      if (yield* profileInUse(stored.id_grupo)) {
        return yield* new ApiFailure({ status: 409, message: messages.perfilEnUso })
      }
      yield* deleteProfile(stored.id_grupo)
      return ok(null, messages.perfilEliminado)
    }),

  getModulos: () => Effect.map(listModules, (rows) => ok(rows)),

  getModulosByPerfil: (request) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_grupo)
      return ok(yield* rightsOfProfile(stored.id_grupo))
    }),

  getOpcionesByModulo: (request) => Effect.map(optionsOfModule(request.module), (rows) => ok(rows)),

  guardarAsignacionModulosByPerfil: (request) =>
    Effect.gen(function* () {
      const stored = yield* existing(request.id_grupo)
      // One row per option: a repeated clave keeps its last rights.
      const byKey = new Map(request.data.map((r) => [r.clave, r]))
      const rights = [...byKey.values()].map((r) => ({
        clave: r.clave,
        insertar: r.insertar,
        editar: r.editar,
        borrar: r.borrar,
        lectura: r.lectura,
      }))
      if ((yield* knownOptionCount(rights.map((r) => r.clave))) !== rights.length) {
        return yield* new ApiFailure({ status: 400, message: messages.opcionNoExiste })
      }
      yield* replaceRights(stored.id_grupo, rights)
      return ok(null, messages.modulosGuardados)
    }),
}
