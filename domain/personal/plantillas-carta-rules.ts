import { type FilledTemplate, placeholderTemplates } from "../rules/placeholder-template"

// The letter templates' filler (DOMAIN-MX 4.5): a template is plain text in which `{name}` stands
// for one of the employee's or the company's facts ({n_empleado}, {f_ingreso}, {rfc_empresa}...),
// filled by the documents' one engine (domain/rules/placeholder-template.ts: text only, an
// allowlist, one pass); `fillTemplateStrict` refuses a template naming an unknown fact.

/** Every placeholder a template may use, with what it stands for (shown to whoever edits one). */
export const letterPlaceholderNames = {
  n_empleado: "Nombre completo del colaborador",
  num_empleado: "Número de colaborador",
  curp: "CURP del colaborador",
  rfc: "RFC del colaborador",
  nss: "NSS del colaborador",
  n_puesto: "Puesto",
  n_depto: "Departamento",
  n_centro_trabajo: "Centro de trabajo",
  f_ingreso: "Fecha de ingreso",
  f_antiguedad: "Fecha de antigüedad",
  f_baja: "Fecha de baja",
  antiguedad: "Antigüedad (años, meses y días)",
  salario_diario: "Salario diario",
  salario_mensual: "Salario mensual (salario diario × 30.4)",
  salario_mensual_letra: "Salario mensual con letra",
  n_empresa: "Razón social de la empresa",
  rfc_empresa: "RFC de la empresa",
  registro_patronal: "Registro patronal",
  domicilio_empresa: "Domicilio fiscal de la empresa",
  f_emision: "Fecha de emisión",
  dirigido_a: "Destinatario",
} as const

export type LetterPlaceholder = keyof typeof letterPlaceholderNames

const letters = placeholderTemplates(letterPlaceholderNames)

export const letterPlaceholderList: ReadonlyArray<LetterPlaceholder> = letters.names

/** The values to fill in, by name; a missing or null one prints as an empty text. */
export type LetterValues = Partial<Readonly<Record<LetterPlaceholder, string | null>>>

/** The template with its known placeholders filled in; unknown ones kept and listed. */
export const fillTemplate = (template: string, values: LetterValues): FilledTemplate => letters.fill(template, values)

/** The unknown `{names}` of a template (empty when every one is a placeholder). */
export const unknownPlaceholders = (template: string): ReadonlyArray<string> => letters.unknown(template)

/** The message that refuses a template using an unknown placeholder. */
export const unknownPlaceholderMessage = (unknown: ReadonlyArray<string>): string =>
  unknown.length === 1 ? `La plantilla usa un dato desconocido: ${unknown[0]}` : `La plantilla usa datos desconocidos: ${unknown.join(", ")}`

/** The filled text, or the message refusing the template when it holds an unknown placeholder. */
export const fillTemplateStrict = (template: string, values: LetterValues): { readonly text: string } | { readonly problem: string } => {
  const filled = fillTemplate(template, values)
  return filled.unknown.length === 0 ? { text: filled.text } : { problem: unknownPlaceholderMessage(filled.unknown) }
}
