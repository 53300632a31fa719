import { Either, Option, Schema, SchemaAST as AST } from "effect"
import { describe, expect, it } from "vitest"
import { contract } from "../../domain/api/contract"
import { notPlain, plainEncoder } from "../../server/http/plain-encoder"

// The built encoder of answer schemas (server/http/plain-encoder.ts) against effect's own, on
// every answer schema of the contract that it takes. Values are drawn from each schema's type side
// by a small seeded generator (effect's Arbitrary retries a strict refinement, a CURP's, without
// end): a refinement's candidates are kept only when its filter passes, strings come padded with
// spaces now and then so Trim refuses them. Each value goes to both encoders as drawn, with an
// undeclared property added to every object, with one leaf of the wrong type, and with every
// string padded and every number -0.5 (what refinements refuse): effect's output and ours are
// equal, or both refuse.

type Any = Schema.Schema<unknown, unknown>
const failed: unique symbol = Symbol("failed")

/** A seeded generator (mulberry32): the same draws on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const strings = ["", "abc", "ñandú Pérez", " con espacios ", "2026-03-31", "A-1", "x".repeat(40), "10"]
const numbers = [0, 1, 7, -3, 2.5, 100, 1234567]

const draw = (ast: AST.AST, next: () => number, depth: number): unknown => {
  const pick = <T>(values: ReadonlyArray<T>): T => values[Math.floor(next() * values.length)] as T
  switch (ast._tag) {
    case "StringKeyword":
      return pick(strings)
    case "NumberKeyword":
      return pick(numbers)
    case "BooleanKeyword":
      return next() < 0.5
    case "UndefinedKeyword":
      return undefined
    case "UnknownKeyword":
      return pick([{ a: 1 }, "x", 3, null])
    case "Literal":
      return ast.literal
    case "Refinement":
      for (let attempt = 0; attempt < 30; attempt++) {
        const candidate = draw(ast.from, next, depth)
        if (candidate !== failed && Option.isNone(ast.filter(candidate, {}, ast))) return candidate
      }
      return failed
    case "Suspend":
      return depth > 3 ? failed : draw(ast.f(), next, depth + 1)
    case "Union": {
      const members = depth > 3 ? ast.types.filter((t) => t._tag !== "Suspend") : ast.types
      return members.length === 0 ? failed : draw(pick(members), next, depth)
    }
    case "TupleType": {
      const [rest] = ast.rest
      if (rest === undefined || ast.elements.length > 0) return failed
      const items = Array.from({ length: Math.floor(next() * 4) }, () => draw(rest.type, next, depth + 1))
      return items.includes(failed) ? failed : items
    }
    case "TypeLiteral": {
      const out: Record<string, unknown> = {}
      for (const p of ast.propertySignatures) {
        if (p.isOptional && next() < 0.3) continue
        const value = draw(p.type, next, depth + 1)
        if (value === failed) return failed
        out[String(p.name)] = value
      }
      return out
    }
    default:
      return failed
  }
}

/** The value with an undeclared property added to every object inside it. */
const withExtras = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withExtras)
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = { extra_no_declarado: "x" }
    for (const [k, v] of Object.entries(value)) out[k] = withExtras(v)
    return out
  }
  return value
}

/** The value with its first string, number or boolean leaf swapped for one of another type. */
const broken = (value: unknown): { readonly value: unknown; readonly changed: boolean } => {
  if (typeof value === "string" || typeof value === "boolean") return { value: 12345, changed: true }
  if (typeof value === "number") return { value: "no es número", changed: true }
  if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) {
      const inner = broken(value[i])
      if (inner.changed) return { value: value.map((v, j) => (j === i ? inner.value : v)), changed: true }
    }
  if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) {
      const inner = broken(v)
      if (inner.changed) return { value: { ...value, [k]: inner.value }, changed: true }
    }
  return { value, changed: false }
}

/** The value with every string padded with spaces and every number made -0.5: what Trim, Int and ranges refuse. */
const strained = (value: unknown): unknown => {
  if (typeof value === "string") return ` ${value} `
  if (typeof value === "number") return -0.5
  if (Array.isArray(value)) return value.map(strained)
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strained(v)]))
  return value
}

const answers = contract.map((endpoint) => ({ name: endpoint.name, schema: endpoint.response as Any }))
const built = answers.flatMap((a) => {
  const encode = plainEncoder(a.schema.ast)
  return encode === undefined ? [] : [{ ...a, encode }]
})

describe("built answer encoder", () => {
  it("takes most of the contract's answer schemas", () => {
    expect(built.length, `${built.length} of ${answers.length}`).toBeGreaterThan((answers.length * 3) / 4)
  })

  it("encodes what effect encodes and refuses what it refuses, on every answer schema it takes", () => {
    let accepted = 0
    for (const { name, schema, encode } of built) {
      const theirs = Schema.encodeEither(schema)
      const next = random(name.length * 7919)
      const type = AST.typeAST(schema.ast)
      for (let i = 0; i < 16; i++) {
        const sample = draw(type, next, 0)
        if (sample === failed) continue
        for (const value of [sample, withExtras(sample), broken(sample).value, strained(sample)]) {
          const expected = theirs(value)
          if (Either.isRight(expected)) {
            accepted += 1
            expect(encode(value), name).toEqual(expected.right)
          } else expect(encode(value), `${name}: effect refused ${JSON.stringify(value)?.slice(0, 200)}`).toBe(notPlain)
        }
      }
    }
    // Not a comparison of refusals alone: most drawn values are answers effect accepts.
    expect(accepted).toBeGreaterThan(built.length * 8)
  })
})
