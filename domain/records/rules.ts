import type { RecordRule } from "./descriptor"

// Rules across fields that many descriptors share, written once.

/** A date's value that is there: ISO text, not empty. */
export const isDay = (v: unknown): v is string => typeof v === "string" && v !== ""

/**
 * A date that may not come before another (an end before its start, a return before the
 * delivery): `message` on `field` when it does; nothing while either is empty.
 */
export const notBefore = (field: string, earlier: string, message: string): RecordRule => ({
  field,
  reads: [earlier, field],
  check: (v) => {
    const later = v[field]
    const first = v[earlier]
    return isDay(later) && isDay(first) && later < first ? message : undefined
  },
})
