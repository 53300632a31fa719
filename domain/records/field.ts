import { ParseResult, Schema } from "effect"
import type { ScopedRecord } from "../api/endpoint"
import { clabeProblem } from "../rules/clabe"
import { curpProblem } from "../rules/curp"
import { normalizeIdentifier } from "../rules/identifier-text"
import { nssProblem } from "../rules/nss"
import { normalizePostalCode, postalCodeProblem } from "../rules/postal-code"
import { registroPatronalProblem } from "../rules/registro-patronal"
import { emailPattern } from "../rules/email"
import { isWellFormedText } from "../rules/well-formed-text"
import { rfcProblem, type TipoPersona } from "../rules/rfc"

// One field of a record type, written once: its API value schema (with the Spanish messages),
// how the form's text becomes that value, its label and input kind, and where it shows (key,
// list column, search, sort, export, filter). Everything else about a record page (entity,
// create/update/key schemas, form values and problems, list columns, export columns, SQL
// columns) is derived from these by domain/records/descriptor.ts.

export type FieldKind =
  | "text"
  | "textarea"
  | "password"
  | "integer"
  | "decimal"
  | "money"
  | "percent"
  | "date"
  | "flag"
  | "select"
  | "picker"
  | "rfc"
  | "curp"
  | "nss"
  | "postalCode"
  | "registroPatronal"
  | "clabe"
  | "email"
  | "phone"
  | "image"
  | "file"
  | "rows"

/** Where a select or picker takes its items: an allowlisted catalogue of `POST /get-catalogo`. */
export interface Lookup {
  readonly catalogue: string
  readonly idColumn: string
  readonly labelColumn: string
  /**
   * The items hang from another field of the record (a company's centres, a centre's
   * departments): the list's filter panel offers none until that field has a value, then reads
   * only its items (getRegistroById on `column`), so a panel at 100,000 people never loads every
   * department and puesto. Forms cascade in their page's render.
   */
  readonly parent?: { readonly field: string; readonly column: string }
  /**
   * Choosing an item in a form proposes a value for another field: the item's `column`, read
   * through `as` (a tipo de falta proposes its LFT art. 47 fraction, which stays editable).
   * Nothing is proposed when that column is empty.
   */
  readonly proposes?: { readonly field: string; readonly column: string; readonly as?: (value: string) => string }
  /**
   * In a child row: the derived field of the same row that the server answers with the chosen
   * item's label (a participant's name), so a table of 300 rows shows them without reading a
   * catalogue of 100,000 people. A row whose value the user changes shows the catalogue's label.
   */
  readonly shownBy?: string
}

export interface Choice {
  readonly id: string
  readonly label: string
}

/** A form's value of one field: text for every input, a list of child rows for "rows". */
export type FormValue = string | ReadonlyArray<FormRow>
export type FormRow = Readonly<Record<string, string>>

/** Who or when: created (a create), changed (an update). */
export type StampKind = "created-by" | "created-at" | "changed-by" | "changed-at"

export interface FieldFlags {
  /** Part of the record's key: read-only in edit, sent in the path, unique case-insensitively. */
  readonly key?: boolean
  /** Shown but not changed once the record exists. Keys are always read-only in edit. */
  readonly readOnlyInEdit?: boolean
  /** A list column (in field order). */
  readonly column?: boolean
  /** Matched by the list's `buscar` (accents and case ignored). */
  readonly searchable?: boolean
  /** A valid `orden` of the list. */
  readonly sortable?: boolean
  /** A column of the Excel export. Defaults to `column`. */
  readonly exported?: boolean
  /** A list filter parameter of the same name (exact match, or a range for dates). */
  readonly filter?: boolean
  /** Sent by clients, never answered (passwords). */
  readonly writeOnly?: boolean
  /** Answered, never written: a name joined from another table, a derived figure. */
  readonly derived?: boolean
  /**
   * Written by a create only, which may leave it out (null): a link the page sets when it was
   * reached from elsewhere (the portal request a letter attends). An update never carries it,
   * and the form shows it read-only once the record exists.
   */
  readonly addOnly?: boolean
  /** The record's place in the workplace tree: lists and writes are limited to the caller's role. */
  readonly scope?: ScopedRecord
  /**
   * An audit stamp: who or when the record was created or changed. The platform's create and
   * update write it from the session and the server's clock; it is answered, never sent.
   */
  readonly stamp?: StampKind
  /** Help text under the input. */
  readonly description?: string
}

// The schemas of a field are heterogeneous by design; `Schema.Schema.Any` keeps them typed
// without `any` in our code, and the derived structs recover the precise types.
export interface Field<K extends FieldKind = FieldKind, S extends Schema.Schema.Any = Schema.Schema.Any> extends FieldFlags {
  readonly kind: K
  readonly label: string
  /** The value as the API carries it (decoded on the server, encoded by the SPA). */
  readonly value: S
  /**
   * The value as an answer carries a stored record, where it admits more than a write: a draft
   * kept with fewer rows than its collection's minimum (a hire's contract without beneficiaries
   * until HR adds them) still reads; saving it asks for them.
   */
  readonly stored?: Schema.Schema.Any
  /** The same value read from the form's text (or rows): decoding it gives the field's problems. */
  readonly form: Schema.Schema<Schema.Schema.Type<S>, FormValue>
  /** The form's value of a new record. */
  readonly initial: FormValue
  /** The form's text of a stored value. */
  readonly toForm: (value: Schema.Schema.Type<S> | null | undefined) => FormValue
  readonly maxLength?: number
  readonly lookup?: Lookup
  readonly choices?: ReadonlyArray<Choice>
  /** The child record type of a "rows" field. */
  readonly rows?: ChildDescriptor
  /** Bounds of numeric fields. */
  readonly min?: number
  readonly max?: number
  /** Decimal places a numeric field keeps (money 2). */
  readonly scale?: number
  /** A number read as a code, not a quantity (a year): no thousands separator in its input or its list cell. */
  readonly grouping?: false
  /** Carried only while another field has some values (./field-extras.ts `onlyWhen`). */
  readonly onlyWhen?: Applies
  /** A date the form proposes from another field (./field-extras.ts `proposedFrom`). */
  readonly proposedFrom?: string
}

/** When a field applies, and the messages of its rules: required while it does, refused otherwise. */
export interface Applies {
  readonly field: string
  readonly values: ReadonlyArray<string>
  readonly required: string
  readonly absent: string
}

/** Whether a field applies to a record's values (typed or the form's text): always, without `onlyWhen`. */
export const appliesTo = (f: AnyField, values: Readonly<Record<string, unknown>>): boolean =>
  f.onlyWhen === undefined || f.onlyWhen.values.includes(String(values[f.onlyWhen.field] ?? ""))

/** The textual label of a choice's code; the code itself when it is not one of them. */
export const choiceLabel = (choices: ReadonlyArray<Choice>, code: string): string => choices.find((c) => c.id === code)?.label ?? code

export type AnyField = Field<FieldKind, Schema.Schema.Any>

/** The flags of a builder's options, kept in the field's type so the derived record types see them. */
type FlagsOf<O> = { readonly [K in Extract<keyof O, keyof FieldFlags>]: O[K] }
/** A field's API value: the kind's value, or null as well when the field is optional. */
type Valued<V, O> = O extends { readonly required: string } ? V : V | null

/**
 * A field as a builder answers it: its value's type (`V`, null too when optional) and the flags
 * it was given, so `EntityOf<typeof descriptor>` (domain/records/descriptor.ts) types a record.
 */
export type TypedField<K extends FieldKind, V, O> = Field<K, Schema.Schema<Valued<V, O>>> & FlagsOf<O> & { readonly required: string | undefined }

/** The fields of a child collection (its rows are edited inside the parent's form). */
export interface ChildDescriptor {
  readonly label: string
  /** The row label for one item, e.g. "registro patronal". */
  readonly singular: string
  readonly fields: Readonly<Record<string, AnyField>>
  /** Fields whose values identify a row within its parent (duplicates refused). */
  readonly uniqueBy?: ReadonlyArray<string>
  readonly maxRows?: number
}

// --- Building blocks -------------------------------------------------------------------------

interface Common extends FieldFlags {
  readonly label: string
  /** The message when empty; absent means the field is optional (an empty value is null). */
  readonly required?: string
}

const tooLong = (label: string, max: number) => `${label}: máximo ${max} caracteres`
const invalid = (label: string) => `El valor de ${label} no es válido`

/**
 * A form text into the field's value: empty text is the required message, or null when
 * optional; otherwise `parse` (which may fail with a message) and then the value's own checks.
 */
/** What a field makes of its trimmed, non-empty form text before the value's own checks. */
export type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string }
type Parse = (text: string) => Parsed

const accept: Parse = (text) => ({ ok: true, value: text })

const fromText = (value: Schema.Schema.Any, required: string | undefined, parse: Parse) => {
  const Text = Schema.Union(Schema.String, Schema.Array(Schema.Record({ key: Schema.String, value: Schema.String })))
  const target: Schema.Schema.Any = required === undefined ? Schema.NullOr(value) : value
  const read = Schema.transformOrFail(Text, Schema.Unknown, {
    strict: true,
    decode: (input, _, ast) => {
      if (typeof input !== "string") return ParseResult.fail(new ParseResult.Type(ast, input, "Se esperaba texto"))
      const text = input.trim()
      if (text === "") {
        return required === undefined ? ParseResult.succeed(null) : ParseResult.fail(new ParseResult.Type(ast, input, required))
      }
      const parsed = parse(text)
      return parsed.ok ? ParseResult.succeed(parsed.value) : ParseResult.fail(new ParseResult.Type(ast, input, parsed.message))
    },
    encode: (encoded) => ParseResult.succeed(encoded === null || encoded === undefined ? "" : String(encoded)),
  })
  // The form side is text and the value side the field's own schema; effect cannot relate the
  // two types statically (the value's encoded side is whatever the kind stores).
  return Schema.compose(read, Schema.encodedSchema(target) as Schema.Schema<unknown>, { strict: false }).pipe(
    Schema.compose(target as Schema.Schema<unknown>, { strict: false }),
  )
}


const textToForm = (value: unknown): FormValue => (value === null || value === undefined ? "" : String(value))

/**
 * Blank text of an optional field is null, the one way a record says "none": stored as "" it
 * would read back as a value (a second surname of "" gives a name with a trailing space).
 */
const BlankToNull = Schema.transform(Schema.NullOr(Schema.String), Schema.NullOr(Schema.String), {
  strict: true,
  decode: (s) => (s !== null && s.trim() === "" ? null : s),
  encode: (s) => s,
})

/**
 * An optional field's API value: null, or the value, blank text read as null first. The value
 * comes before null in the union, so a refusal gives the field's own message first.
 */
const optionalValue = (value: Schema.Schema.Any, blankIsNull: boolean): Schema.Schema.Any =>
  blankIsNull ? BlankToNull.pipe(Schema.compose(Schema.NullOr(value as Schema.Schema<unknown, string>), { strict: false })) : Schema.NullOr(value)

const build = <K extends FieldKind>(
  kind: K,
  options: Common,
  value: Schema.Schema.Any,
  parse: Parse,
  extra: Partial<Pick<AnyField, "maxLength" | "lookup" | "choices" | "min" | "max" | "scale">> & {
    readonly initial?: string
    /** A number's field: "" is not a number, and stays refused. */
    readonly numeric?: boolean
  } = {},
) => {
  const { required, label, ...flags } = options
  const apiValue: Schema.Schema.Any = required === undefined ? optionalValue(value, extra.numeric !== true) : value
  return {
    ...flags,
    kind,
    label,
    value: apiValue,
    form: fromText(value, required, parse),
    initial: extra.initial ?? "",
    toForm: textToForm,
    ...(extra.maxLength === undefined ? {} : { maxLength: extra.maxLength }),
    ...(extra.lookup === undefined ? {} : { lookup: extra.lookup }),
    ...(extra.choices === undefined ? {} : { choices: extra.choices }),
    ...(extra.min === undefined ? {} : { min: extra.min }),
    ...(extra.max === undefined ? {} : { max: extra.max }),
    ...(extra.scale === undefined ? {} : { scale: extra.scale }),
    required,
  } as Field<K> & { readonly required: string | undefined }
}

/** Trimmed, well-formed text: what is stored is exactly what every later read answers. */
const boundedText = (label: string, max: number, required: string | undefined, longer = tooLong(label, max)) => {
  const base = Schema.Trim.pipe(
    Schema.filter((s) => isWellFormedText(s) || `${label} contiene caracteres que no forman texto válido`),
    Schema.maxLength(max, { message: () => longer }),
  )
  return required === undefined ? base : base.pipe(Schema.nonEmptyString({ message: () => required }))
}

const patterned = (label: string, max: number, required: string | undefined, pattern: RegExp, message: string, longer?: string) =>
  boundedText(label, max, required, longer).pipe(Schema.filter((s) => s === "" || pattern.test(s) || message))

/** Upper-cases and drops spaces and dashes, as the SAT and IMSS identifiers are compared. */
export { normalizeIdentifier }

// --- Field kinds ----------------------------------------------------------------------------

export interface TextOptions extends Common {
  readonly max: number
  /** Extra format rule on the trimmed text. */
  readonly pattern?: { readonly regex: RegExp; readonly message: string }
  readonly upperCase?: boolean
  /** The message past `max` where the contract words it its own way; "<label>: máximo N caracteres" otherwise. */
  readonly tooLong?: string
}

const textValue = (o: TextOptions) => {
  const base =
    o.pattern === undefined ? boundedText(o.label, o.max, o.required, o.tooLong) : patterned(o.label, o.max, o.required, o.pattern.regex, o.pattern.message, o.tooLong)
  return o.upperCase === true
    ? Schema.transform(Schema.String, Schema.String, { strict: true, decode: (s) => s.toUpperCase(), encode: (s) => s }).pipe(Schema.compose(base))
    : base
}

export const text = <const O extends TextOptions>(o: O) => build("text", o, textValue(o), accept, { maxLength: o.max }) as TypedField<"text", string, O>
export const textarea = <const O extends TextOptions>(o: O) =>
  build("textarea", o, textValue(o), accept, { maxLength: o.max }) as TypedField<"textarea", string, O>

/** Never answered; an empty one is allowed where the record keeps the stored secret. */
export const password = <const O extends Common & { readonly max?: number }>(o: O): TypedField<"password", string, O & { readonly required: string }> => {
  const max = o.max ?? 1024
  const value = Schema.String.pipe(Schema.maxLength(max, { message: () => tooLong(o.label, max) }))
  const field = build("password", { ...o, writeOnly: true }, value, accept, { maxLength: max })
  // A password is not trimmed: spaces are part of it. An empty form value means "not sent".
  return { ...field, value: Schema.String.pipe(Schema.maxLength(max)), form: Schema.String as unknown as typeof field.form } as unknown as TypedField<
    "password",
    string,
    O & { readonly required: string }
  >
}

export interface NumberOptions extends Common {
  readonly min?: number
  readonly max?: number
  /** False for a number that is a code (a year): shown without thousands separators. */
  readonly grouping?: false
}

const numberValue = (o: NumberOptions, integer: boolean, scale?: number) => {
  let n: Schema.Schema<number> = Schema.Number.pipe(Schema.finite({ message: () => invalid(o.label) }))
  if (integer) n = n.pipe(Schema.int({ message: () => `${o.label} debe ser un número entero` }))
  if (scale !== undefined) {
    const factor = 10 ** scale
    n = n.pipe(
      Schema.filter((x) => Math.abs(Math.round(x * factor) - x * factor) < 1e-6 || `${o.label} admite a lo más ${scale} decimales`),
    )
  }
  if (o.min !== undefined) n = n.pipe(Schema.greaterThanOrEqualTo(o.min, { message: () => `${o.label} debe ser al menos ${o.min}` }))
  if (o.max !== undefined) n = n.pipe(Schema.lessThanOrEqualTo(o.max, { message: () => `${o.label} debe ser a lo más ${o.max}` }))
  return n
}

/** Form text to a number: es-MX grouping commas, a `$` or `%` sign and spaces are ignored. */
const parseNumber =
  (label: string): Parse =>
  (text) => {
    const clean = text.replace(/[$,%\s]/g, "")
    const n = Number(clean)
    return clean === "" || !Number.isFinite(n) ? { ok: false, message: `${label} debe ser un número` } : { ok: true, value: n }
  }

const numeric = <K extends "integer" | "decimal" | "money" | "percent">(kind: K, o: NumberOptions, integer: boolean, scale?: number) =>
  build(kind, o, numberValue(o, integer, scale), parseNumber(o.label), {
    numeric: true,
    ...(o.min === undefined ? {} : { min: o.min }),
    ...(o.max === undefined ? {} : { max: o.max }),
    scale: integer ? 0 : (scale ?? 2),
  })

export const integer = <const O extends NumberOptions>(o: O) => numeric("integer", o, true) as TypedField<"integer", number, O>
export const decimal = <const O extends NumberOptions & { readonly scale?: number }>(o: O) =>
  numeric("decimal", o, false, o.scale ?? 4) as TypedField<"decimal", number, O>
/** Pesos with cents. */
export const money = <const O extends NumberOptions>(o: O) => numeric("money", { min: 0, ...o }, false, 2) as TypedField<"money", number, O>
/** 0 to 100, not 0 to 1. */
export const percent = <const O extends NumberOptions & { readonly scale?: number }>(o: O) =>
  numeric("percent", { min: 0, max: 100, ...o }, false, o.scale ?? 2) as TypedField<"percent", number, O>

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date as `YYYY-MM-DD` (the wire format; screens show dd/MM/yyyy). */
export const isRealDate = (text: string): boolean => {
  const m = isoDate.exec(text)
  if (m === null) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2999
}

export const date = <const O extends Common>(o: O) =>
  build("date", o, Schema.String.pipe(Schema.filter((s) => isRealDate(s) || `${o.label} no es una fecha válida`)), accept) as TypedField<"date", string, O>

export const Flag = Schema.Literal("1", "0")

/**
 * A flag's API value in Spanish: a blank one is its required message (the form's too), anything
 * else not '1' or '0' is not valid; the literal's own refusal would answer in English.
 */
const flagValue = (label: string, required: string) =>
  Flag.annotations({
    // Overriding: a union's members would each answer their own "Expected ...".
    message: (issue) => ({ message: typeof issue.actual === "string" && issue.actual.trim() === "" ? required : invalid(label), override: true }),
  })

/** '1' or '0', as every flag of the legacy API. */
export const flag = <const O extends Omit<Common, "required"> & { readonly initial?: "1" | "0" }>(o: O) =>
  build("flag", { ...o, required: `${o.label}: valor requerido` }, flagValue(o.label, `${o.label}: valor requerido`), accept, { initial: o.initial ?? "0" }) as TypedField<
    "flag",
    "1" | "0",
    O & { readonly required: string }
  >

export interface SelectOptions extends Common {
  /** Items from a catalogue, or fixed choices. */
  readonly lookup?: Lookup
  readonly choices?: ReadonlyArray<Choice>
  /** Ids are integers in the database (employees, companies, work centres). */
  readonly integerId?: boolean
  readonly max?: number
}

const idValue = (o: SelectOptions) =>
  o.integerId === true
    ? Schema.Int.annotations({ message: () => o.required ?? invalid(o.label) })
    : o.choices !== undefined
      ? // A blank choice is a missing one: the field's own required message, not "no es válido".
        Schema.String.pipe(Schema.filter((s) => o.choices?.some((c) => c.id === s) === true || (s.trim() === "" ? (o.required ?? invalid(o.label)) : invalid(o.label))))
      : boundedText(o.label, o.max ?? 20, o.required)

const idParse =
  (o: SelectOptions): Parse =>
  (text) =>
    o.integerId !== true ? { ok: true, value: text } : /^\d{1,15}$/.test(text) ? { ok: true, value: Number(text) } : { ok: false, message: invalid(o.label) }

const lookupExtra = (o: SelectOptions) => ({
  ...(o.lookup === undefined ? {} : { lookup: o.lookup }),
  ...(o.choices === undefined ? {} : { choices: o.choices }),
  ...(o.max === undefined ? {} : { maxLength: o.max }),
})

/** One of a short list: a catalogue or fixed choices. */
/** An id's value: a number where the database's ids are integers, else text. */
type IdOf<O> = O extends { readonly integerId: true } ? number : string

export const select = <const O extends SelectOptions>(o: O) =>
  build("select", o, idValue(o), idParse(o), { ...lookupExtra(o), numeric: o.integerId === true }) as TypedField<"select", IdOf<O>, O>
/** One record of a long list, searched by id or name (the record-search picker). */
export const picker = <const O extends SelectOptions>(o: O) =>
  build("picker", o, idValue(o), idParse(o), { ...lookupExtra(o), numeric: o.integerId === true }) as TypedField<"picker", IdOf<O>, O>

// Mexican identifiers. The text is normalized (upper case, no spaces or dashes; a postal code only
// trimmed) and then judged by the pure rules in domain/rules, format and check digit, so the form
// and the server refuse the same values with the same Spanish message.
//
// The check runs when a value comes in (a request, the form), not when a stored one goes out: the
// SAT really issued some RFCs with a wrong check digit, and a record kept with one (confirmed on
// the SAT's portal, or from before these checks) must still be answered, not fail the whole read.

const identifierValue = (
  required: string | undefined,
  normalize: (text: string) => string,
  problem: (value: string) => string | null,
  examples: ReadonlyArray<string>,
) =>
  Schema.transformOrFail(
    Schema.String,
    // Random text never passes a check digit: generated requests take known valid values.
    Schema.String.annotations({ arbitrary: () => (fc) => fc.constantFrom(...examples) }),
    {
      strict: true,
      decode: (input, _, ast) => {
        const value = normalize(input)
        const message = value === "" ? (required ?? null) : problem(value)
        return message === null ? ParseResult.succeed(value) : ParseResult.fail(new ParseResult.Type(ast, input, message))
      },
      encode: (value) => ParseResult.succeed(value),
    },
  )

const identifier = <K extends "rfc" | "curp" | "nss" | "registroPatronal" | "clabe">(
  kind: K,
  o: Common,
  length: number,
  problem: (value: string) => string | null,
  examples: ReadonlyArray<string>,
  // Room in the input for the groups people type: "GODE-561231-GR8", "002 010 07777777777 1".
  separators = 4,
) => build(kind, o, identifierValue(o.required, normalizeIdentifier, problem, examples), accept, { maxLength: length + separators })

export interface RfcFieldOptions extends Common {
  /** Fixes the length: 13 characters for a persona física, 12 for a moral. */
  readonly tipoPersona?: TipoPersona
  /** Whether a wrong check digit is refused (default true); see rfcProblem. */
  readonly checkDigit?: boolean
}

const rfcExamples = { F: ["GODE561231GR8", "AEL7407151YA"], M: ["MAB9307148T4", "AAA390128530"] } as const

/** An RFC: format, a real date, not a generic RFC, the check digit; `tipoPersona` fixes the length. */
export const rfc = <const O extends RfcFieldOptions>({ tipoPersona, checkDigit, ...o }: O) =>
  identifier(
    "rfc",
    o,
    tipoPersona === "M" ? 12 : 13,
    (value) => rfcProblem(value, { ...(tipoPersona === undefined ? {} : { tipoPersona }), ...(checkDigit === undefined ? {} : { checkDigit }) }),
    tipoPersona === undefined ? [...rfcExamples.F, ...rfcExamples.M] : rfcExamples[tipoPersona],
  ) as TypedField<"rfc", string, O>
/** A CURP: format with the state of birth, a real birth date in its century, the check digit. */
export const curp = <const O extends Common>(o: O) =>
  identifier("curp", o, 18, curpProblem, ["HEGG560427MVZRRL04", "BEML920313HMCLNS09"]) as TypedField<"curp", string, O>
/** An IMSS NSS: 11 digits, the last a Luhn check digit. */
export const nss = <const O extends Common>(o: O) => identifier("nss", o, 11, nssProblem, ["92919084431"]) as TypedField<"nss", string, O>
/** An IMSS registro patronal: a letter and 10 digits (the IMSS publishes no check-digit rule). */
export const registroPatronal = <const O extends Common>(o: O) =>
  identifier("registroPatronal", o, 11, registroPatronalProblem, ["Y1234567101"]) as TypedField<"registroPatronal", string, O>
/** A CLABE: 18 digits, the last a check digit with weights 3, 7, 1. */
export const clabe = <const O extends Common>(o: O) =>
  identifier("clabe", o, 18, clabeProblem, ["002010077777777771"], 6) as TypedField<"clabe", string, O>

/** Kept as text: 06600 has a leading zero. */
export const postalCode = <const O extends Common>(o: O) =>
  build("postalCode", o, identifierValue(o.required, normalizePostalCode, postalCodeProblem, ["06600", "64000"]), accept, {
    maxLength: 5,
  }) as TypedField<"postalCode", string, O>

export { emailPattern } from "../rules/email"
export const email = <const O extends Common & { readonly max?: number; readonly invalidMessage?: string }>(o: O) =>
  build(
    "email",
    o,
    patterned(o.label, o.max ?? 254, o.required, emailPattern, o.invalidMessage ?? `${o.label} no es un correo electrónico válido`),
    accept,
    { maxLength: o.max ?? 254 },
  ) as TypedField<"email", string, O>

/** "Teléfono del contacto" as it reads inside a sentence: "teléfono del contacto". */
const inSentence = (label: string): string => label.charAt(0).toLowerCase() + label.slice(1)

/**
 * Ten digits, the national numbering. The message is a sentence: "El celular debe tener 10
 * dígitos" (phone labels, teléfono and celular, are masculine; `invalidMessage` for another).
 */
export const phone = <const O extends Common & { readonly invalidMessage?: string }>(o: O) =>
  build(
    "phone",
    o,
    patterned(o.label, 10, o.required, /^\d{10}$/, o.invalidMessage ?? `El ${inSentence(o.label)} debe tener 10 dígitos`),
    (s) => ({ ok: true, value: s.replace(/[\s()-]/g, "") }),
    { maxLength: 14 },
  ) as TypedField<"phone", string, O>

/** The stored image's reference; the bytes go through an upload endpoint checked by content. */
export const image = <const O extends Omit<Common, "required">>(o: O) =>
  build("image", o, Schema.String.pipe(Schema.maxLength(300)), accept) as TypedField<"image", string, O>
/** A stored document's reference (a candidate's CV, a scanned INE), uploaded and checked by content like an image. */
export const file = <const O extends Omit<Common, "required">>(o: O) =>
  build("file", o, Schema.String.pipe(Schema.maxLength(300)), accept) as TypedField<"file", string, O>

/**
 * An audit stamp (see FieldFlags.stamp): the user's id or an ISO instant, stored as text.
 * Derived, so no request carries it and no form shows an input for it.
 */
export const stamp = <const O extends Omit<Common, "required" | "derived" | "stamp"> & { readonly stamp: StampKind }>(o: O) =>
  build("text", { ...o, derived: true }, Schema.String.pipe(Schema.maxLength(254)), accept, { maxLength: 254 }) as TypedField<
    "text",
    string,
    O & { readonly derived: true }
  >

// --- Child collections ----------------------------------------------------------------------

export const rows = (o: Omit<Common, "required"> & { readonly of: ChildDescriptor; readonly min?: number }) => {
  const child = childSchemas(o.of)
  let list: Schema.Schema<ReadonlyArray<Readonly<Record<string, unknown>>>, ReadonlyArray<unknown>> = Schema.Array(
    child.value as unknown as Schema.Schema<Readonly<Record<string, unknown>>, unknown>,
  ).pipe(
      Schema.maxItems(o.of.maxRows ?? 500, { message: () => `${o.of.label}: máximo ${o.of.maxRows ?? 500} renglones` }),
    )
  const stored = list
  if (o.min !== undefined && o.min > 0) {
    const min = o.min
    list = list.pipe(Schema.minItems(min, { message: () => `Capture al menos ${min} ${o.of.singular}` }))
  }
  const unique = o.of.uniqueBy
  if (unique !== undefined && unique.length > 0) {
    list = list.pipe(
      Schema.filter((items) => {
        const seen = new Set<string>()
        for (const item of items) {
          const k = unique.map((f) => String(item[f] ?? "").toLowerCase()).join("\u0000")
          if (seen.has(k)) return `${o.of.label}: hay renglones repetidos`
          seen.add(k)
        }
        return true
      }),
    )
  }
  const formList = Schema.Array(child.form as Schema.Schema<Readonly<Record<string, unknown>>, FormRow>)
  const { label, ...flags } = o
  return {
    ...flags,
    kind: "rows" as const,
    label,
    value: list,
    stored,
    form: Schema.compose(formList, Schema.typeSchema(list), { strict: false }) as unknown as Schema.Schema<
      ReadonlyArray<Readonly<Record<string, unknown>>>,
      FormValue
    >,
    initial: [] as ReadonlyArray<FormRow>,
    toForm: (value: unknown): FormValue =>
      Array.isArray(value) ? value.map((row) => childToForm(o.of, row as Readonly<Record<string, unknown>>)) : [],
    rows: o.of,
  } satisfies Field<"rows", typeof list>
}

/** The API and form schemas of one child row. */
export const childSchemas = (child: ChildDescriptor) => {
  const entries = Object.entries(child.fields).filter(([, f]) => f.derived !== true)
  // A derived child field (a row's label from another table) comes in answers; the server never writes it.
  const derived = Object.entries(child.fields).filter(([, f]) => f.derived === true)
  return {
    value: Schema.Struct({
      ...Object.fromEntries(entries.map(([name, f]) => [name, f.value])),
      ...Object.fromEntries(derived.map(([name, f]) => [name, Schema.optional(f.value)])),
    }),
    form: Schema.Struct(Object.fromEntries(entries.map(([name, f]) => [name, f.form]))),
  }
}

export const childToForm = (child: ChildDescriptor, row: Readonly<Record<string, unknown>>): FormRow =>
  Object.fromEntries(
    Object.entries(child.fields).map(([name, f]) => {
      const v = f.toForm(row[name] as never)
      return [name, typeof v === "string" ? v : ""]
    }),
  )

export const emptyChildRow = (child: ChildDescriptor): FormRow =>
  Object.fromEntries(Object.entries(child.fields).map(([name, f]) => [name, typeof f.initial === "string" ? f.initial : ""]))
