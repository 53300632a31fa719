import { JSONSchema, SchemaAST } from "effect"
import { type AnyEndpoint, pathParams } from "../../domain/api/endpoint"

// The path and query parameters of an operation, read from the request schema the server decodes
// with: path names come from the endpoint's path, a query GET's fields from its request struct.
// Every list's `buscar`, `pagina`, `por_pagina`, `orden`, `direccion` and filters are declared
// this way, so a generated client can page and search without per-endpoint work.

type JsonObject = { [key: string]: unknown }
type Definitions = Record<string, JSONSchema.JsonSchema7>

/** An AST as JSON Schema, its named schemas kept in `definitions` (the document's components). */
export const jsonSchemaOf = (ast: SchemaAST.AST, definitions: Definitions): JsonObject =>
  JSONSchema.fromAST(ast, { definitions, definitionPath: "#/components/schemas/", target: "openApi3.1" }) as unknown as JsonObject

/** The OpenAPI form of a contract path: `/perfiles/:id` is `/perfiles/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, "{$1}")

const scalarTypes = new Set(["string", "number", "integer", "boolean"])
const isScalar = (value: unknown): boolean => value === null || ["string", "number", "boolean"].includes(typeof value)

// A parameter is text on the wire, so a schema is only usable when it describes one value a
// client can write as text (a number, a literal, a pattern).
const describesScalar = (schema: JsonObject): boolean =>
  (typeof schema.type === "string" && scalarTypes.has(schema.type)) || (Array.isArray(schema.enum) && schema.enum.every(isScalar))

/** A query's fields as the client sends them (a refined or transformed struct's encoded side). */
const queryFieldsOf = (endpoint: AnyEndpoint, ast: SchemaAST.AST): ReadonlyArray<SchemaAST.PropertySignature> => {
  switch (ast._tag) {
    case "TypeLiteral":
      if (ast.indexSignatures.length > 0) throw new Error(`OpenAPI: the query of ${endpoint.name} has an index signature; name its fields`)
      return ast.propertySignatures
    case "Refinement":
    case "Transformation":
      return queryFieldsOf(endpoint, ast.from)
    default:
      throw new Error(`OpenAPI: the query of ${endpoint.name} is not a struct (${ast._tag}); its parameters cannot be declared`)
  }
}

/** The request field a path parameter fills, looked for in every member of a union body. */
const pathFieldOf = (ast: SchemaAST.AST, name: string): SchemaAST.PropertySignature | undefined => {
  switch (ast._tag) {
    case "TypeLiteral":
      return ast.propertySignatures.find((f) => f.name === name)
    case "Refinement":
    case "Transformation":
      return pathFieldOf(ast.from, name)
    case "Union":
      return ast.types.map((member) => pathFieldOf(member, name)).find((f) => f !== undefined)
    default:
      return undefined
  }
}

const propertySchema = (field: SchemaAST.PropertySignature, ast: SchemaAST.AST, definitions: Definitions): JsonObject | undefined => {
  const properties = jsonSchemaOf(ast, definitions).properties as Record<string, JsonObject> | undefined
  return properties?.[String(field.name)]
}

/**
 * The value's schema: the decoded side when it is a plain value (`pagina` is an integer from 1,
 * `por_pagina` one of the page sizes), else the text the server parses.
 */
const valueSchema = (field: SchemaAST.PropertySignature, definitions: Definitions): JsonObject => {
  const alone = new SchemaAST.TypeLiteral([field], [])
  let decoded: JsonObject | undefined
  try {
    // Its own definitions: a decoded side that is not used must leave no component behind.
    decoded = propertySchema(field, SchemaAST.typeAST(alone), {})
  } catch {
    // A decoded value JSON Schema cannot state (a Date, a class) is described by its text below.
    decoded = undefined
  }
  if (decoded !== undefined && describesScalar(decoded)) return decoded
  return propertySchema(field, alone, definitions) ?? { type: "string" }
}

const parameter = (field: SchemaAST.PropertySignature, where: "path" | "query", definitions: Definitions): JsonObject => {
  // The field's own description wins: effect's decoded side drops the annotations of a field.
  const own = SchemaAST.getDescriptionAnnotation(field)
  const found = valueSchema(field, definitions)
  const schema = own._tag === "Some" ? { ...found, description: own.value } : found
  return {
    name: String(field.name),
    in: where,
    required: where === "path" || !field.isOptional,
    ...(typeof schema.description === "string" ? { description: schema.description } : {}),
    schema,
  }
}

/** The operation's `parameters`: its path's, then, for a GET read from the query string, the rest of its request. */
export const parametersOf = (endpoint: AnyEndpoint, definitions: Definitions): ReadonlyArray<JsonObject> => {
  const inPath = pathParams(endpoint.path)
  const path = inPath.map((name) =>
    parameter(pathFieldOf(endpoint.request.ast, name) ?? new SchemaAST.PropertySignature(name, SchemaAST.stringKeyword, false, true), "path", definitions),
  )
  const query =
    endpoint.method === "GET" && endpoint.query === true
      ? queryFieldsOf(endpoint, endpoint.request.ast)
          .filter((f) => !inPath.includes(String(f.name)))
          .map((f) => parameter(f, "query", definitions))
      : []
  return [...path, ...query]
}
