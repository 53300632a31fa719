// The letter templates' filler (DOMAIN-MX 4.5): a template is plain text in which `{name}` stands
// for one of the employee's or the company's facts ({n_empleado}, {f_ingreso}, {rfc_empresa}...).
//
// The text is never code and never markup: there is no expression, no condition, no loop and no
// escaping, only a lookup of a known name. The values are inserted as the literal text they are,
// in one pass, so a value that itself looks like a placeholder ("{n_empresa}" typed as a name)
// is not filled again. Names are looked up in a Map built from an allowlist, never as a property
// of an object, so `{constructor}` or `{__proto__}` can reach nothing. A name the template does
// not know is kept as written (a `{{constructor}}` prints as `{{constructor}}`) and reported, so
// a caller may warn about it or, with `fillTemplateStrict`, refuse the template clearly.

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

export const letterPlaceholderList: ReadonlyArray<LetterPlaceholder> = Object.keys(letterPlaceholderNames) as Array<LetterPlaceholder>

/** The values to fill in, by name; a missing or null one prints as an empty text. */
export type LetterValues = Partial<Readonly<Record<LetterPlaceholder, string | null>>>

export interface FilledTemplate {
  /** The text with every known placeholder replaced by its value's literal text. */
  readonly text: string
  /** The `{names}` the template holds that are no placeholder, in order, each once. */
  readonly unknown: ReadonlyArray<string>
}

// `{` + a name + `}`. Names are lower-case snake_case, as every wire field is; anything else in
// braces (`{ }`, `{N_EMPLEADO}`, `{{`) is text and stays text.
const placeholderPattern = /\{([a-z][a-z0-9_]{0,40})\}/g

const known: ReadonlySet<string> = new Set(letterPlaceholderList)

/** The template with its known placeholders filled in; unknown ones kept and listed. */
export const fillTemplate = (template: string, values: LetterValues): FilledTemplate => {
  const given = new Map<string, string>()
  for (const name of letterPlaceholderList) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    given.set(name, value ?? "")
  }
  const unknown: Array<string> = []
  const text = template.replace(placeholderPattern, (whole, name: string) => {
    if (known.has(name)) return given.get(name) ?? ""
    if (!unknown.includes(whole)) unknown.push(whole)
    return whole
  })
  return { text, unknown }
}

/** The unknown `{names}` of a template (empty when every one is a placeholder). */
export const unknownPlaceholders = (template: string): ReadonlyArray<string> => fillTemplate(template, {}).unknown

/** The message that refuses a template using an unknown placeholder. */
export const unknownPlaceholderMessage = (unknown: ReadonlyArray<string>): string =>
  unknown.length === 1 ? `La plantilla usa un dato desconocido: ${unknown[0]}` : `La plantilla usa datos desconocidos: ${unknown.join(", ")}`

/** The filled text, or the message refusing the template when it holds an unknown placeholder. */
export const fillTemplateStrict = (template: string, values: LetterValues): { readonly text: string } | { readonly problem: string } => {
  const filled = fillTemplate(template, values)
  return filled.unknown.length === 0 ? { text: filled.text } : { problem: unknownPlaceholderMessage(filled.unknown) }
}
