import * as fs from "node:fs/promises"
import * as path from "node:path"
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { type Encoding, preferredEncoding, varyHeader } from "./content-encoding"

// The built SPA, served on the API's port. Hashed files under /assets never change, so they are
// cached for a year; index.html must be revalidated so a deploy is seen at once. Any other
// GET path that is not a file is a client-side route and gets index.html. The build wrote a
// brotli (.br) and a gzip (.gz) copy beside every text file worth compressing; the one the
// request accepts goes out instead, with the original's type and caching and Vary.

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

const fileResponse = (body: Uint8Array, file: string, cacheControl: string, encoding: Encoding | undefined, varies: boolean) =>
  HttpServerResponse.uint8Array(body, {
    contentType: contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    headers: {
      "cache-control": cacheControl,
      ...(varies ? varyHeader : {}),
      ...(encoding === undefined ? {} : { "content-encoding": encoding }),
    },
  })

const variantSuffix: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" }

const isFile = (file: string) =>
  Effect.promise(() =>
    fs.stat(file).then(
      (s) => s.isFile(),
      () => false,
    ),
  )

/** The file in the encoding asked for when the build left that copy, else as it is. */
const readEncoded = (file: string, accepted: Encoding | undefined) =>
  Effect.gen(function* () {
    if (accepted !== undefined) {
      const body = yield* readFile(file + variantSuffix[accepted])
      if (body !== undefined) return { body, encoding: accepted, varies: true }
    }
    const body = yield* readFile(file)
    if (body === undefined) return undefined
    // A file the build compressed is answered by Accept-Encoding even when this one takes it plain.
    const varies = accepted === undefined && (yield* isFile(file + variantSuffix.gzip))
    return { body, encoding: undefined, varies }
  })

/** The file or SPA page for a GET path, or undefined when there is nothing to serve. */
export const serveStatic = (distDir: string, pathname: string, acceptEncoding?: string) =>
  Effect.gen(function* () {
    const root = path.resolve(distDir)
    const accepted = preferredEncoding(acceptEncoding)
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return undefined
    }
    const file = path.resolve(root, `.${path.posix.normalize(decoded)}`)
    const inside = file === root || file.startsWith(root + path.sep)
    if (inside && file !== root && path.basename(file) !== "index.html") {
      const found = yield* readEncoded(file, accepted)
      if (found !== undefined) return fileResponse(found.body, file, decoded.startsWith("/assets/") ? immutable : "no-cache", found.encoding, found.varies)
    }
    // A missing hashed asset is a 404, never the HTML page under a script's name.
    if (decoded.startsWith("/assets/")) return undefined
    const index = path.join(root, "index.html")
    const page = yield* readEncoded(index, accepted)
    return page === undefined ? undefined : fileResponse(page.body, index, "no-cache", page.encoding, page.varies)
  })
