import { Effect } from "effect"
import type { catalogsEndpoints } from "../../domain/api/catalogs"
import { holdsAny } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { ApiFailure, forbidden } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import type { HandlerContext } from "../http/handler"
import { catalogRegistry, knownConnections } from "./registry"

const badRequest = (message: string) => new ApiFailure({ status: 400, message })

/** The allowlisted entry the caller may read, or the refusal: 400 unknown, 403 not theirs. */
const entryFor = (tabla: string, conexion: string, context: HandlerContext) =>
  Effect.gen(function* () {
    const caller = yield* principalOf(context)
    if (!knownConnections.includes(conexion)) return yield* badRequest(messages.conexionDesconocida)
    // hasOwn: a name such as "constructor" or "__proto__" is unknown, not an Object member.
    const entry = Object.hasOwn(catalogRegistry, tabla) ? catalogRegistry[tabla] : undefined
    if (entry === undefined) return yield* badRequest(messages.catalogoDesconocido)
    if (!holdsAny(caller.keys, entry.keys)) return yield* forbidden()
    return { caller, entry }
  })

export const catalogsHandlers: HandlersOf<typeof catalogsEndpoints> = {
  getCatalogo: (request, context) =>
    Effect.gen(function* () {
      const { caller, entry } = yield* entryFor(request.tabla, request.conexion, context)
      const rows = yield* entry.list(caller)
      return { error: false as const, message: "", result: rows }
    }),
  getRegistroById: (request, context) =>
    Effect.gen(function* () {
      const { caller, entry } = yield* entryFor(request.tabla, request.conexion, context)
      const byColumn = Object.hasOwn(entry.byColumn, request.columnId) ? entry.byColumn[request.columnId] : undefined
      if (byColumn === undefined) return yield* badRequest(messages.columnaDesconocida)
      const rows = yield* byColumn(caller, request.id)
      return { error: false as const, message: "", result: rows }
    }),
}
