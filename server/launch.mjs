import { pathToFileURL } from "node:url"
import { ensureServerBundle } from "./server-bundle.mjs"

// `npm start`: (re)build the server bundle when missing or stale, then run it in this same
// process as the supervisor of the server processes (see start.ts), so the processes that listen
// are plain Node with nothing of the build loaded.
let rebuilt = false
const bundle = await ensureServerBundle(undefined, (line) => {
  rebuilt = true
  console.log(line)
})
// esbuild's service process (hundreds of MiB after a build) would otherwise live as long as the
// supervisor does.
if (rebuilt) await (await import("esbuild")).stop()
process.env.CH_SERVER_SUPERVISE = "1"
await import(pathToFileURL(bundle).href)
