import type { FastCheck } from "effect"
import type { RecordRule } from "./descriptor"
import type { AnyField } from "./field"

// Two field adjustments the organisation descriptors share.

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
