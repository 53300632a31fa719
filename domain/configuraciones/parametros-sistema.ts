import { Schema } from "effect"
import { loanParameterNames } from "../rules/loan-limits"

// The system parameters, one row for the whole installation. Numbers travel as JSON
// numbers (null when not set); the form keeps text and checks it with `parameterProblem` below,
// The server with the same bounds in the schema, so both refuse the same values.

/** How a numeric parameter is bounded: counts are whole and >= 0, percentages 0 to 100. */
export type NumberKind = "count" | "percent" | "amount"

export interface NumberField {
  readonly field: NumericParameter
  readonly label: string
  readonly kind: NumberKind
  readonly tab: "generales" | "prestamos"
}

export const numericParameters = [
  "digitos_id_persona",
  "meses_vacas",
  "limite_responsiva",
  "min_objetivo",
  "max_objetivo",
  "min_dias_vaca",
  "eva_dias_sueldo",
  ...loanParameterNames,
] as const
export type NumericParameter = (typeof numericParameters)[number]

export const textParameters = ["serie_persona", "bd_nomina", "n_responsabilidad_pjfi", "n_cuenta_correo", "clave_responsable"] as const
export type TextParameter = (typeof textParameters)[number]

/** Labels and bounds of every numeric field, in screen order (SPEC 3.3 labels, word for word). */
export const numberFields: ReadonlyArray<NumberField> = [
  { field: "digitos_id_persona", label: "Digitos para ID persona", kind: "count", tab: "generales" },
  { field: "meses_vacas", label: "Meses cumplidos para vacaciones anticipadas", kind: "count", tab: "generales" },
  { field: "limite_responsiva", label: "Límite de responsiva", kind: "amount", tab: "generales" },
  { field: "min_objetivo", label: "Mínimo de objetivos a cargar", kind: "count", tab: "generales" },
  { field: "max_objetivo", label: "Máximo de objetivos a cargar", kind: "count", tab: "generales" },
  { field: "min_dias_vaca", label: "Máximo de días para vacaciones normales", kind: "count", tab: "generales" },
  { field: "eva_dias_sueldo", label: "Días de sueldo, Evaluaciones", kind: "count", tab: "generales" },
  { field: "tope_prestamo", label: "Tope de préstamo", kind: "amount", tab: "prestamos" },
  { field: "cuota_pres_sem", label: "Cuotas semanales", kind: "count", tab: "prestamos" },
  { field: "des_pres_sem", label: "Descuento semanales", kind: "percent", tab: "prestamos" },
  { field: "cuota_pres_quin", label: "Cuotas quincenales", kind: "count", tab: "prestamos" },
  { field: "des_pres_quin", label: "Descuento quincenales", kind: "percent", tab: "prestamos" },
  { field: "cuota_pres_men", label: "Cuotas mensuales", kind: "count", tab: "prestamos" },
  { field: "des_pres_men", label: "Descuento mensuales", kind: "percent", tab: "prestamos" },
  { field: "prestamos_mes_emp", label: "No. Préstamos por empresa mensual", kind: "count", tab: "prestamos" },
  { field: "prestamos_ano_trab", label: "No. Préstamos por empleado anual", kind: "count", tab: "prestamos" },
  { field: "tasa_int_clave", label: "Tasa de interés persona clave", kind: "percent", tab: "prestamos" },
  { field: "tasa_int_noclave", label: "Tasa de interés persona no clave", kind: "percent", tab: "prestamos" },
  { field: "tope_max_veces", label: "Tope máximo en veces", kind: "amount", tab: "prestamos" },
]

export const numberMessages: { readonly [K in NumberKind]: string } = {
  count: "Ingrese un número entero mayor o igual a 0",
  percent: "Ingrese un número entre 0 y 100",
  amount: "Ingrese un número mayor o igual a 0",
}
export const objetivosMessage = "El mínimo de objetivos no puede ser mayor que el máximo"

/** Amounts and counts have a ceiling too, so a typo of extra digits is caught. */
const maximumOf: { readonly [K in NumberKind]: number } = { count: 1_000_000, percent: 100, amount: 1_000_000_000 }

const kindOf = (field: NumericParameter): NumberKind => numberFields.find((f) => f.field === field)!.kind

const numberSchema = (kind: NumberKind): Schema.Schema<number> => {
  const base = kind === "count" ? Schema.Number.pipe(Schema.int({ message: () => numberMessages[kind] })) : Schema.Number
  return base.pipe(
    Schema.finite({ message: () => numberMessages[kind] }),
    Schema.between(0, maximumOf[kind], { message: () => numberMessages[kind] }),
  )
}

/** Whether a form text is a valid value of a numeric field ('' means not set). */
export const parameterProblem = (field: NumericParameter, text: string): string | null => {
  const trimmed = text.trim()
  if (trimmed === "") return null
  const kind = kindOf(field)
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return numberMessages[kind]
  const value = Number(trimmed)
  if (kind === "count" && !Number.isInteger(value)) return numberMessages[kind]
  return value > maximumOf[kind] ? numberMessages[kind] : null
}

const numericFields = Object.fromEntries(numericParameters.map((f) => [f, Schema.NullOr(numberSchema(kindOf(f)))])) as unknown as {
  readonly [K in NumericParameter]: Schema.NullOr<Schema.Schema<number>>
}

const text = (max: number) => Schema.String.pipe(Schema.maxLength(max))

/** The stored parameters as the page shows them. `logo` is the version of the stored logo, or null. */
export const SystemParameters = Schema.Struct({
  serie_persona: text(10),
  bd_nomina: text(100),
  id_responsabilidad_pjfi: Schema.NullOr(Schema.Int),
  n_responsabilidad_pjfi: Schema.String,
  id_cuenta_correo: Schema.NullOr(Schema.String),
  n_cuenta_correo: Schema.String,
  clave_responsable: Schema.String,
  bolsa_conecta: Schema.Literal("1", "0"),
  logo: Schema.NullOr(Schema.String),
  ...numericFields,
}).pipe(
  Schema.filter((p) => (p.min_objetivo === null || p.max_objetivo === null || p.min_objetivo <= p.max_objetivo ? true : objetivosMessage)),
)
export type SystemParameters = typeof SystemParameters.Type

/**
 * What the page saves (all parameter fields plus mode). The names of the pickers and
 * the read-only clave_responsable are the server's to fill; the logo has its own calls.
 */
export const SaveSystemParameters = Schema.Struct({
  mode: Schema.Literal("add", "edit"),
  serie_persona: text(10),
  bd_nomina: text(100),
  id_responsabilidad_pjfi: Schema.NullOr(Schema.Int),
  id_cuenta_correo: Schema.NullOr(Schema.String.pipe(Schema.maxLength(4))),
  bolsa_conecta: Schema.Literal("1", "0"),
  ...numericFields,
}).pipe(
  Schema.filter((p) => (p.min_objetivo === null || p.max_objetivo === null || p.min_objetivo <= p.max_objetivo ? true : objetivosMessage)),
)
export type SaveSystemParameters = typeof SaveSystemParameters.Type

/** The logo is a JPEG or PNG; we also cap it at 2 MB. */
export const logoTypes = ["image/jpeg", "image/png"] as const
export const logoMaxBytes = 2 * 1024 * 1024

/** The multipart upload as the server decodes it: the one part named 'file'. */
export const UploadedFile = Schema.Struct({
  name: Schema.String,
  type: Schema.String,
  bytes: Schema.Uint8ArrayFromSelf.annotations({ jsonSchema: { type: "string", format: "binary" } }),
})
export type UploadedFile = typeof UploadedFile.Type
