import { compileErrors, validate } from "@readme/openapi-parser"
import { Schema, SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import { contract } from "../../domain/api/contract"
import { type AnyEndpoint, Envelope, endpoint, needsSession, pathParams } from "../../domain/api/endpoint"
import { apiPrefix } from "../../domain/api/paths"
import { openApiDocument } from "../../server/http/openapi"
import { openApiPath, parametersOf } from "../../server/http/openapi-parameters"

// The OpenAPI document is a valid OpenAPI 3.1 document that declares every operation's path and
// query parameters from the contract's request schemas.

interface Parameter {
  readonly name: string
  readonly in: "path" | "query"
  readonly required: boolean
  readonly description?: string
  readonly schema: Readonly<Record<string, unknown>>
}

interface Operation {
  readonly parameters?: ReadonlyArray<Parameter>
}

const document = openApiDocument("0.0.1", contract) as { paths: Record<string, Record<string, Operation>> }
const operationOf = (e: AnyEndpoint): Operation | undefined => document.paths[`${apiPrefix}${openApiPath(e.path)}`]?.[e.method.toLowerCase()]
const byName = (name: string): AnyEndpoint => {
  const found = contract.find((e) => e.name === name)
  if (found === undefined) throw new Error(`no endpoint ${name}`)
  return found
}

const testEndpoint = (path: string, request: Schema.Schema.AnyNoContext): AnyEndpoint =>
  endpoint({ name: "prueba", method: "GET", path, summary: "", access: needsSession, writes: false, query: true, request, response: Envelope(Schema.Null) })

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0])
    expect(result.valid ? "" : compileErrors(result)).toBe("")
    expect(result.specification).toBe("OpenAPI")
  })

  it("declares every path parameter, and every field of a query GET as a query parameter", () => {
    for (const e of contract) {
      const parameters = operationOf(e)?.parameters ?? []
      const inPath = pathParams(e.path)
      expect(parameters.filter((p) => p.in === "path").map((p) => p.name), e.name).toEqual(inPath)
      const ast = e.request.ast
      const fields = e.method === "GET" && e.query === true && SchemaAST.isTypeLiteral(ast) ? ast.propertySignatures.map((f) => String(f.name)) : []
      expect(parameters.filter((p) => p.in === "query").map((p) => p.name), e.name).toEqual(fields.filter((f) => !inPath.includes(f)))
    }
  })

  it("types a list's paging, search, order and filters from its query schema", () => {
    const parameters = operationOf(byName("listarPuestos"))?.parameters ?? []
    const named = (name: string) => parameters.find((p) => p.name === name)
    expect(named("pagina")).toMatchObject({ in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 10_000_000 } })
    expect(named("por_pagina")).toMatchObject({ required: false, schema: { enum: [5, 10, 15, 20, 50, 100] } })
    expect(named("buscar")).toMatchObject({ required: false, schema: { type: "string", maxLength: 100 } })
    expect(named("buscar")?.description).toBe("Texto a buscar, sin distinguir acentos ni mayúsculas.")
    expect(named("direccion")?.schema.enum).toEqual(["asc", "desc"])
    expect(named("orden")?.schema.enum).toEqual(["id_puesto", "n_puesto", "n_depto", "n_nivel_puesto", "plazas_autorizadas", "plazas_ocupadas"])
    expect(named("id_depto")).toMatchObject({ required: false, description: "Filtro por Departamento.", schema: { type: "string", maxLength: 100 } })
    expect(operationOf(byName("leerPuestos"))?.parameters).toMatchObject([{ name: "id", in: "path", required: true, schema: { type: "string", maxLength: 300 } }])
  })

  it("describes a value JSON Schema cannot state by the text the server parses", () => {
    const request = Schema.Struct({ id: Schema.NumberFromString, desde: Schema.optional(Schema.Date), dias: Schema.NumberFromString })
    const definitions = {}
    expect(parametersOf(testEndpoint("/prueba/:id", request), definitions)).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "number" } },
      { name: "desde", in: "query", required: false, schema: { $ref: "#/components/schemas/Date" } },
      { name: "dias", in: "query", required: true, schema: { type: "number" } },
    ])
    expect(definitions).toEqual({ Date: { type: "string", description: "a string to be decoded into a Date" } })
  })

  it("refuses a query it cannot declare field by field", () => {
    const union = Schema.Union(Schema.Struct({ a: Schema.String }), Schema.Struct({ b: Schema.String }))
    expect(() => parametersOf(testEndpoint("/prueba", union), {})).toThrow(/prueba.*not a struct/)
  })
})
