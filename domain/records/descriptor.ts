import { Either, ParseResult, Schema } from "effect"
import type { ScopedRecord } from "../api/endpoint"
import type { RecordDocument } from "./document"
import type { AnyField, FormValue } from "./field"
import { messages } from "../messages"
import type { Workflow } from "./workflow"

// A record type, described once. Its fields (domain/records/field.ts) carry their own schema,
// label, input kind and flags; from them come the API schemas (entity, create, update, key, list
// filters), the form's initial values and its problems, the list and export columns. The
// contract's resource endpoints (domain/records/endpoints.ts), the server's generic handlers
// (server/records/) and the SPA's RecordPage (src/records/) all read the same descriptor.

export type Fields = Readonly<Record<string, AnyField>>
export type Mode = "add" | "edit"

/** A rule across fields, checked on the form and again by the server's decoding. */
export interface RecordRule {
  /** Only when creating, or only when updating; both when absent. */
  readonly mode?: Mode
  /** The field the message belongs to. */
  readonly field: string
  /** The message when the typed values break the rule, else undefined. */
  readonly check: (values: Readonly<Record<string, unknown>>) => string | undefined
  /**
   * The fields the check reads. When given, the form checks the rule as soon as these decode,
   * so its message shows while other fields are still empty (the record's own check waits for
   * every field). The server always checks the whole record.
   */
  readonly reads?: ReadonlyArray<string>
}

export interface RecordMessages {
  readonly created: string
  readonly updated: string
  readonly deleted: string
}

/** What most records say after a write: "Datos guardados", and "Registro eliminado". */
export const defaultMessages: RecordMessages = {
  created: messages.datosGuardados,
  updated: messages.datosGuardados,
  deleted: messages.registroEliminado,
}

export interface RecordDescriptor<F extends Fields = Fields> {
  /** The API resource: `GET /<resource>`, `POST /<resource>`, `POST /<resource>/{id}`, `POST /exportar-<resource>`. */
  readonly resource: string
  /** The page's title, the list's accessible name, the export's file and sheet name. */
  readonly title: string
  /** The Excel file and sheet name when it is not the title. */
  readonly exportTitle?: string
  /** One record, lower case: "perfil", "usuario del kiosko". */
  readonly singular: string
  /** Any of these permission keys grants every call of the resource. */
  readonly keys: readonly [string, ...Array<string>]
  readonly fields: F
  readonly rules?: ReadonlyArray<RecordRule>
  /**
   * Checks that warn and do not refuse (an acta drawn up after the prescription is still saved):
   * the form shows the message under its field while it applies (give `reads`), and a write's
   * audit row keeps it as its note unless the table's `auditDetail` says otherwise.
   */
  readonly warnings?: ReadonlyArray<RecordRule>
  readonly messages: RecordMessages
  /**
   * Whether a stored record may be deleted in its state (an acta only as Borrador, a letter
   * only while Solicitada). The server refuses the others (409) with its own reason; the page
   * offers no delete for them, so a row never shows an action that can only fail. Absent: the
   * workflow's editable states (an acta only as Borrador), or any without them (`mayDelete`).
   */
  readonly deletable?: (record: Readonly<Record<string, unknown>>) => boolean
  /** The list's order when the user chose none (a key field by default). */
  // A field name (defineRecord checks it is one of `fields`): typed `string` here so a typed
  // descriptor is still a RecordDescriptor (`keyof F` would make F invariant).
  readonly defaultOrder?: { readonly field: string; readonly direction: "asc" | "desc" }
  /**
   * Seeded data nobody maintains here (the SAT's catalogues): listed, searched, sorted and
   * exported, never added, changed or deleted. The resource has no write endpoints and the page
   * no add, edit or delete. Declare it as `true` in the descriptor's type, not widened to
   * `RecordDescriptor`, so `resourceEndpoints` types the read-only set (see ReadOnlyDescriptor).
   */
  readonly readOnly?: boolean
  /**
   * The states the record moves through and the transitions between them (domain/records/workflow.ts):
   * each becomes a command endpoint, a row action and its dialog.
   */
  readonly workflow?: Workflow
  /** Printed documents of a record (domain/records/document.ts): endpoints, row actions, Documentos tab entries. */
  readonly documents?: ReadonlyArray<RecordDocument>
  /** The field naming the person a record belongs to: its documents show in that person's Documentos tab. */
  // A plain string here, as defaultOrder's field: naming F's keys would make a typed descriptor
  // unassignable to RecordDescriptor; defineRecord checks the name against the fields.
  readonly person?: string
}

/**
 * A descriptor with its fields' types kept: `EntityOf<typeof d>` and the request types then name
 * each field's value. A descriptor declared as plain `RecordDescriptor` still works, untyped.
 */
export const defineRecord = <F extends Fields>(
  d: RecordDescriptor<F> & { readonly defaultOrder?: { readonly field: keyof F & string }; readonly person?: keyof F & string },
): RecordDescriptor<F> => d

// --- The record types derived from a descriptor ----------------------------------------------

type FieldsOf<D> = D extends { readonly fields: infer F extends Fields } ? F : Fields
type ValueOf<F> = F extends { readonly value: infer S extends Schema.Schema.Any } ? Schema.Schema.Type<S> : unknown
type KeysWhere<F, Flag> = { [K in keyof F]: F[K] extends Flag ? K : never }[keyof F] & string
type KeysWithout<F, Flag> = Exclude<keyof F & string, KeysWhere<F, Flag>>
/** A descriptor typed only as `RecordDescriptor` (its field names unknown): its records stay rows. */
type Untyped<D> = string extends keyof FieldsOf<D> ? true : false

/** A stored record as the API answers it (and as hooks and readers receive it). */
export type EntityOf<D> =
  Untyped<D> extends true
    ? Readonly<Record<string, unknown>>
    : { readonly [K in KeysWithout<FieldsOf<D>, { readonly writeOnly: true }>]: ValueOf<FieldsOf<D>[K]> }

type Written<F> = KeysWithout<F, { readonly derived: true }>
type Optional<F> = KeysWhere<F, { readonly addOnly: true }> | KeysWhere<F, { readonly writeOnly: true }>

/** The body of a create. */
export type CreateOf<D> =
  Untyped<D> extends true
    ? Readonly<Record<string, unknown>>
    : { readonly [K in Exclude<Written<FieldsOf<D>>, Optional<FieldsOf<D>>>]: ValueOf<FieldsOf<D>[K]> } & {
        readonly [K in Extract<Written<FieldsOf<D>>, Optional<FieldsOf<D>>>]?: ValueOf<FieldsOf<D>[K]>
      }

/** The body of an update: no `addOnly` field, a write-only one may be left out. */
export type UpdateOf<D> =
  Untyped<D> extends true
    ? Readonly<Record<string, unknown>>
    : { readonly [K in Exclude<Written<FieldsOf<D>>, Optional<FieldsOf<D>>>]: ValueOf<FieldsOf<D>[K]> } & {
        readonly [K in Extract<Written<FieldsOf<D>>, KeysWhere<FieldsOf<D>, { readonly writeOnly: true }>>]?: ValueOf<FieldsOf<D>[K]>
      }

/**
 * What a write hook receives for either mode: the written fields, those a create may omit as
 * optional, and the key fields the server draws (an update carries the stored key).
 */
export type RequestOf<D> =
  Untyped<D> extends true
    ? Readonly<Record<string, unknown>>
    : CreateOf<D> & { readonly [K in KeysWhere<FieldsOf<D>, { readonly key: true }>]?: ValueOf<FieldsOf<D>[K]> }

/** A read-only record type, typed as such. */
export type ReadOnlyDescriptor<F extends Fields = Fields> = RecordDescriptor<F> & { readonly readOnly: true }

type FieldEntries<F extends Fields> = ReadonlyArray<readonly [keyof F & string, AnyField]>

export const entriesOf = <F extends Fields>(d: RecordDescriptor<F>): FieldEntries<F> =>
  Object.entries(d.fields) as unknown as FieldEntries<F>

export const keyFields = <F extends Fields>(d: RecordDescriptor<F>): ReadonlyArray<keyof F & string> =>
  entriesOf(d)
    .filter(([, f]) => f.key === true)
    .map(([name]) => name)

export const columnFields = (d: RecordDescriptor): ReadonlyArray<readonly [string, AnyField]> => entriesOf(d).filter(([, f]) => f.column === true)
export const exportFields = (d: RecordDescriptor): ReadonlyArray<readonly [string, AnyField]> =>
  entriesOf(d).filter(([, f]) => f.kind !== "rows" && f.writeOnly !== true && (f.exported ?? f.column) === true)
export const searchableFields = (d: RecordDescriptor): ReadonlyArray<string> =>
  entriesOf(d)
    .filter(([, f]) => f.searchable === true)
    .map(([n]) => n)
export const sortableFields = (d: RecordDescriptor): ReadonlyArray<string> =>
  entriesOf(d)
    .filter(([, f]) => f.sortable === true)
    .map(([n]) => n)
export const filterFields = (d: RecordDescriptor): ReadonlyArray<readonly [string, AnyField]> => entriesOf(d).filter(([, f]) => f.filter === true)
/** Fields the client sends when creating or updating. */
export const writableFields = (d: RecordDescriptor): ReadonlyArray<readonly [string, AnyField]> => entriesOf(d).filter(([, f]) => f.derived !== true)
/** Fields the server answers. */
export const readableFields = (d: RecordDescriptor): ReadonlyArray<readonly [string, AnyField]> => entriesOf(d).filter(([, f]) => f.writeOnly !== true)

const struct = (entries: ReadonlyArray<readonly [string, AnyField]>, pick: (f: AnyField) => Schema.Schema.Any | Schema.PropertySignature.Any) =>
  Schema.Struct(Object.fromEntries(entries.map(([name, f]) => [name, pick(f)])))

/**
 * Applies cross-field rules as a filter whose issues name their field. Shared by the record's
 * writes, a transition's input and a bulk action's form, so the server judges each the same way.
 */
export const applyRules = <A extends Readonly<Record<string, unknown>>, I>(schema: Schema.Schema<A, I>, rules: ReadonlyArray<RecordRule>) => {
  if (rules.length === 0) return schema
  return schema.pipe(
    Schema.filter((values) => {
      const issues = rules.flatMap((r) => {
        const message = r.check(values)
        return message === undefined ? [] : [{ path: [r.field], message }]
      })
      return issues.length === 0 ? true : issues
    }),
  )
}

/** Applies the descriptor's cross-field rules of the mode. */
const withRules = <A extends Readonly<Record<string, unknown>>, I>(schema: Schema.Schema<A, I>, d: RecordDescriptor, mode: Mode) =>
  applyRules(schema, (d.rules ?? []).filter((r) => r.mode === undefined || r.mode === mode))

type Row = Readonly<Record<string, unknown>>

/** A stored record as the API answers it (list rows and the one-record read). */
export const entitySchema = (d: RecordDescriptor) =>
  struct(readableFields(d), (f) => f.stored ?? f.value) as unknown as Schema.Schema<Row, Row>

/** A row of the paged list: the record without its child collections. */
export const listRowSchema = (d: RecordDescriptor) =>
  struct(
    readableFields(d).filter(([, f]) => f.kind !== "rows"),
    (f) => f.value,
  ) as unknown as Schema.Schema<Row, Row>

/** The fields a write of the mode carries: an update leaves out the `addOnly` ones. */
const fieldsOf = (d: RecordDescriptor, mode: Mode) => writableFields(d).filter(([, f]) => mode === "add" || f.addOnly !== true)

/** Whether a field's value may be null: such a field may be left out of a body (absent is null). */
export const acceptsNull = (f: AnyField): boolean => Either.isRight(Schema.decodeUnknownEither(f.value as Schema.Schema<unknown, unknown>)(null))

/** A write body: each field's value, optional where `mayOmit` says so. */
const writeStruct = (entries: ReadonlyArray<readonly [string, AnyField]>, mayOmit: (f: AnyField) => boolean) =>
  struct(entries, (f) => (mayOmit(f) ? Schema.optional(f.value) : f.value)) as unknown as Schema.Schema<Row, Row>

/**
 * The body of a form asked apart from the record's own writes (a transition's input, a bulk
 * action's form): `extra` (the keys it acts on), then the form's writable fields, each optional
 * where it accepts null, then every rule of the form.
 */
export const formBodySchema = (form: RecordDescriptor, extra: Schema.Struct.Fields) => {
  const fields = Object.fromEntries(writableFields(form).map(([name, f]) => [name, acceptsNull(f) ? Schema.optional(f.value) : f.value]))
  return applyRules(Schema.Struct({ ...extra, ...fields }) as unknown as Schema.Schema<Row, Row>, form.rules ?? [])
}

/** The body of `POST /<resource>`; an `addOnly` field may be left out. */
export const createSchema = (d: RecordDescriptor) => withRules(writeStruct(writableFields(d), (f) => f.addOnly === true), d, "add")

/**
 * The fields of an update (keys come from the path and cannot change). A write-only field (a
 * password) may be left out as well as sent empty: the record keeps its stored secret.
 */
export const updateSchema = (d: RecordDescriptor) => withRules(writeStruct(fieldsOf(d, "edit"), (f) => f.writeOnly === true), d, "edit")

/** The key fields alone. */
export const keySchema = (d: RecordDescriptor) =>
  struct(
    entriesOf(d).filter(([, f]) => f.key === true),
    (f) => f.value,
  ) as unknown as Schema.Schema<Row, Row>

// --- The form ---------------------------------------------------------------------------------

export type FormValues = Readonly<Record<string, FormValue>>
export type Problems = Readonly<Record<string, string>>

/** The form of a new record: every writable field at its initial value. */
export const initialValues = (d: RecordDescriptor): FormValues =>
  Object.fromEntries(writableFields(d).map(([name, f]) => [name, f.initial]))

/** The form of a stored record; write-only fields (passwords) start empty. */
export const valuesOf = (d: RecordDescriptor, row: Row): FormValues =>
  Object.fromEntries(writableFields(d).map(([name, f]) => [name, f.writeOnly === true ? f.initial : f.toForm(row[name] as never)]))

/** Form values to the typed request, by the same schemas the server decodes with. */
export const formSchema = (d: RecordDescriptor, mode: Mode) =>
  withRules(struct(fieldsOf(d, mode), (f) => f.form) as unknown as Schema.Schema<Row, FormValues>, d, mode)

/**
 * The first problem of each field (and of each child row's field, as `field.index.child`), in
 * Spanish: decoding issues carry the messages annotated on the schemas.
 */
export const problemsOf = <A, I>(schema: Schema.Schema<A, I>, values: unknown): Problems => {
  const decoded = Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "ignore" })(values)
  if (Either.isRight(decoded)) return {}
  const problems: Record<string, string> = {}
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(decoded.left)) {
    const path = issue.path.map(String).join(".")
    if (problems[path] === undefined) problems[path] = issue._tag === "Missing" ? "Campo requerido" : issue.message
  }
  return problems
}

/** The problems of a form in a mode. */
export const formProblems = (d: RecordDescriptor, mode: Mode, values: FormValues): Problems => {
  const problems = problemsOf(formSchema(d, mode), values)
  if (Object.keys(problems).length === 0) return problems
  // The whole-record rules did not run: check those that name what they read on those fields alone.
  const early = earlyMessages(d, (d.rules ?? []).filter((r) => r.mode === undefined || r.mode === mode), values, problems)
  return { ...problems, ...early }
}

/** The messages of rules that name what they read, on those fields alone, for fields without one yet. */
const earlyMessages = (d: RecordDescriptor, rules: ReadonlyArray<RecordRule>, values: FormValues, known: Problems): Problems => {
  const early: Record<string, string> = {}
  for (const rule of rules.filter((r) => r.reads !== undefined)) {
    if (known[rule.field] !== undefined || early[rule.field] !== undefined) continue
    const read = rule.reads ?? []
    const fields = struct(
      writableFields(d).filter(([name]) => read.includes(name)),
      (f) => f.form,
    ) as unknown as Schema.Schema<Row, FormValues>
    const decoded = Schema.decodeUnknownEither(fields, { onExcessProperty: "ignore" })(values)
    const message = Either.isRight(decoded) ? rule.check(decoded.right) : undefined
    if (message !== undefined) early[rule.field] = message
  }
  return early
}

/** The descriptor's warnings that apply to a form's values, by field. */
export const formWarnings = (d: RecordDescriptor, values: FormValues): Problems => earlyMessages(d, d.warnings ?? [], values, {})

/** The first warning that applies to a stored record: the note its write's audit row keeps. */
export const recordWarning = (d: RecordDescriptor, record: Row): string | undefined => {
  for (const rule of d.warnings ?? []) {
    const message = rule.check(record)
    if (message !== undefined) return message
  }
  return undefined
}

/** The typed request of valid form values (the caller checked `formProblems` first). */
export const requestOf = (d: RecordDescriptor, mode: Mode, values: FormValues): Either.Either<Row, Problems> => {
  const decoded = Schema.decodeUnknownEither(formSchema(d, mode), { errors: "all", onExcessProperty: "ignore" })(values)
  return Either.isRight(decoded) ? Either.right(decoded.right) : Either.left(problemsOf(formSchema(d, mode), values))
}

/** The row id used in paths: the key fields' values, joined by `~` for composite keys. */
export const idOf = (d: RecordDescriptor, row: Row): string =>
  keyFields(d)
    .map((k) => String(row[k] ?? ""))
    .join("~")

/** The field that places a record in the workplace tree, if any. */
export const scopeField = (d: RecordDescriptor): readonly [string, ScopedRecord] | undefined => {
  const found = entriesOf(d).find(([, f]) => f.scope !== undefined)
  return found === undefined || found[1].scope === undefined ? undefined : [found[0], found[1].scope]
}
