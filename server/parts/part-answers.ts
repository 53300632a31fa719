import { Effect } from "effect"
import { type EndpointAnswer, endpointAnswer } from "../http/endpoint-route"
import { type PartName, partLoaders } from "./part-loaders"
import type { RouteEntry } from "./route-entry"

// A part's routes answer once the part is loaded: its first request imports it and builds the
// answers of all its endpoints, and every later one finds them built.

const loading = new Map<PartName, Promise<ReadonlyMap<string, EndpointAnswer>>>()

/** A part's answers by endpoint name; concurrent first requests wait on the one same load. */
export const partAnswers = (name: PartName): Promise<ReadonlyMap<string, EndpointAnswer>> => {
  const known = loading.get(name)
  if (known !== undefined) return known
  const load = partLoaders[name]().then(
    (part) =>
      new Map(
        Object.entries(part.endpoints).map(([endpointName, endpoint]) => {
          const handler = part.handlers[endpointName]
          if (handler === undefined) throw new Error(`The part ${name} has no handler for ${endpointName}`)
          return [endpointName, endpointAnswer(endpoint, handler)] as const
        }),
      ),
  )
  loading.set(name, load)
  // A failed import (a chunk missing mid-deploy) is tried again by the next request.
  load.catch(() => loading.delete(name))
  return load
}

/** What a route of the index runs: its part's answer, loaded on the first call. */
export const lazyAnswer = (entry: RouteEntry): EndpointAnswer => {
  let answer: EndpointAnswer | undefined
  const load = Effect.flatMap(
    Effect.promise(() => partAnswers(entry.part)),
    (answers) => {
      answer = answers.get(entry.name)
      return answer ?? Effect.dieMessage(`The part ${entry.part} does not serve ${entry.name}`)
    },
  )
  return Effect.suspend(() => answer ?? load)
}
