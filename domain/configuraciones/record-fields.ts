import { Schema } from "effect"

// Field schemas shared by the record entities of the settings pages: required
// texts carry the message, keys are trimmed and bounded, flags are '1' or '0'.

export const requiredText = (message: string, max: number) =>
  Schema.Trim.pipe(Schema.nonEmptyString({ message: () => message }), Schema.maxLength(max))

export const Flag = Schema.Literal("1", "0")
export type Flag = typeof Flag.Type
