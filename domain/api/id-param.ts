import { Schema } from "effect"

/**
 * A key read from a path or a query string: a whole number from 1 to `max`. The messages are the
 * contract's (each call names what its key is), so they are given, not shared.
 */
export const idParam = (notInteger: string, invalid: string = notInteger, max = 999_999_999) =>
  Schema.NumberFromString.pipe(
    Schema.int({ message: () => notInteger }),
    Schema.between(1, max, { message: () => invalid }),
  )
