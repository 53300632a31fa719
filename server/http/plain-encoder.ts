import { Either, Option, type SchemaAST as AST } from "effect"

// Most answer schemas are strings, numbers, literals, nulls, arrays, structs, unions and
// refinements of them, with synchronous transformations (Trim, compositions) here and there. For
// those, one function is built from the schema once: it checks each value, copies only the
// declared properties (effect's default drops excess ones) and runs each transformation's own
// encode step, in effect's order (the type side, the step, the encoded side). Effect's encoder
// walks its parser per node: the org chart's 5,000 positions took 14 to 18 ms to encode, the
// built function about 2. Anything else (a declaration, an index signature, a struct-level
// transformation) leaves the schema to effect's encoder; so does a value that fails the check or
// a step that is not synchronous, so an error is always effect's own. A unit test holds this to
// effect's encoder on every answer schema it takes.

/** A failed check; the caller then asks effect's encoder, for its error. */
export const notPlain: unique symbol = Symbol("notPlain")
type Encode = (input: unknown) => unknown

const noOptions: AST.ParseOptions = {}

/** The built function for a schema's AST, or undefined when any part of it is not plain. */
export const plainEncoder = (ast: AST.AST): Encode | undefined => {
  const built = new Map<AST.AST, Encode>()
  let plain = true

  const build = (node: AST.AST): Encode => {
    const known = built.get(node)
    if (known !== undefined) return known
    // Registered before its parts are built, so a recursive schema (a Suspend) reaches itself
    // through this forwarder; once built, every later reference calls the function directly.
    let inner: Encode = () => notPlain
    built.set(node, (input) => inner(input))
    inner = make(node)
    built.set(node, inner)
    return inner
  }

  const make = (node: AST.AST): Encode => {
    switch (node._tag) {
      case "StringKeyword":
        return (input) => (typeof input === "string" ? input : notPlain)
      case "NumberKeyword":
        return (input) => (typeof input === "number" ? input : notPlain)
      case "BooleanKeyword":
        return (input) => (typeof input === "boolean" ? input : notPlain)
      case "UndefinedKeyword":
        return (input) => (input === undefined ? input : notPlain)
      case "UnknownKeyword":
        return (input) => input
      case "Literal": {
        const literal = node.literal
        return (input) => (input === literal ? input : notPlain)
      }
      case "Refinement": {
        const from = build(node.from)
        const filter = node.filter
        return (input) => {
          const copy = from(input)
          if (copy === notPlain) return notPlain
          return Option.isNone(filter(copy, noOptions, node)) ? copy : notPlain
        }
      }
      case "Transformation": {
        const step = node.transformation
        if (step._tag === "TypeLiteralTransformation") break
        const encodeTo = build(node.to)
        const encodeFrom = build(node.from)
        if (step._tag === "ComposeTransformation")
          return (input) => {
            const value = encodeTo(input)
            return value === notPlain ? notPlain : encodeFrom(value)
          }
        const encodeStep = step.encode
        return (input) => {
          const value = encodeTo(input)
          if (value === notPlain) return notPlain
          const stepped: unknown = encodeStep(value, noOptions, node, input)
          return Either.isEither(stepped) && Either.isRight(stepped) ? encodeFrom(stepped.right) : notPlain
        }
      }
      case "Suspend":
        return build(node.f())
      case "Union": {
        const members = node.types.map(build)
        return (input) => {
          for (const member of members) {
            const copy = member(input)
            if (copy !== notPlain) return copy
          }
          return notPlain
        }
      }
      case "TupleType": {
        if (node.elements.length > 0 || node.rest.length !== 1) break
        const [restType] = node.rest
        if (restType === undefined) break
        const item = build(restType.type)
        return (input) => {
          if (!Array.isArray(input)) return notPlain
          const out = new Array<unknown>(input.length)
          for (let i = 0; i < input.length; i++) {
            const copy = item(input[i])
            if (copy === notPlain) return notPlain
            out[i] = copy
          }
          return out
        }
      }
      case "TypeLiteral": {
        if (node.indexSignatures.length > 0) break
        const fields = node.propertySignatures.map((p) => ({ name: p.name, optional: p.isOptional, encode: build(p.type) }))
        if (fields.some((f) => typeof f.name !== "string")) break
        return (input) => {
          if (typeof input !== "object" || input === null || Array.isArray(input)) return notPlain
          const record = input as Record<string, unknown>
          const out: Record<string, unknown> = {}
          for (const field of fields) {
            const name = field.name as string
            if (!Object.hasOwn(record, name)) {
              if (field.optional) continue
              return notPlain
            }
            const copy = field.encode(record[name])
            if (copy === notPlain) return notPlain
            out[name] = copy
          }
          return out
        }
      }
      default:
        break
    }
    plain = false
    return () => notPlain
  }

  const encode = build(ast)
  return plain ? encode : undefined
}
