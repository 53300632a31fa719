import { Arbitrary, Either, FastCheck, Option, ParseResult, Schema, SchemaAST } from "effect"
import type { AnyEndpoint } from "../../../domain/api/endpoint"

// Requests generated from an endpoint's own request schema (effect/Arbitrary over fast-check),
// encoded to what goes over the wire.

/** Whether the endpoint takes a multipart upload instead of a JSON body. */
export const takesUpload = (endpoint: AnyEndpoint): boolean => (endpoint as { readonly upload?: unknown }).upload !== undefined

const jsonSafe = (value: unknown): boolean => {
  try {
    const text = JSON.stringify(value)
    return text !== undefined && JSON.stringify(JSON.parse(text)) === text
  } catch {
    return false
  }
}

/**
 * The schema without its hand-written filters (an e-mail pattern checked in a predicate, two
 * fields that must match): fast-check can only meet those by retrying, and an e-mail predicate
 * is met by no random string, so generation would spin forever. Filters effect knows (lengths,
 * patterns, ranges) stay: its arbitraries build them in. Requests breaking a dropped filter are
 * simply refused, which the suite checks too.
 */
const withoutCustomFilters = (ast: SchemaAST.AST): SchemaAST.AST => {
  switch (ast._tag) {
    case "Refinement": {
      const from = withoutCustomFilters(ast.from)
      const known = Option.isSome(SchemaAST.getSchemaIdAnnotation(ast)) || Option.isSome(SchemaAST.getAnnotation(ast, SchemaAST.ArbitraryAnnotationId))
      return known ? new SchemaAST.Refinement(from, ast.filter, ast.annotations) : from
    }
    case "TypeLiteral":
      return new SchemaAST.TypeLiteral(
        ast.propertySignatures.map((p) => new SchemaAST.PropertySignature(p.name, withoutCustomFilters(p.type), p.isOptional, p.isReadonly, p.annotations)),
        ast.indexSignatures,
        ast.annotations,
      )
    case "Union":
      return SchemaAST.Union.make(ast.types.map(withoutCustomFilters), ast.annotations)
    case "TupleType":
      return new SchemaAST.TupleType(
        ast.elements.map((e) => new SchemaAST.OptionalType(withoutCustomFilters(e.type), e.isOptional, e.annotations)),
        ast.rest.map((r) => new SchemaAST.Type(withoutCustomFilters(r.type), r.annotations)),
        ast.isReadonly,
        ast.annotations,
      )
    case "Transformation":
      return new SchemaAST.Transformation(withoutCustomFilters(ast.from), withoutCustomFilters(ast.to), ast.transformation, ast.annotations)
    default:
      return ast
  }
}

/**
 * Up to `count` encoded requests valid for the schema (same seed, same requests). A schema whose
 * refinements fast-check cannot satisfy answers what it can: its encoded shape.
 */
export const validRequests = (endpoint: AnyEndpoint, count: number, seed = 7): ReadonlyArray<unknown> => {
  const schema = Schema.make(withoutCustomFilters(endpoint.request.ast))
  const encode = Schema.encodeUnknownSync(schema)
  try {
    const samples = FastCheck.sample(Arbitrary.make(schema), { numRuns: count, seed })
    return samples.flatMap((value) => {
      try {
        const wire = encode(value)
        return jsonSafe(wire) ? [wire] : []
      } catch {
        return []
      }
    })
  } catch {
    try {
      return FastCheck.sample(Arbitrary.make(Schema.encodedSchema(schema)), { numRuns: count, seed }).filter(jsonSafe)
    } catch {
      return [{}]
    }
  }
}

/** Values that pass the usual hand-written filters (an e-mail, a strong password, a flag...). */
const fillers: ReadonlyArray<unknown> = ["usuario.prueba@demo.mx", "Clave.Segura-2026", "1", "0", 1, "ADMIN", "GLOBAL", "rh", "2026-01-01", "Texto"]

/** The top-level fields the schema refuses in this value. */
const failingFields = (endpoint: AnyEndpoint, value: Record<string, unknown>): ReadonlyArray<string> => {
  const result = Schema.decodeUnknownEither(endpoint.request, { errors: "all", onExcessProperty: "error" })(value)
  if (Either.isRight(result)) return []
  return [...new Set(ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => String(i.path[0] ?? "")))]
}

/**
 * One request the endpoint's own schema accepts, with `overrides` in place: a generated one whose
 * fields that break a hand-written filter are replaced by the first filler that passes.
 */
export const sampleRequest = (endpoint: AnyEndpoint, overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  // A union request (an update or a delete) may take the overrides in one member only: try a few
  // generated requests and keep the first that the schema accepts with them.
  const candidates = validRequests(endpoint, 8)
  let fallback: Record<string, unknown> | undefined
  for (const generated of candidates.length === 0 ? [{}] : candidates) {
    const value = fixed(endpoint, generated, overrides)
    if (failingFields(endpoint, value).length === 0) return value
    fallback ??= value
  }
  return fallback ?? { ...overrides }
}

const fixed = (endpoint: AnyEndpoint, generated: unknown, overrides: Record<string, unknown>): Record<string, unknown> => {
  const value: Record<string, unknown> = {
    ...(typeof generated === "object" && generated !== null && !Array.isArray(generated) ? (generated as Record<string, unknown>) : {}),
    ...overrides,
  }
  for (let round = 0; round < 3; round++) {
    const failing = failingFields(endpoint, value).filter((f) => f !== "" && !(f in overrides))
    if (failing.length === 0) break
    for (const field of failing) {
      const original = value[field]
      // Two fields that must match (a password and its confirmation) get the same filler.
      const twin = field.endsWith("_confirm") ? field.slice(0, -"_confirm".length) : undefined
      const withCandidate = (candidate: unknown) => ({ ...value, [field]: candidate, ...(twin !== undefined && !(twin in overrides) ? { [twin]: candidate } : {}) })
      const fix = fillers.find((candidate) => !failingFields(endpoint, withCandidate(candidate)).includes(field))
      if (fix === undefined) value[field] = original
      else Object.assign(value, withCandidate(fix))
    }
  }
  return value
}
