import type { FastCheck } from "effect"
import type { RecordRule } from "./descriptor"
import type { FormValues } from "./descriptor"
import { type AnyField, type Applies, appliesTo } from "./field"

// Field adjustments the descriptors share.

/**
 * A field stored empty by rows that predate it, which every save must fill: the value reads as
 * optional (those rows still load), the form marks it required like any other, and the rule
 * `requiredOnSaveRules` derives refuses an empty one with `message`.
 */
export const requiredOnSave = <F extends AnyField>(field: F, message: string): F & { readonly required: string; readonly requiredOnSave: true } => ({
  ...field,
  required: message,
  requiredOnSave: true,
})

/** The rules of a descriptor's `requiredOnSave` fields: each refuses an empty value with its field's message. */
export const requiredOnSaveRules = (fields: Readonly<Record<string, AnyField>>): ReadonlyArray<RecordRule> =>
  Object.entries(fields).flatMap(([field, f]): ReadonlyArray<RecordRule> => {
    if (!("requiredOnSave" in f) || !("required" in f) || typeof f.required !== "string") return []
    const message = f.required
    return [{ field, reads: [field], check: (v) => (v[field] === null || v[field] === undefined ? message : undefined) }]
  })

/**
 * How to make valid values of a field whose rule is a predicate (a pattern, a choice, a scale):
 * fast-check cannot guess them, and the security suites build their valid requests from these
 * schemas. Only generation changes; the field checks what it checked before.
 */
export const sampled = <F extends AnyField>(field: F, arbitrary: (fc: typeof FastCheck) => FastCheck.Arbitrary<unknown>): F => ({
  ...field,
  value: field.value.annotations({ arbitrary: () => arbitrary }),
})

/** The arbitrary of one value, for `sampled`: every generated request carries it. */
export const constant =
  (value: unknown) =>
  (fc: typeof FastCheck): FastCheck.Arbitrary<unknown> =>
    fc.constant(value)

/** A field the add form starts filled (a number's default is written as the form holds it, a string). */
export const startingAt = <F extends AnyField>(field: F, initial: string | number): F => ({ ...field, initial: String(initial) })

/**
 * A field only some records carry (a suspension's days, only for a suspension): its rules
 * (`onlyWhenRules`) require it while `applies` holds and refuse it otherwise; the form shows it
 * only while it applies and empties it when it stops (`adjustedValues`).
 */
export const onlyWhen = <F extends AnyField>(field: F, applies: Applies): F => ({ ...field, onlyWhen: applies })

/** The rules of a descriptor's `onlyWhen` fields. */
export const onlyWhenRules = (fields: Readonly<Record<string, AnyField>>): ReadonlyArray<RecordRule> =>
  Object.entries(fields).flatMap(([field, f]): ReadonlyArray<RecordRule> => {
    const applies = f.onlyWhen
    if (applies === undefined) return []
    const check = (v: Readonly<Record<string, unknown>>) => {
      const empty = v[field] === null || v[field] === undefined
      if (appliesTo(f, v)) return empty ? applies.required : undefined
      return empty ? undefined : applies.absent
    }
    return [{ field, reads: [applies.field, field], check }]
  })

/**
 * A date the form proposes from another (the day the company learned of the facts, from the
 * facts' day) while it is empty or earlier. "Or earlier": a date field answers as its year is
 * typed (0002, 0020, 0202, 2026), and the proposal follows it.
 */
export const proposedFrom = <F extends AnyField>(field: F, from: string): F => ({ ...field, proposedFrom: from })

/** The form's values after `changed` changed, as its fields' `proposedFrom` and `onlyWhen` say. */
export const adjustedValues = (fields: Readonly<Record<string, AnyField>>, values: FormValues, changed: string): FormValues => {
  const next: Record<string, FormValues[string]> = { ...values }
  for (const [name, f] of Object.entries(fields)) {
    const source = values[changed]
    const current = values[name]
    if (f.proposedFrom === changed && typeof source === "string" && source !== "" && typeof current === "string" && (current === "" || current < source)) next[name] = source
    if (f.onlyWhen?.field === changed && !appliesTo(f, values)) next[name] = f.initial
  }
  return next
}
