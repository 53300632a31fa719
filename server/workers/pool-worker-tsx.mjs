import { register } from "tsx/esm/api"

// The workers' entry when the server runs from its sources: Node 20 runs no TypeScript, so the
// worker registers tsx's loader first (a worker does not inherit the hooks of vitest's runner).
register()
await import("./pool-worker.ts")
