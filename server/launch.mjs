import { pathToFileURL } from "node:url"
import { ensureServerBundle } from "./server-bundle.mjs"

// `npm start`: (re)build the server bundle when missing or stale, then run it in this same
// process, so the process that listens is plain Node with nothing of the build loaded.
const bundle = await ensureServerBundle(undefined, (line) => console.log(line))
await import(pathToFileURL(bundle).href)
