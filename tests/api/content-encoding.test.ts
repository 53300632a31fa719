import * as fs from "node:fs"
import * as http from "node:http"
import * as os from "node:os"
import * as path from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { precompressFiles } from "../../build/precompress"
import { preferredEncoding } from "../../server/http/content-encoding"
import { useServer } from "./support/test-server"

// Issue 17.5: what a browser downloads is compressed. The build's precompressed copies of the
// SPA's files are served by Accept-Encoding (brotli first, then gzip, else the file as it is),
// with the file's own type and caching and `Vary: Accept-Encoding`; a JSON answer over a
// kibibyte is compressed on the way out. Read with node:http, which (unlike fetch) hands over
// the bytes as sent, so the test sees the encoding itself.

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-dist-encoding-"))
fs.mkdirSync(path.join(distDir, "assets"))
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, nombre: "Colaborador ${i}" }`).join(", ")}]\n`
const page = `<!doctype html><html lang="es"><title>Capital Humano</title><div id="root"></div>${"<!-- relleno -->".repeat(100)}</html>`
fs.writeFileSync(path.join(distDir, "assets", "index-abc123.js"), script)
fs.writeFileSync(path.join(distDir, "assets", "tiny-abc123.js"), "console.log(1)")
// A chunk of a few hundred bytes, as a page loads dozens of: compressed too.
const small = `export const texts = ${JSON.stringify(Array.from({ length: 12 }, (_, i) => `Colaborador ${i}`))}\n`
fs.writeFileSync(path.join(distDir, "assets", "small-abc123.js"), small)
fs.writeFileSync(path.join(distDir, "index.html"), page)

interface RawAnswer {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly body: Buffer
}

const get = (url: string, acceptEncoding?: string): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on("error", reject)
    })
    request.on("error", reject)
  })

const decoded = (answer: RawAnswer): string => {
  const encoding = answer.headers["content-encoding"]
  if (encoding === "br") return brotliDecompressSync(answer.body).toString("utf8")
  if (encoding === "gzip") return gunzipSync(answer.body).toString("utf8")
  return answer.body.toString("utf8")
}

describe("Accept-Encoding", () => {
  it("prefers brotli, then gzip, honours q=0 and *, and falls back to none", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br")
    expect(preferredEncoding("gzip, deflate")).toBe("gzip")
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip")
    expect(preferredEncoding("gzip;q=1.0, br;q=0.5")).toBe("gzip")
    expect(preferredEncoding("*")).toBe("br")
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip")
    expect(preferredEncoding("identity")).toBeUndefined()
    expect(preferredEncoding("")).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
  })
})

describe("compressed answers (SQLite)", () => {
  beforeAll(async () => {
    expect(await precompressFiles(distDir)).toBe(3)
  })
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))
  const t = useServer("SQLite", { distDir })

  it("serves a built asset in brotli or gzip by Accept-Encoding, with its type, its caching and Vary", async () => {
    const br = await get(`${t.url}/assets/index-abc123.js`, "gzip, deflate, br")
    const gzip = await get(`${t.url}/assets/index-abc123.js`, "gzip, deflate")
    const plain = await get(`${t.url}/assets/index-abc123.js`)
    for (const [answer, encoding] of [
      [br, "br"],
      [gzip, "gzip"],
      [plain, undefined],
    ] as const) {
      expect(answer.status).toBe(200)
      expect(answer.headers["content-encoding"]).toBe(encoding)
      expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8")
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
      expect(answer.headers.vary).toBe("Accept-Encoding")
      expect(decoded(answer)).toBe(script)
    }
    expect(br.body.length).toBeLessThan(script.length / 4)
    expect(gzip.body.length).toBeLessThan(script.length / 4)
    expect(Number(br.headers["content-length"])).toBe(br.body.length)
  })

  it("serves the SPA page of a client route compressed and revalidated", async () => {
    const answer = await get(`${t.url}/personal/empleados`, "gzip, br")
    expect(answer.status).toBe(200)
    expect(answer.headers["content-encoding"]).toBe("br")
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(answer.headers["cache-control"]).toBe("no-cache")
    expect(answer.headers.vary).toBe("Accept-Encoding")
    expect(decoded(answer)).toBe(page)
  })

  it("compresses a chunk of a few hundred bytes", async () => {
    expect(small.length).toBeLessThan(1024)
    for (const encoding of ["br", "gzip"] as const) {
      const answer = await get(`${t.url}/assets/small-abc123.js`, encoding)
      expect(answer.headers["content-encoding"]).toBe(encoding)
      expect(answer.body.length).toBeLessThan(small.length)
      expect(decoded(answer)).toBe(small)
    }
  })

  it("sends a file too small to compress as it is", async () => {
    const answer = await get(`${t.url}/assets/tiny-abc123.js`, "gzip, br")
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(answer.body.toString("utf8")).toBe("console.log(1)")
  })

  it("compresses a JSON answer over a kibibyte in the negotiated encoding, not a smaller one", async () => {
    for (const encoding of ["br", "gzip"] as const) {
      const answer = await get(`${t.url}/api/openapi.json`, encoding)
      expect(answer.status).toBe(200)
      expect(answer.headers["content-encoding"]).toBe(encoding)
      expect(answer.headers["content-type"]).toMatch(/^application\/json/)
      expect(answer.headers.vary).toBe("Accept-Encoding")
      const document = JSON.parse(decoded(answer)) as { openapi: string; paths: Record<string, unknown> }
      expect(document.openapi).toMatch(/^3\./)
      expect(answer.body.length).toBeLessThan(JSON.stringify(document).length / 4)
    }
    const identity = await get(`${t.url}/api/openapi.json`, "identity")
    expect(identity.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(identity.body.toString("utf8"))).toHaveProperty("openapi")

    const small = await get(`${t.url}/assets/config.json`, "gzip, br")
    expect(small.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(small.body.toString("utf8"))).toHaveProperty("version")
  })
})
