import { Schema } from "effect"

// One endpoint of the HTTP contract. The SPA encodes requests and decodes answers with these
// schemas, the server decodes requests and encodes answers with the same ones, and the OpenAPI
// document is generated from them. Every endpoint must say who may call it: `access` is required.

/** Who may call an endpoint. */
export type Access =
  | { readonly _tag: "Public" }
  /** Any signed-in user, whatever their profile holds. */
  | { readonly _tag: "Session" }
  /** A signed-in user whose profile holds at least one of these keys. */
  | { readonly _tag: "Keys"; readonly keys: readonly [string, ...Array<string>] }
  /**
   * A signed-in kiosk user (the employees' self-service terminal, /kiosko). Kiosk sessions are
   * their own kind: a kiosk token opens none of the other endpoints, a staff token none of these.
   */
  | { readonly _tag: "Kiosk" }

export const isPublic: Access = { _tag: "Public" }
export const needsSession: Access = { _tag: "Session" }
export const needsKioskSession: Access = { _tag: "Kiosk" }
export const needsAnyKey = (key: string, ...more: Array<string>): Access => ({
  _tag: "Keys",
  keys: [key, ...more],
})

export type Method = "GET" | "POST"

/** What describes an endpoint besides its schemas. */
export interface EndpointInfo {
  readonly name: string
  readonly method: Method
  /** Path under the `/api` prefix, exactly as SPEC 7 writes it. */
  readonly path: string
  readonly summary: string
  readonly access: Access
  /**
   * Whether a successful call changes stored data. Writes are recorded in the audit log, and
   * the security suite checks that a refused write leaves every table as it was.
   */
  readonly writes: boolean
  /**
   * A signed-in write whose refusals keep what they wrote: it checks a secret and counts the
   * failure like a sign-in does (the throttle), so it runs outside the router's transaction and
   * its audit row is written whatever the outcome, as a sign-in's. Its handler makes its own
   * changes atomic. A Public write always works this way.
   */
  readonly keepsRefusals?: boolean
  /**
   * A signed-in write that reads and checks at length before it stores a little (500 DC-3s): the
   * router opens no transaction around its handler, which stores through `context.write` (its
   * writes and the audit row in one short transaction), so SQLite's one connection is not held
   * while it reads. A handler that never calls it stored nothing; its audit row follows its answer.
   */
  readonly writesLate?: boolean
  /** The body is multipart/form-data with one file part instead of JSON (the request schema sees `{ [field]: file }`). */
  readonly upload?: UploadKind
  /** Request fields naming workplace-scoped records; see `RecordScope`. */
  readonly scope?: RecordScope
  /** A GET whose request fields come from the query string (each one text, at most once). */
  readonly query?: boolean
}

export interface Endpoint<
  Req = unknown,
  ReqI = unknown,
  Res = unknown,
  ResI = unknown,
> extends EndpointInfo {
  /** The JSON body (POST) or nothing (GET: an empty struct). */
  readonly request: Schema.Schema<Req, ReqI>
  /** The whole success body, envelope included. */
  readonly response: Schema.Schema<Res, ResI>
}

/** Any endpoint, whatever its schemas (effect's own "any schema" type keeps variance out). */
export interface AnyEndpoint extends EndpointInfo {
  readonly request: Schema.Schema.AnyNoContext
  readonly response: Schema.Schema.AnyNoContext
  readonly file?: FileKind
}

/**
 * The names of a path's parameters (`/perfiles/:id` has `id`). Their values join the request
 * object under those names, so one schema decodes path, query and body alike.
 */
export const pathParams = (path: string): ReadonlyArray<string> => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "")

/** A path with its parameters filled in (each value URI-encoded). */
export const fillPath = (path: string, values: Readonly<Record<string, unknown>>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? "")))

/** A multipart upload of one file part, with its own size limit instead of the JSON body's. */
export interface UploadKind {
  readonly field: string
  readonly maxBytes: number
  /** Text parts the form may carry besides the file (each at most once), e.g. a "checks only" flag. */
  readonly textFields?: ReadonlyArray<string>
  /**
   * The 413's message when the file is over `maxBytes`, naming what it is ("El CV excede ..."),
   * written from `maxBytes`; by default "El archivo excede ..." with `maxBytes` in it.
   */
  readonly tooLarge?: string
}

/** Kinds of record that belong to a work centre, and so to the roles that may see it. */
export type ScopedRecord = "empresa" | "centro_trabajo" | "departamento" | "empleado"

/**
 * Which top-level request fields hold ids of workplace-scoped records, e.g.
 * `{ id_empleado: "empleado" }`. Before the handler runs, the router refuses (403) a request
 * naming an existing record outside the work centres of the caller's role; an empty or absent
 * value, or an id that names no record, is left to the handler.
 */
export type RecordScope = Readonly<Record<string, ScopedRecord>>

/** A file the server produces ("response is a file"), e.g. an Excel workbook. */
export interface FileKind {
  readonly contentType: string
  /** Extension of the file name offered to the browser. */
  readonly extension: string
}

export const xlsxFile: FileKind = {
  contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  extension: "xlsx",
}

export const pdfFile: FileKind = { contentType: "application/pdf", extension: "pdf" }

/** An endpoint whose success answer is a file, not the JSON envelope; refusals stay JSON. */
export interface FileEndpoint<Req = unknown, ReqI = unknown> extends Endpoint<Req, ReqI, unknown, unknown> {
  readonly file: FileKind
}

export const fileEndpoint = <Req, ReqI>(e: Omit<FileEndpoint<Req, ReqI>, "response">): FileEndpoint<Req, ReqI> => ({
  ...e,
  response: Schema.Unknown,
})

export type RequestOf<E extends AnyEndpoint> = Schema.Schema.Type<E["request"]>
export type RequestEncodedOf<E extends AnyEndpoint> = Schema.Schema.Encoded<E["request"]>
export type ResponseOf<E extends AnyEndpoint> = Schema.Schema.Type<E["response"]>

export const endpoint = <Req, ReqI, Res, ResI>(e: Endpoint<Req, ReqI, Res, ResI>): Endpoint<Req, ReqI, Res, ResI> => e

/** The request of an endpoint that takes no body. */
export const NoBody = Schema.Struct({})

/** The success envelope: `{ error: false, message, result }`. */
export const Envelope = <A, I>(result: Schema.Schema<A, I>) =>
  Schema.Struct({
    error: Schema.Literal(false),
    message: Schema.String,
    result,
  })

/** Every refusal: 4xx (or 5xx with a generic text) with `error: true` and a Spanish message. */
export const ErrorBody = Schema.Struct({
  error: Schema.Literal(true),
  message: Schema.String,
  result: Schema.Null,
  /** The problems of an invalid payload, one Spanish line each. */
  detalles: Schema.optional(Schema.Array(Schema.String)),
  /**
   * The same problems, each with the field it is about (`campo`: its path in the request, ""
   * for the body as a whole), so a client can put each on its field.
   */
  problemas: Schema.optional(Schema.Array(Schema.Struct({ campo: Schema.String, mensaje: Schema.String }))),
})
export type ErrorBody = typeof ErrorBody.Type
