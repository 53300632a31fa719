import type { JSONSchema, Schema } from "effect"
import { apiPrefix } from "../../domain/api/paths"
import { type Access, type AnyEndpoint, ErrorBody } from "../../domain/api/endpoint"
import { jsonSchemaOf, openApiPath, parametersOf } from "./openapi-parameters"
import { jsonBodyMaxBytes, sizeText } from "../../domain/size-limits"

// OpenAPI 3.1 generated from the endpoint list the server routes: the same schemas the server
// decodes with and the SPA encodes with, so the document cannot drift from the code.

type JsonObject = { [key: string]: unknown }

const accessText = (access: Access): string => {
  switch (access._tag) {
    case "Public":
      return "Pública: no requiere sesión."
    case "Session":
      return "Requiere una sesión válida (token Bearer)."
    case "Keys":
      return `Requiere una sesión válida y que el perfil tenga al menos una de estas claves: ${access.keys.join(", ")}.`
    case "Kiosk":
      return "Requiere una sesión del kiosko de autoservicio (token Bearer de POST /kiosko/login); un token del personal no la abre."
  }
}

const jsonContent = (schema: JsonObject) => ({ "application/json": { schema } })

const errorResponse = (description: string, errorRef: JsonObject) => ({ description, content: jsonContent(errorRef) })

export const openApiDocument = (version: string, contract: ReadonlyArray<AnyEndpoint>): JsonObject => {
  const definitions: Record<string, JSONSchema.JsonSchema7> = {}
  const toSchema = (schema: Schema.Schema.AnyNoContext): JsonObject => jsonSchemaOf(schema.ast, definitions)
  const errorRef = toSchema(ErrorBody)

  const operation = (endpoint: AnyEndpoint): JsonObject => {
    const secured = endpoint.access._tag !== "Public"
    const responses: JsonObject = {
      "200": { description: "Respuesta correcta", content: jsonContent(toSchema(endpoint.response)) },
      "400": errorResponse("Solicitud no válida (JSON mal formado o campos incorrectos)", errorRef),
    }
    if (secured) responses["401"] = errorResponse("Sin sesión válida", errorRef)
    if (endpoint.access._tag === "Keys") responses["403"] = errorResponse("El perfil no tiene la clave requerida", errorRef)
    if (endpoint.name === "login") {
      responses["401"] = errorResponse("Acceso incorrecto", errorRef)
      responses["403"] = errorResponse("No tiene permisos asignados", errorRef)
      responses["429"] = errorResponse("Demasiados intentos fallidos", errorRef)
    }
    if (endpoint.method === "POST" && endpoint.upload !== undefined) responses["413"] = errorResponse(`Archivo mayor a ${sizeText(endpoint.upload.maxBytes)}`, errorRef)
    else if (endpoint.method === "POST") {
      responses["413"] = errorResponse(`Cuerpo mayor a ${sizeText(jsonBodyMaxBytes)}`, errorRef)
      responses["415"] = errorResponse("El cuerpo no se envió como application/json", errorRef)
    }
    responses["500"] = errorResponse("Error del servidor (sin detalles)", errorRef)
    const parameters = parametersOf(endpoint, definitions)
    return {
      operationId: endpoint.name,
      summary: endpoint.summary,
      description: accessText(endpoint.access),
      "x-permission":
        endpoint.access._tag === "Keys" ? { access: "Keys", keys: [...endpoint.access.keys] } : { access: endpoint.access._tag, keys: [] },
      security: secured ? [{ bearer: [] }] : [],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(endpoint.method === "POST" ? { requestBody: { required: true, content: jsonContent(toSchema(endpoint.request)) } } : {}),
      responses,
    }
  }

  const paths: Record<string, Record<string, JsonObject>> = {}
  for (const endpoint of contract) {
    const path = `${apiPrefix}${openApiPath(endpoint.path)}`
    paths[path] = { ...(paths[path] ?? {}), [endpoint.method.toLowerCase()]: operation(endpoint) }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Capital Humano API",
      version,
      description: "Todas las respuestas usan el sobre { error, message, result }; los rechazos son 4xx con error: true y un mensaje en español.",
    },
    paths,
    components: {
      schemas: definitions,
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "Token opaco devuelto por /api/login" } },
    },
  }
}
