import { resolve } from "node:path"

// The record pages' kit as one file. Left to the automatic splitting, what a record page runs
// beside the framework came as some eighty files of a few hundred bytes each (one per set of pages
// that share it), every one a request with its headers and a gzip dictionary of its own. Every
// record page runs the whole static graph of the record page, so one file of it costs those pages
// nothing more; what the light pages (the entry, the public pages, the shell, the dashboard, the
// profile) run stays out of it, so they never load the kit.

interface ModuleGraph {
  readonly importedIds: ReadonlyArray<string>
  readonly dynamicallyImportedIds: ReadonlyArray<string>
}

interface GraphContext {
  getModuleInfo(moduleId: string): ModuleGraph | null
}

const root = resolve(import.meta.dirname, "..")
const at = (path: string) => resolve(root, path)

/** What the pages that must stay light run: their static graphs are never part of the kit. */
const lightRoots: ReadonlyArray<string> = [
  "src/main.tsx",
  "src/routes/__root.tsx",
  "src/routes/login.tsx",
  "src/routes/kiosko.tsx",
  "src/routes/encuesta-clima.tsx",
  "src/routes/recuperar-contrasena.tsx",
  "src/routes/restablecer-contrasena.tsx",
  "src/routes/_shell.tsx",
  "src/routes/_shell/index.tsx",
  "src/routes/_shell/dashboard.tsx",
  "src/routes/_shell/perfil.tsx",
].map(at)

/** The record page, whose static graph is the kit. */
const kitRoots: ReadonlyArray<string> = ["src/records/RecordPage.tsx"].map(at)

/**
 * Every module a root runs without waiting: its static imports, and for a root that is a route
 * file also its own component, which the router plugin splits into a dynamic import of the same
 * file (the other routes' components, reached through the route tree, stay out).
 */
const reach = (ctx: GraphContext, roots: ReadonlyArray<string>): Set<string> => {
  const seen = new Set<string>()
  const pending = [...roots]
  while (pending.length > 0) {
    const id = pending.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    if (info === null) continue
    pending.push(...info.importedIds)
    const file = id.split("?")[0] ?? id
    if (roots.includes(file)) pending.push(...info.dynamicallyImportedIds.filter((d) => d.split("?")[0] === file))
  }
  return seen
}

/** The name function of the kit's group: the record page's modules, less what a light page runs. */
export const recordKitGroup = (): ((id: string, ctx: GraphContext) => string | null) => {
  let kit: Set<string> | undefined
  return (id, ctx) => {
    if (kit === undefined) {
      const light = reach(ctx, lightRoots)
      kit = new Set([...reach(ctx, kitRoots)].filter((m) => !light.has(m)))
    }
    return kit.has(id) ? "record-kit" : null
  }
}
