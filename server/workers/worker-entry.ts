import * as fs from "node:fs"

// Where the workers' script is. From the sources (tsx, vitest) it is pool-worker.ts, run through
// tsx's loader by a small JavaScript bootstrap; from the production bundle (dist-server/) it is
// pool-worker.mjs, the bundle's second entry point, beside start.mjs (this module may sit in
// dist-server/chunks/, so one level up is looked at too).

export const workerEntry = (): { readonly url: URL } => {
  const here = import.meta.url
  if (here.endsWith(".ts")) return { url: new URL("./pool-worker-tsx.mjs", here) }
  for (const candidate of ["./pool-worker.mjs", "../pool-worker.mjs"]) {
    const url = new URL(candidate, here)
    if (fs.existsSync(url)) return { url }
  }
  throw new Error(`No pool-worker.mjs beside ${here}: rebuild the server bundle`)
}
