import * as fs from "node:fs"
import { describe, expect, it } from "vitest"
import { contract } from "../../domain/api/contract"
import { allParts } from "../../server/parts/all-parts"
import { routeIndex } from "../../server/parts/route-index"
import { routeEntriesOf, routeIndexSource } from "../../server/parts/route-index-source"

// The server routes the route index at start and loads a part on its first request, so the index
// must be exactly the contract, each endpoint under the part that serves it.

const place = (e: { readonly name: string; readonly method: string; readonly path: string }) => `${e.method} ${e.path} ${e.name}`

describe("the route index", () => {
  it("is what the parts' manifests serve (else: npm run routes:index)", () => {
    const written = fs.readFileSync(new URL("../../server/parts/route-index.ts", import.meta.url), "utf8")
    expect(written).toBe(routeIndexSource(routeEntriesOf(allParts)))
  })

  it("holds every endpoint of the contract once, by name, method and path", () => {
    expect(routeIndex.map(place).sort()).toEqual(contract.map(place).sort())
    expect(new Set(routeIndex.map((e) => e.name)).size).toBe(routeIndex.length)
  })

  it("names for each route a part that serves that very endpoint, with a handler", () => {
    for (const entry of routeIndex) {
      const part = allParts[entry.part]
      expect(part.endpoints[entry.name], entry.name).toBe(contract.find((e) => e.name === entry.name))
      expect(typeof part.handlers[entry.name], entry.name).toBe("function")
    }
  })
})
