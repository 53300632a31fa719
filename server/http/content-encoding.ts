import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { HttpBody, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

// What a browser downloads, compressed. The built SPA's files are compressed once at build time
// (vite.config.ts writes a .br and a .gz beside each), and static-files.ts picks the variant the
// request accepts; an API answer of more than a kibibyte of JSON (or text) is compressed here as
// it goes out. Either way the answer says `Vary: Accept-Encoding`, so a cache between the two
// keeps one copy per encoding.

export type Encoding = "br" | "gzip"

/** Below this an answer goes as it is: compressing a few hundred bytes saves less than it costs. */
export const compressThreshold = 1024

/**
 * The encoding to answer in for an Accept-Encoding header: brotli, else gzip, when accepted with
 * a q-value above zero (explicitly or through `*`); none when neither is.
 */
export const preferredEncoding = (header: string | undefined): Encoding | undefined => {
  if (header === undefined || header.trim() === "") return undefined
  const weights = new Map<string, number>()
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";")
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name !== "") weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0
  if (weightOf("br") > 0 && weightOf("br") >= weightOf("gzip")) return "br"
  if (weightOf("gzip") > 0) return "gzip"
  return undefined
}

export const varyHeader = { vary: "Accept-Encoding" } as const

const compressibleType = /^(application\/(json|javascript|manifest\+json)|text\/|image\/svg\+xml)/

// Built assets get brotli's best (once, at build time); an answer made per request gets a
// level that costs about what gzip's default does and still beats it.
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
export const compressAnswer = (bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> =>
  encoding === "br"
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipped(bytes, { level: 6 })

/**
 * The response as it should go out for this request: an uncompressed JSON or text body of at
 * least `compressThreshold` bytes in the encoding the request prefers, with Vary; any other
 * response (a file already encoded, a stream such as an xlsx, a small answer) unchanged.
 */
export const encodeResponse = (response: HttpServerResponse.HttpServerResponse) => {
  const body = response.body
  // Most answers go as they are: decided without a generator's fiber operations.
  if (body._tag !== "Uint8Array" || body.body.length < compressThreshold) return Effect.succeed(response)
  if (response.headers["content-encoding"] !== undefined || !compressibleType.test(body.contentType)) return Effect.succeed(response)
  return compressed(response, body)
}

const compressed = (response: HttpServerResponse.HttpServerResponse, body: HttpBody.Uint8Array) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const encoding = preferredEncoding(request.headers["accept-encoding"])
    if (encoding === undefined) return HttpServerResponse.setHeaders(response, varyHeader)
    const compressed = yield* Effect.promise(() => compressAnswer(body.body, encoding))
    return HttpServerResponse.setBody(response, HttpBody.uint8Array(compressed, body.contentType)).pipe(
      HttpServerResponse.setHeaders({ ...varyHeader, "content-encoding": encoding }),
    )
  })
