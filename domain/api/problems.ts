import { ParseResult } from "effect"

// Turns a schema decoding failure into Spanish lines for the 400 answer and for forms.
// A message annotated on the schema (the specification's texts) is kept as it is; effect's default English
// texts are replaced, so no English ever reaches a user.

/**
 * One problem of a refused request and the field it is about: its path in the request as
 * `a.b.0.c` (the body's own field names, never translated), "" when it is about the whole body.
 * The specification's messages stay word for word ("La clave es requerido"), so the field goes
 * beside the text rather than into it.
 */
export interface FieldProblem {
  readonly campo: string
  readonly mensaje: string
}

const fieldName = (path: ReadonlyArray<PropertyKey>): string =>
  path.length === 0 ? "el cuerpo de la solicitud" : `«${path.map(String).join(".")}»`

const isDefaultMessage = (message: string): boolean =>
  /^(Expected|Is missing|is unexpected|is forbidden|Unexpected|Missing)/i.test(message)

const messageOf = (issue: ParseResult.ArrayFormatterIssue): string => {
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
}

const isGeneric = (issue: ParseResult.ArrayFormatterIssue): boolean => issue._tag === "Type" && isDefaultMessage(issue.message)

export const fieldProblemsOf = (error: ParseResult.ParseError): ReadonlyArray<FieldProblem> => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => ({ issue, campo: issue.path.map(String).join(".") }))
  // A nullable field's value fails both members of its union: the text's own message says what
  // is wrong, and the null member's "not valid" beside it would only repeat it vaguely.
  const explained = new Set(issues.filter(({ issue }) => issue._tag !== "Missing" && !isGeneric(issue)).map(({ campo }) => campo))
  return issues
    .filter(({ issue, campo }) => !(isGeneric(issue) && explained.has(campo)))
    .map(({ issue, campo }) => ({ campo, mensaje: messageOf(issue) }))
}

export const problemsOf = (error: ParseResult.ParseError): ReadonlyArray<string> => fieldProblemsOf(error).map((p) => p.mensaje)
