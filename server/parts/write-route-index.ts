import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { allParts } from "./all-parts"
import { routeEntriesOf, routeIndexSource } from "./route-index-source"

// `npm run routes:index`: rewrites route-index.ts after an endpoint is added, moved or removed.
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "route-index.ts")
const entries = routeEntriesOf(allParts)
fs.writeFileSync(file, routeIndexSource(entries))
console.log(`${path.relative(process.cwd(), file)}: ${entries.length} routes`)
