import * as fs from "node:fs/promises"
import * as path from "node:path"
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

// The built SPA, served on the API's port. Hashed files under /assets never change, so they are
// cached for a year; index.html must be revalidated so a deploy is seen at once. Any other
// GET path that is not a file is a client-side route and gets index.html.

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
}

const immutable = "public, max-age=31536000, immutable"

const readFile = (file: string) =>
  Effect.promise(() =>
    fs
      .stat(file)
      .then((s) => (s.isFile() ? fs.readFile(file) : undefined))
      .catch(() => undefined),
  )

const fileResponse = (body: Uint8Array, file: string, cacheControl: string) =>
  HttpServerResponse.uint8Array(body, {
    contentType: contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    headers: { "cache-control": cacheControl },
  })

/** The file or SPA page for a GET path, or undefined when there is nothing to serve. */
export const serveStatic = (distDir: string, pathname: string) =>
  Effect.gen(function* () {
    const root = path.resolve(distDir)
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return undefined
    }
    const file = path.resolve(root, `.${path.posix.normalize(decoded)}`)
    const inside = file === root || file.startsWith(root + path.sep)
    if (inside && file !== root && path.basename(file) !== "index.html") {
      const body = yield* readFile(file)
      if (body !== undefined) return fileResponse(body, file, decoded.startsWith("/assets/") ? immutable : "no-cache")
    }
    // A missing hashed asset is a 404, never the HTML page under a script's name.
    if (decoded.startsWith("/assets/")) return undefined
    const index = path.join(root, "index.html")
    const page = yield* readFile(index)
    return page === undefined ? undefined : fileResponse(page, index, "no-cache")
  })
