import type { FormValue } from "../../domain/records/field"

// The form of a dialog that asks a few fields before a call (a bulk action, a workflow
// transition): how its values, touched fields and the server's refusal move. Kept in one place so
// both dialogs show a field's message, and clear the server's, by the same rules.

export type Values = Readonly<Record<string, FormValue>>
export type FieldErrors = Readonly<Record<string, string | null>>
type Problems = Readonly<Record<string, string>>

/** The server's refusal: its words on the dialog's fields, the rest said above them. */
export type Refusal = { readonly message: string; readonly problems: Problems } | null

export interface DialogForm {
  readonly values: Values
  readonly touched: Readonly<Record<string, boolean>>
  readonly refusal: Refusal
}

/** The messages to show: the server's at once; a field's own (`own`) once touched. */
export const visibleProblems = (form: DialogForm, own: Problems): FieldErrors =>
  Object.fromEntries(Object.keys(form.values).map((f) => [f, form.refusal?.problems[f] ?? (form.touched[f] === true ? (own[f] ?? null) : null)]))

/** A field changed: it is touched, and the server's word on it goes (all of the refusal once nothing is left to say). */
export const changeField = (form: DialogForm, field: string, value: FormValue): DialogForm => {
  const problems = Object.fromEntries(Object.entries(form.refusal?.problems ?? {}).filter(([f]) => f !== field))
  return {
    values: { ...form.values, [field]: value },
    touched: { ...form.touched, [field]: true },
    refusal: form.refusal === null || (Object.keys(problems).length === 0 && form.refusal.message === "") ? null : { message: form.refusal.message, problems },
  }
}

/** A field left: touched, unless still empty (leaving an empty field says nothing yet). */
export const blurField = (form: DialogForm, field: string): DialogForm["touched"] =>
  form.values[field] === "" ? form.touched : { ...form.touched, [field]: true }

/** An invalid submit touches every field, so all their messages show at once. */
export const touchAll = (form: DialogForm): DialogForm["touched"] => Object.fromEntries(Object.keys(form.values).map((f) => [f, true]))

/**
 * A refused call: the problems on fields the dialog shows land there; when some other is named
 * (or none is), the answer's message is said above the form.
 */
export const refusalOf = (form: DialogForm, message: string, named: Problems): NonNullable<Refusal> => {
  const problems = Object.fromEntries(Object.entries(named).filter(([f]) => f in form.values))
  return { message: Object.keys(problems).length === Object.keys(named).length && Object.keys(named).length > 0 ? "" : message, problems }
}
