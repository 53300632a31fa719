import { Either, Schema } from "effect"
import type { AnyEndpoint } from "../../../domain/api/endpoint"

// Requests that are wrong in every way a client can get one wrong, derived from one valid
// request. Whether a variant is really invalid is decided by the endpoint's own schema (a
// field typed as a union may accept the "wrong" type): the suite expects the server to agree.

export type Body = { readonly json: unknown } | { readonly raw: string }

// Built as text: the test's own JSON.stringify would overflow the stack on such a value.
const nestedText = (depth: number): string => `${"[".repeat(depth)}"fondo"${"]".repeat(depth)}`

const withField = (valid: Record<string, unknown>, field: string, text: string): Body => ({
  raw: JSON.stringify({ ...valid, [field]: "__campo__" }).replace('"__campo__"', text),
})

const otherType = (value: unknown): ReadonlyArray<unknown> => {
  switch (typeof value) {
    case "string":
      return [12345, true, null, ["texto"], { valor: value }]
    case "number":
      return ["12", -1e308, 1.5, true, null]
    case "boolean":
      return ["true", 1, null]
    default:
      return Array.isArray(value) ? [{}, "lista", 0, null, [null, { a: 1 }]] : ["objeto", 0, [], null]
  }
}

const hostileStrings = [
  "x".repeat(200_000),
  "'; DROP TABLE usuarios; --",
  "\u0000\u0001\u0002",
  "\uD800",
  "<script>alert(1)</script>",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢\u202E\u200Bﷺ",
  "%00%27%22",
]

/** Bodies that are not even a JSON object. */
export const malformedBodies: ReadonlyArray<Body> = [
  { raw: '{"a":' },
  { raw: "{'a': 1}" },
  { raw: '{"a":1}{"b":2}' },
  { raw: "nul" },
  { raw: "NaN" },
  { raw: "\u0000" },
  { raw: "[".repeat(100_000) },
  { raw: `${"[".repeat(50_000)}${"]".repeat(50_000)}` },
  { json: [] },
  { json: "texto" },
  { json: 42 },
  { json: null },
  { json: true },
  { raw: nestedText(5_000) },
  { raw: `{"a":${nestedText(100)}}` },
]

/** Variants of one valid request: wrong types, missing fields, extra fields, huge and hostile strings, deep nesting. */
export const variantsOf = (valid: Record<string, unknown>): ReadonlyArray<Body> => {
  const out: Array<Body> = []
  const fields = Object.keys(valid)
  for (const field of fields) {
    const { [field]: value, ...rest } = valid
    out.push({ json: rest })
    for (const wrong of otherType(value)) out.push({ json: { ...valid, [field]: wrong } })
    out.push(withField(valid, field, nestedText(2_000)))
    out.push(withField(valid, field, `${'{"a":'.repeat(40)}1${"}".repeat(40)}`))
    if (typeof value === "string") for (const s of hostileStrings) out.push({ json: { ...valid, [field]: s } })
  }
  out.push({ json: { ...valid, tabla: "usuarios" } })
  out.push({ raw: JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"admin":"1"},') })
  out.push({ json: { ...valid, constructor: { prototype: { admin: "1" } } } })
  out.push({ json: { ...valid, [`campo_${"x".repeat(10_000)}`]: 1 } })
  return out
}

/** Whether the endpoint's schema refuses the body; undefined when the body is no JSON at all. */
export const schemaRefuses = (endpoint: AnyEndpoint, body: Body): boolean => {
  let value: unknown
  if ("json" in body) value = body.json
  else {
    try {
      value = JSON.parse(body.raw)
    } catch {
      return true
    }
  }
  const isRecord = typeof value === "object" && value !== null && !Array.isArray(value)
  if (!isRecord) return true
  return Either.isLeft(Schema.decodeUnknownEither(endpoint.request, { onExcessProperty: "error" })(value))
}

export const serialize = (body: Body): string => ("raw" in body ? body.raw : JSON.stringify(body.json))
