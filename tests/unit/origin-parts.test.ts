import { describe, expect, it } from "vitest"
import { originParts } from "../../server/authorizations/origin-parts"
import { allParts } from "../../server/parts/all-parts"

// The authorization engine imports no module: each part registers its own origins as it loads,
// and the engine loads the part originParts names for a request whose origin it has not seen.

const partsOf = (origen: string) => Object.entries(allParts).filter(([, part]) => part.origins.some((o) => o.origen === origen)).map(([name]) => name)

describe("the authorization origins' parts", () => {
  it("name, for each origin code, the one part that registers it", () => {
    for (const [origen, part] of Object.entries(originParts)) expect(partsOf(origen), origen).toEqual([part])
  })

  it("name every origin some part registers", () => {
    const registered = Object.values(allParts).flatMap((part) => part.origins.map((o) => o.origen))
    expect(registered.sort()).toEqual(Object.keys(originParts).sort())
  })

  it("put every workflow flow's origin in the part of its record table", () => {
    for (const [name, part] of Object.entries(allParts)) {
      const own = new Set(part.origins.map((o) => o.origen))
      for (const table of part.recordTables)
        for (const transition of table.descriptor.workflow?.transitions ?? [])
          if (transition.authorization !== undefined) expect(own.has(transition.authorization.origin), `${name}: ${table.table} ${transition.id}`).toBe(true)
    }
  })
})
