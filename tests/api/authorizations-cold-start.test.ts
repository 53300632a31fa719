import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { PendingAuthorization } from "../../domain/api/authorizations"
import { demoApprover } from "../../server/seed/demo-authorizations"
import { ensureServerBundle } from "../../server/server-bundle.mjs"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { call, signIn } from "./support/http"

// The engine imports no module: a part registers its origins as it loads. A process whose first
// read is an approver's inbox has loaded no module yet, so the engine loads the part of each
// waiting request's origin to describe it. Its own process (the API project's servers share
// their workers' loaded modules) on a copy of the demo, which it does not seed (seeding sends the
// demo's bajas to their flow, loading personal), with the scheduled jobs off for the same reason.

describe("the authorizations inbox read first in a new process", () => {
  let server: RunningServer
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-cold-inbox-"))

  beforeAll(async () => {
    const template = inject("demoTemplates").sqliteFile
    if (template === undefined) throw new Error("no SQLite demo template")
    const file = path.join(dir, "demo.db")
    fs.copyFileSync(template, file)
    await ensureServerBundle()
    server = await startServerProcess({ JOB_INTERVAL_MS: "0", SPA_BUILD: "skip" }, { databaseUrl: `sqlite:${file}` })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("describes each waiting request as its module does, not by its folio alone", async () => {
    const { token } = await signIn(server.url, demoApprover.email, demoApprover.password)
    const answer = await call(server.url, "/api/mis-autorizaciones", { token })
    expect(answer.status).toBe(200)
    const items = Schema.decodeUnknownSync(Schema.Array(PendingAuthorization))((answer.body as { result: unknown }).result)
    // The demo's two bajas of the approver's department, a loan and an aid: personal's origins.
    expect(new Set(items.map((i) => i.origen))).toEqual(new Set(["MOV", "PRESTAMO", "AYUDA"]))
    // What the engine shows for an origin it cannot find: the code as the type, nothing else.
    for (const item of items) {
      expect(item.resumen.tipo, item.resumen.folio).not.toBe(item.origen)
      expect(item.resumen.colaborador, item.resumen.folio).not.toBe("")
      expect(item.resumen.detalle.length, item.resumen.folio).toBeGreaterThan(0)
    }
    expect(items.filter((i) => i.resumen.tipo === "Baja")).toHaveLength(2)
  })
})
