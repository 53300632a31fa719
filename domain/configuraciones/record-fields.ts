import { Schema } from "effect"
import { messages } from "../messages"
import { text } from "../records/field"

// Field schemas shared by the record entities of the settings pages: required
// texts carry the message, keys are trimmed and bounded, flags are '1' or '0'.

export const requiredText = (message: string, max: number) =>
  Schema.Trim.pipe(Schema.nonEmptyString({ message: () => message }), Schema.maxLength(max))

/**
 * A settings catalogue of a key and a name (profiles, roles), under its table's own column
 * names: the row as listed, the form that creates one (the key up to 20 characters, the name up
 * to 100) and the key that names one.
 */
export const keyNameSchemas = <I extends string, N extends string>(id: I, name: N, nameRequired: string) => {
  const key = requiredText(messages.claveRequerida, 20)
  const label = requiredText(nameRequired, 100)
  return {
    row: Schema.Struct({ [id]: Schema.String, [name]: Schema.String } as Record<I | N, typeof Schema.String>),
    form: Schema.Struct({ [id]: key, [name]: label } as Record<I, typeof key> & Record<N, typeof label>),
    key: Schema.Struct({ [id]: key } as Record<I, typeof key>),
  }
}

/** The same catalogue as its page's record fields: the key, then the name the list shows as `nameLabel`. */
export const keyNameFields = <I extends string, N extends string>(id: I, name: N, nameLabel: string, nameRequired: string) => {
  const key = text({ label: "Clave", max: 20, required: messages.claveRequerida, key: true, column: true, searchable: true, sortable: true })
  const label = text({ label: nameLabel, max: 100, required: nameRequired, column: true, searchable: true, sortable: true })
  return { [id]: key, [name]: label } as Record<I, typeof key> & Record<N, typeof label>
}

export const Flag = Schema.Literal("1", "0")
export type Flag = typeof Flag.Type
