import type { HttpServerRequest } from "@effect/platform"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Effect } from "effect"
import type { UploadKind } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import { ApiFailure, invalidRequest } from "./failure"
import { readLimited } from "./read-limited"

// The body of an upload endpoint: multipart/form-data with exactly one file part (and the text
// parts the endpoint names, if any). Read with a
// byte limit of the endpoint's own (the file plus a little room for the multipart framing),
// then parsed by the platform's standard FormData parser (undici's, built into Node), so no
// hand-written multipart parsing.

const framingAllowance = 16 * 1024

const notMultipart = () => invalidRequest([messages.archivoRequerido])

/** `{ [upload.field]: { name, type, bytes } }`, for the endpoint's request schema to decode. */
export const readUpload = (upload: UploadKind, request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const tooLargeFile = () => new ApiFailure({ status: 413, message: upload.tooLarge ?? messages.archivoDemasiadoGrande(upload.maxBytes) })
    const contentType = request.headers["content-type"] ?? ""
    const incoming = NodeHttpServerRequest.toIncomingMessage(request)
    if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
      incoming.resume()
      return yield* notMultipart()
    }
    const limit = upload.maxBytes + framingAllowance
    if (Number(request.headers["content-length"] ?? "0") > limit) {
      incoming.resume()
      return yield* tooLargeFile()
    }
    const body = yield* readLimited(incoming, limit, { tooLarge: tooLargeFile, broken: notMultipart })
    const form = yield* Effect.tryPromise({
      try: () => new Response(Uint8Array.from(body), { headers: { "content-type": contentType } }).formData(),
      catch: notMultipart,
    })
    const names = [...new Set(form.keys())]
    const textFields = upload.textFields ?? []
    const extra = names.filter((n) => n !== upload.field && !textFields.includes(n))
    if (extra.length > 0) return yield* invalidRequest(extra.map((k) => ({ campo: k, mensaje: `El campo «${k}» no está permitido` })))
    // The endpoint's text parts: plain text, once each; the request schema judges their values.
    const texts: Record<string, string> = {}
    for (const name of textFields.filter((n) => names.includes(n))) {
      const values = form.getAll(name)
      const [value] = values
      if (values.length !== 1 || typeof value !== "string") return yield* invalidRequest([{ campo: name, mensaje: `El campo «${name}» debe enviarse una vez, como texto` }])
      texts[name] = value
    }
    const file = form.get(upload.field)
    if (file === null || typeof file === "string" || form.getAll(upload.field).length !== 1) return yield* notMultipart()
    if (file.size > upload.maxBytes) return yield* tooLargeFile()
    const bytes = new Uint8Array(yield* Effect.promise(() => file.arrayBuffer()))
    return { ...texts, [upload.field]: { name: file.name, type: file.type, bytes } }
  })
