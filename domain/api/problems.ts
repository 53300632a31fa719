import { ParseResult } from "effect"

// Turns a schema decoding failure into Spanish lines for the 400 answer and for forms.
// A message annotated on the schema (the specification's texts) is kept as it is; effect's default English
// texts are replaced, so no English ever reaches a user.

const fieldName = (path: ReadonlyArray<PropertyKey>): string =>
  path.length === 0 ? "el cuerpo de la solicitud" : `«${path.map(String).join(".")}»`

const isDefaultMessage = (message: string): boolean =>
  /^(Expected|Is missing|is unexpected|is forbidden|Unexpected|Missing)/i.test(message)

export const problemsOf = (error: ParseResult.ParseError): ReadonlyArray<string> =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => {
    const where = fieldName(issue.path)
    switch (issue._tag) {
      case "Missing":
        return `Falta el campo requerido ${where}`
      case "Unexpected":
        return `El campo ${where} no está permitido`
      case "Forbidden":
        return `El valor de ${where} no se puede validar`
      default:
        return isDefaultMessage(issue.message) ? `El valor de ${where} no es válido` : issue.message
    }
  })
