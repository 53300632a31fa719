import type { Schema } from "effect"
import { type Access, type Endpoint, type EndpointInfo, Envelope } from "./endpoint"

// A page's hand-written calls share their keys and their conventions: each is named as its key,
// its path is that name in kebab-case (getDepartamentosParaSelect is /get-departamentos-para-select),
// it is a POST that only reads, and its answer is the JSON envelope. A family states those once;
// each call says only what sets it apart, and overrides a convention where the legacy API differs
// (method POST, path the name in kebab-case, access the family's, writes false).

/** One call of a family: what sets it apart from its neighbours. */
export interface Call extends Partial<Pick<EndpointInfo, "method" | "path" | "access" | "writes" | "scope" | "query" | "upload">> {
  readonly summary: string
  /** The request: `NoBody` when the call takes none. */
  readonly request: Schema.Schema.AnyNoContext
  /** The envelope's `result`. */
  readonly result: Schema.Schema.AnyNoContext
}

interface Enveloped<A> {
  readonly error: false
  readonly message: string
  readonly result: A
}

/** The endpoints of a family: one per call, under the call's key. */
export type Family<Calls extends Readonly<Record<string, Call>>> = { readonly [K in keyof Calls]: CallEndpoint<Calls[K]> }

export type CallEndpoint<C extends Call> = Endpoint<
  Schema.Schema.Type<C["request"]>,
  Schema.Schema.Encoded<C["request"]>,
  Enveloped<Schema.Schema.Type<C["result"]>>,
  Enveloped<Schema.Schema.Encoded<C["result"]>>
>

/** The legacy path of a call: its name in kebab-case under the root. */
export const kebabPath = (name: string): string => `/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/** The endpoints of a family of calls, keyed (and named) as the calls are. */
export const endpointFamily = <const Calls extends Readonly<Record<string, Call>>>(
  access: Access,
  calls: Calls,
): Family<Calls> =>
  Object.fromEntries(
    Object.entries(calls).map(([name, { result, method = "POST", path = kebabPath(name), writes = false, ...rest }]) => [
      name,
      { name, method, path, access, writes, ...rest, response: Envelope(result) },
    ]),
  ) as unknown as Family<Calls>
