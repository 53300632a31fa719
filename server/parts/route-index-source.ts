import type { PartName } from "./part-loaders"
import type { RouteEntry } from "./route-entry"
import type { ServerPart } from "./server-part"

// What route-index.ts must hold, from the parts themselves: its writer (write-route-index.ts)
// and the unit test that keeps it from drifting (tests/unit/route-index.test.ts) share this.

/** Every endpoint of every part, in the parts' order, then each part's own. */
export const routeEntriesOf = (parts: Readonly<Record<PartName, ServerPart>>): ReadonlyArray<RouteEntry> =>
  (Object.entries(parts) as Array<[PartName, ServerPart]>).flatMap(([part, p]) =>
    Object.values(p.endpoints).map((e) => ({ name: e.name, method: e.method, path: e.path, part })),
  )

export const routeIndexSource = (entries: ReadonlyArray<RouteEntry>): string =>
  [
    'import type { RouteEntry } from "./route-entry"',
    "",
    "// Written by `npm run routes:index` from the parts' manifests; do not edit. The server routes",
    "// these at start and loads a part on its route's first request, so it knows the paths without",
    "// their schemas. tests/unit/route-index.test.ts fails when this file and the contract differ.",
    "export const routeIndex: ReadonlyArray<RouteEntry> = [",
    ...entries.map((e) => `  { name: ${JSON.stringify(e.name)}, method: "${e.method}", path: ${JSON.stringify(e.path)}, part: ${JSON.stringify(e.part)} },`),
    "]",
    "",
  ].join("\n")
