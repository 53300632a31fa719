import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { contract } from "../../domain/api/contract"
import { apiPrefix } from "../../domain/api/paths"
import { messages } from "../../domain/messages"
import { openApiPath } from "../../server/http/openapi-parameters"
import { asError, call, demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

// Bad input never reaches a handler as a 5xx, and every answer carries the security headers.

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-dist-"))
fs.mkdirSync(path.join(distDir, "assets"))
fs.writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Capital Humano</title><div id=root></div>")
fs.writeFileSync(path.join(distDir, "assets", "index-abc123.js"), "console.log('spa')")
fs.writeFileSync(path.join(distDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>")

const expectRefusal = (answer: { status: number; body: unknown }, status: number, message: string) => {
  expect(answer.status).toBe(status)
  const body = asError(answer)
  expect(body.message).toBe(message)
  expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.(ts|js):\d+|Error:/)
}

describe.each(dialects)("HTTP surface on %s", (dialect) => {
  const t = useServer(dialect, { distDir, sessionIdleMs: 90_000 })

  it("refuses malformed JSON", async () => {
    expectRefusal(await call(t.url, "/api/login", { rawBody: '{"email": "a@b.mx",' }), 400, messages.jsonInvalido)
  })

  it("lists every problem of an invalid payload in Spanish", async () => {
    const missing = await call(t.url, "/api/login", { body: { email: "a@b.mx" } })
    expectRefusal(missing, 400, messages.solicitudInvalida)
    expect(asError(missing).detalles).toEqual(["Falta el campo requerido «password»"])

    const wrongType = await call(t.url, "/api/login", { body: { email: 12, password: true } })
    expectRefusal(wrongType, 400, messages.solicitudInvalida)
    expect(asError(wrongType).detalles).toEqual(["El valor de «email» no es válido", "El valor de «password» no es válido"])

    const extra = await call(t.url, "/api/login", { body: { email: "a@b.mx", password: "x", tabla: "usuarios" } })
    expectRefusal(extra, 400, messages.solicitudInvalida)
    expect(asError(extra).detalles).toEqual(["El campo «tabla» no está permitido"])

    const empty = await call(t.url, "/api/login", { body: { email: "", password: "" } })
    expect(asError(empty).detalles).toEqual([messages.usuarioRequerido, messages.contrasenaRequerida])

    const notObject = await call(t.url, "/api/login", { body: ["a"] })
    expectRefusal(notObject, 400, messages.solicitudInvalida)
  })

  it("refuses a body over 1 MB with 413", async () => {
    const huge = JSON.stringify({ email: "a@b.mx", password: "x".repeat(1024 * 1024) })
    expectRefusal(await call(t.url, "/api/login", { rawBody: huge }), 413, messages.cuerpoDemasiadoGrande)
  })

  it("refuses a body over 1 MB sent without a length (chunked) with 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) controller.close()
        else {
          sent++
          controller.enqueue(chunk)
        }
      },
    })
    const response = await fetch(`${t.url}/api/login`, { method: "POST", body: stream, duplex: "half" } as RequestInit)
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe(messages.cuerpoDemasiadoGrande)
  })

  it("answers an unknown path with 404 and a known path with the wrong method with 405", async () => {
    expectRefusal(await call(t.url, "/api/no-existe"), 404, messages.noEncontrado)
    expectRefusal(await call(t.url, "/api/no-existe", { body: {} }), 404, messages.noEncontrado)
    expectRefusal(await call(t.url, "/api"), 404, messages.noEncontrado)
    expectRefusal(await call(t.url, "/api/login"), 405, messages.metodoNoPermitido)
    expectRefusal(await call(t.url, "/api/datos-indicadores", { body: {} }), 405, messages.metodoNoPermitido)
    expectRefusal(await call(t.url, "/algo", { body: {} }), 404, messages.noEncontrado)
  })

  it("validates the body of a protected endpoint only after the session", async () => {
    expectRefusal(await call(t.url, "/api/logout", { rawBody: "{nope" }), 401, messages.noAutenticado)
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    expectRefusal(await call(t.url, "/api/logout", { token, body: { todo: true } }), 400, messages.solicitudInvalida)
  })

  it("serves the version file uncached, with the inactivity limit", async () => {
    const answer = await call(t.url, "/assets/config.json")
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ version: "0.0.1", inactivityMs: 90_000 })
    expect(answer.headers.get("cache-control")).toBe("no-store")
  })

  it("documents every contract endpoint in OpenAPI", async () => {
    const answer = await call(t.url, "/api/openapi.json")
    expect(answer.status).toBe(200)
    const document = answer.body as { openapi: string; paths: Record<string, Record<string, { "x-permission": unknown; responses: Record<string, unknown> }>> }
    expect(document.openapi).toMatch(/^3\.1/)
    for (const endpoint of contract) {
      const operation = document.paths[`${apiPrefix}${openApiPath(endpoint.path)}`]?.[endpoint.method.toLowerCase()]
      expect(operation, endpoint.name).toBeDefined()
      expect(operation?.["x-permission"]).toBeDefined()
      expect(Object.keys(operation?.responses ?? {})).toContain("400")
    }
  })

  it("serves a docs page that needs nothing from outside", async () => {
    const answer = await call(t.url, "/api/docs")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/)
    const html = String(answer.body)
    for (const endpoint of contract) expect(html).toContain(`${apiPrefix}${openApiPath(endpoint.path)}`)
    expect(html).toContain("<tr><td><code>por_pagina</code></td><td>query</td><td>no</td><td><code>5 | 10 | 15 | 20 | 50 | 100</code></td>")
    expect(html).not.toMatch(/https?:\/\//)
    expect(html).not.toMatch(/<script/i)
  })

  it("puts the security headers on every kind of answer", async () => {
    const answers = [
      await call(t.url, "/api/login", { body: demo.admin }),
      await call(t.url, "/api/no-existe"),
      await call(t.url, "/assets/config.json"),
      await call(t.url, "/api/docs"),
      await call(t.url, "/"),
    ]
    for (const answer of answers) {
      expect(answer.headers.get("content-security-policy")).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      )
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
      expect(answer.headers.get("referrer-policy")).toBe("no-referrer")
      expect(answer.headers.get("x-frame-options")).toBe("DENY")
    }
  })

  it("serves the built SPA: hashed assets immutable, index.html revalidated, client routes fall back", async () => {
    const asset = await call(t.url, "/assets/index-abc123.js")
    expect(asset.status).toBe(200)
    expect(asset.headers.get("content-type")).toMatch(/^text\/javascript/)
    expect(asset.headers.get("cache-control")).toContain("immutable")

    for (const route of ["/", "/dashboard", "/configuraciones/perfiles?x=1"]) {
      const page = await call(t.url, route)
      expect(page.status).toBe(200)
      expect(page.headers.get("content-type")).toMatch(/^text\/html/)
      expect(page.headers.get("cache-control")).toBe("no-cache")
      expect(String(page.body)).toContain("Capital Humano")
    }
    expect((await call(t.url, "/favicon.svg")).headers.get("content-type")).toBe("image/svg+xml")
    expect((await call(t.url, "/assets/missing-000.js")).status).toBe(404)
    expect((await call(t.url, "/..%2f..%2fetc%2fpasswd")).body).not.toMatch(/root:/)
  })
})
