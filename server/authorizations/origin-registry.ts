import { Effect } from "effect"
import type { AuthorizationOrigin } from "./origin"
import { type OriginPart, originParts } from "./origin-parts"

// Every kind of request that can go through an authorization flow, as the parts loaded so far
// registered them (server/parts/server-part.ts): the engine imports no module's code, so a part
// loads only its own module. The engine finds an origin by its `origen` code.

const registered = new Map<string, AuthorizationOrigin>()
const partOfOrigin: ReadonlyMap<string, OriginPart> = new Map(Object.entries(originParts))

/** Called by a part as it loads, with the origins of its module. */
export const registerOrigins = (origins: ReadonlyArray<AuthorizationOrigin>): void => {
  for (const origin of origins) registered.set(origin.origen, origin)
}

// How a part is imported, given by server/parts/part-loaders.ts as it loads: importing the parts
// from here would make the parts, which reach the engine, import themselves.
let loadPart: ((part: OriginPart) => Promise<unknown>) | undefined

export const setOriginPartLoader = (load: (part: OriginPart) => Promise<unknown>): void => {
  loadPart = load
}

/**
 * The origin of this code, importing the part that registers it when that part has not loaded
 * yet (an inbox read before the module served anything); undefined for a code no part owns.
 */
export const originOf = (origen: string): Effect.Effect<AuthorizationOrigin | undefined> =>
  Effect.suspend(() => {
    const known = registered.get(origen)
    const part = partOfOrigin.get(origen)
    const load = loadPart
    if (known !== undefined || part === undefined || load === undefined) return Effect.succeed(known)
    return Effect.map(
      Effect.promise(() => load(part)),
      () => registered.get(origen),
    )
  })
