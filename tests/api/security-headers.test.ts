import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { call, demo, signIn } from "./support/http"
import { useServer } from "./support/test-server"

// Issue 7.4, server side: whatever answers (an API success, a refusal, a missing asset, the SPA
// shell for a client route, the docs), the browser is told to run no inline script, to sniff no
// type, to send no referrer and to let no other site frame the page. A script or a style sheet is
// never a document: it is told only to sniff no type and to send no referrer, and carries no policy
// (issue 36: 0.3 KiB on each of a page's chunks). The headers do not depend on the database, so
// one dialect is enough.

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-dist-headers-"))
fs.mkdirSync(path.join(distDir, "assets"))
fs.writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Capital Humano</title><div id=root></div>")
fs.writeFileSync(path.join(distDir, "assets", "index-abc123.js"), "console.log('spa')")
fs.writeFileSync(path.join(distDir, "assets", "index-abc123.css"), "body{}")
fs.writeFileSync(path.join(distDir, "assets", "logo-abc123.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>')

const directives = (csp: string): Map<string, ReadonlyArray<string>> =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== undefined && parts[0] !== "")
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  )

describe("security headers on every kind of answer", () => {
  const t = useServer("SQLite", { distDir })

  it("sends a CSP without inline scripts, nosniff, a referrer policy and frame-ancestors 'none'", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const answers = {
      "API success": await call(t.url, "/api/sesion", { token }),
      "API 401": await call(t.url, "/api/sesion"),
      "API 400": await call(t.url, "/api/login", { rawBody: "{" }),
      "API 404": await call(t.url, "/api/no-existe"),
      "API 405": await call(t.url, "/api/login"),
      "API 413": await call(t.url, "/api/login", { rawBody: "x".repeat(2 * 1024 * 1024) }),
      "OpenAPI": await call(t.url, "/api/openapi.json"),
      "docs page": await call(t.url, "/api/docs"),
      "version file": await call(t.url, "/assets/config.json"),
      "static image, a document once opened": await call(t.url, "/assets/logo-abc123.svg"),
      "missing asset": await call(t.url, "/assets/no-existe-000.js"),
      "SPA root": await call(t.url, "/"),
      "SPA fallback": await call(t.url, "/configuraciones/perfiles"),
      "SPA fallback with a hostile query": await call(t.url, "/dashboard?<script>alert(1)</script>"),
    }
    for (const [kind, answer] of Object.entries(answers)) {
      const csp = answer.headers.get("content-security-policy")
      expect(csp, kind).toBeTruthy()
      const policy = directives(csp ?? "")
      const scripts = policy.get("script-src") ?? policy.get("default-src") ?? []
      expect(scripts, `${kind}: script-src`).not.toContain("'unsafe-inline'")
      expect(scripts, `${kind}: script-src`).not.toContain("'unsafe-eval'")
      expect(scripts, `${kind}: script-src`).not.toContain("*")
      expect(policy.get("default-src"), kind).toEqual(["'self'"])
      expect(policy.get("object-src"), kind).toEqual(["'none'"])
      expect(policy.get("frame-ancestors"), kind).toEqual(["'none'"])
      expect(policy.get("base-uri"), kind).toEqual(["'self'"])
      expect(answer.headers.get("x-content-type-options"), kind).toBe("nosniff")
      expect(answer.headers.get("referrer-policy"), kind).toMatch(/^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/)
      expect(answer.headers.get("x-frame-options"), kind).toBe("DENY")
    }
    const subresources = {
      "static script": await call(t.url, "/assets/index-abc123.js"),
      "static style": await call(t.url, "/assets/index-abc123.css"),
    }
    for (const [kind, answer] of Object.entries(subresources)) {
      expect(answer.status, kind).toBe(200)
      expect(answer.headers.get("content-type"), kind).toMatch(/^text\/(javascript|css)/)
      expect(answer.headers.get("x-content-type-options"), kind).toBe("nosniff")
      expect(answer.headers.get("referrer-policy"), kind).toBe("no-referrer")
      expect(answer.headers.get("content-security-policy"), kind).toBeNull()
    }
    // The SPA shell is the same file whatever the URL: nothing from the URL is echoed into it.
    expect(String(answers["SPA fallback with a hostile query"].body)).not.toContain("<script>alert(1)</script>")
  })
})
