import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { createFetch } from "ofetch"
import { type AnyEndpoint, ErrorBody, type FileKind, type RequestOf, type ResponseOf, fillPath, pathParams } from "../../domain/api/endpoint"
import { rightsVersionHeader } from "../../domain/api/paths"
import { type FieldProblem, problemsOf } from "../../domain/api/problems"
import type { UploadProgress, UploadRequestOf } from "../../domain/api/upload-request"
import { messages } from "../../domain/messages"
import type { CallResult } from "./call-result"
import { type FormSender, sendFormByXhr } from "./form-sender"

// The one way the SPA talks to the API: the endpoint's own schemas
// encode the request and decode the answer, so an answer of the wrong shape is a failure the
// user reads as 'Lo sentimos, ocurrió un error', never an exception inside a view.

export interface ApiClientOptions {
  /** `/api`, or VITE_API_URL to speak to another backend of the same contract. */
  readonly baseURL: string
  readonly getToken: () => string | null
  /** A call made with a token answered 401: the session is over. */
  readonly onUnauthorized: () => void
  /**
   * The rights version an answer to a tokened call carried (X-Derechos-Version), on every such
   * answer; the caller compares it with the one it holds and refreshes the session on a change.
   */
  readonly onRightsVersion?: (version: string) => void
  /** Injected in tests. */
  readonly fetch?: typeof globalThis.fetch
  /** How an upload's form travels; injected in tests. */
  readonly sendForm?: FormSender
  readonly timeoutMs?: number
}

/** A file the server produced, with the name it offered. */
export interface DownloadedFile {
  readonly blob: Blob
  readonly filename: string
}

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, payload: RequestOf<E>): Promise<CallResult<ResponseOf<E>>>
  /** Calls a file endpoint; a refusal is the usual Spanish message. */
  download<E extends AnyEndpoint & { readonly file: FileKind }>(endpoint: E, payload: RequestOf<E>): Promise<CallResult<DownloadedFile>>
  /** Sends an upload endpoint's multipart form (its file part, then its text parts), reporting the file's progress. */
  upload<E extends AnyEndpoint>(endpoint: E, payload: UploadRequestOf<E>, onProgress?: UploadProgress): Promise<CallResult<ResponseOf<E>>>
}

// `filename*=UTF-8''...` (RFC 6266) when present, else the plain `filename="..."`.
const filenameOf = (disposition: string | null, fallback: string): string => {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (extended) return decodeURIComponent(extended)
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback
}

const failure = (status: number | null, message: string, detalles: ReadonlyArray<string> = [], problemas?: ReadonlyArray<FieldProblem>) =>
  ({ ok: false, status, message, detalles, ...(problemas === undefined ? {} : { problemas }) }) as const

const decodeError = Schema.decodeUnknownEither(ErrorBody)

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Where an encoded request goes: `:params` of the path are filled from the fields of the same
 * name and taken out of what remains; a `query: true` GET sends the rest as query parameters
 * (empty ones left out, as the list's filters are optional), any other GET sends nothing, and a
 * POST sends the rest as its JSON body.
 */
export const placeRequest = (
  endpoint: Pick<AnyEndpoint, "path" | "method" | "query">,
  encoded: unknown,
): { readonly path: string; readonly body?: unknown; readonly query?: Readonly<Record<string, string>> } => {
  const names = pathParams(endpoint.path)
  const fields = isRecord(encoded) ? encoded : {}
  const path = names.length === 0 ? endpoint.path : fillPath(endpoint.path, fields)
  const rest = names.length === 0 ? encoded : Object.fromEntries(Object.entries(fields).filter(([k]) => !names.includes(k)))
  if (endpoint.method !== "GET") return { path, body: rest }
  if (endpoint.query !== true || !isRecord(rest)) return { path }
  const query = Object.fromEntries(
    Object.entries(rest)
      .filter(([, v]) => v !== undefined && v !== null && String(v) !== "")
      .map(([k, v]) => [k, String(v)]),
  )
  return { path, query }
}

const reportRightsVersion = (options: ApiClientOptions, token: string | null, header: (name: string) => string | null) => {
  const version = header(rightsVersionHeader)
  if (token && version) options.onRightsVersion?.(version)
}

/** The JSON answer to a call or an upload: decoded by the endpoint's schema, or its refusal. */
const settle = <E extends AnyEndpoint>(options: ApiClientOptions, endpoint: E, token: string | null, status: number, body: unknown): CallResult<ResponseOf<E>> => {
  if (status >= 200 && status < 300) {
    const decoded = Schema.decodeUnknownEither(endpoint.response)(body)
    return Either.isRight(decoded) ? { ok: true, value: decoded.right as ResponseOf<E> } : failure(status, messages.errorGeneral)
  }
  // Only a tokened call ends the session: the sign-in call's 401 is just 'Acceso incorrecto'.
  if (status === 401 && token) options.onUnauthorized()
  const refusal = decodeError(body)
  return Either.isRight(refusal)
    ? failure(status, refusal.right.message, refusal.right.detalles ?? [], refusal.right.problemas)
    : failure(status, messages.errorGeneral)
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const $fetch = createFetch({ fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) })

  const call = async <E extends AnyEndpoint>(endpoint: E, payload: RequestOf<E>): Promise<CallResult<ResponseOf<E>>> => {
    const encoded = Schema.encodeUnknownEither(endpoint.request)(payload)
    if (Either.isLeft(encoded)) return failure(null, messages.errorGeneral, problemsOf(encoded.left))

    const token = options.getToken()
    const placed = placeRequest(endpoint, encoded.right)
    let status: number
    let body: unknown
    let headers: Headers
    try {
      const response = await $fetch.raw(placed.path, {
        baseURL: options.baseURL,
        method: endpoint.method,
        ...(placed.body === undefined ? {} : { body: placed.body as Record<string, unknown> }),
        ...(placed.query === undefined ? {} : { query: placed.query }),
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        ignoreResponseError: true,
        retry: 0,
        timeout: options.timeoutMs ?? 20_000,
      })
      status = response.status
      body = response._data
      headers = response.headers
    } catch {
      return failure(null, messages.errorGeneral)
    }
    reportRightsVersion(options, token, (name) => headers.get(name))
    return settle(options, endpoint, token, status, body)
  }

  const download = async <E extends AnyEndpoint & { readonly file: FileKind }>(endpoint: E, payload: RequestOf<E>): Promise<CallResult<DownloadedFile>> => {
    const encoded = Schema.encodeUnknownEither(endpoint.request)(payload)
    if (Either.isLeft(encoded)) return failure(null, messages.errorGeneral, problemsOf(encoded.left))
    const token = options.getToken()
    const placed = placeRequest(endpoint, encoded.right)
    let response: Response
    try {
      const search = placed.query === undefined ? "" : `?${new URLSearchParams(placed.query).toString()}`
      response = await (options.fetch ?? globalThis.fetch)(`${options.baseURL}${placed.path}${search}`, {
        method: endpoint.method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(endpoint.method === "GET" ? {} : { "Content-Type": "application/json" }),
        },
        ...(placed.body === undefined ? {} : { body: JSON.stringify(placed.body) }),
      })
    } catch {
      return failure(null, messages.errorGeneral)
    }
    reportRightsVersion(options, token, (name) => response.headers.get(name))
    if (response.ok) {
      try {
        const blob = await response.blob()
        const name = filenameOf(response.headers.get("content-disposition"), `${endpoint.name}.${endpoint.file.extension}`)
        return { ok: true, value: { blob, filename: name } }
      } catch {
        return failure(response.status, messages.errorGeneral)
      }
    }
    if (response.status === 401 && token) options.onUnauthorized()
    const refusal = decodeError(await response.json().catch(() => null))
    return Either.isRight(refusal)
      ? failure(response.status, refusal.right.message, refusal.right.detalles ?? [], refusal.right.problemas)
      : failure(response.status, messages.errorGeneral)
  }

  const upload = async <E extends AnyEndpoint>(endpoint: E, payload: UploadRequestOf<E>, onProgress?: UploadProgress): Promise<CallResult<ResponseOf<E>>> => {
    const field = endpoint.upload?.field
    const fields: Readonly<Record<string, unknown>> = payload
    const file = field === undefined ? undefined : fields[field]
    if (field === undefined || !isBlob(file)) return failure(null, messages.errorGeneral)
    // The schema encodes the path's ids and the text parts; the file stands in as an empty
    // UploadedFile for it, and travels as the form's own part.
    const standIn = { name: file instanceof File ? file.name : "", type: file.type, bytes: new Uint8Array(0) }
    const encoded = Schema.encodeUnknownEither(endpoint.request)({ ...fields, [field]: standIn })
    if (Either.isLeft(encoded)) return failure(null, messages.errorGeneral, problemsOf(encoded.left))
    const placed = placeRequest(endpoint, encoded.right)
    const body = new FormData()
    const rest: Readonly<Record<string, unknown>> = isRecord(placed.body) ? placed.body : {}
    for (const [name, value] of Object.entries(rest)) if (name !== field && value !== undefined && value !== null) body.append(name, String(value))
    body.append(field, file)
    const token = options.getToken()
    const answer = await (options.sendForm ?? sendFormByXhr)({
      url: `${options.baseURL}${placed.path}`,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
      ...(onProgress === undefined ? {} : { onProgress }),
    })
    if (answer.status === null) return failure(null, messages.errorGeneral)
    reportRightsVersion(options, token, answer.header)
    return settle(options, endpoint, token, answer.status, answer.body)
  }

  return { call, download, upload }
}
