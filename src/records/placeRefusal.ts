import { type RecordDescriptor, keyFields, writableFields } from "../../domain/records/descriptor"
import { messages } from "../../domain/messages"

// Where a server's refusal of a save belongs on the form. The server names a field in its
// decoding problems as «field» (domain/api/problems.ts), says 'La clave ingresada ya se
// encuentra registrada' for a taken key, and otherwise writes the field's label in its
// messages ("El monto máximo es requerido"); anything else stays above the form.

export interface PlacedRefusal {
  readonly problems: Readonly<Record<string, string>>
  /** The parts no field took, joined; "" when every part found its field. */
  readonly general: string
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

const fieldOf = (d: RecordDescriptor, status: number, text: string): string | undefined => {
  const fields = writableFields(d)
  const named = /«([\w]+)[.»]/.exec(text)?.[1]
  if (named !== undefined && fields.some(([n]) => n === named)) return named
  if (status === 409 && text === messages.claveDuplicada) return keyFields(d)[0]
  const folded = fold(text)
  // The longest label first: "Monto máximo" before "Monto".
  const byLabel = [...fields]
    .sort(([, a], [, b]) => b.label.length - a.label.length)
    .find(([, f]) => new RegExp(`(^|[^\\p{L}])${fold(f.label).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(folded))
  return byLabel?.[0]
}

/** The refusal's parts (its `detalles`, or its message when it has none) placed on fields. */
export const placeRefusal = (d: RecordDescriptor, refusal: { readonly status: number; readonly message: string; readonly detalles: ReadonlyArray<string> }): PlacedRefusal => {
  const parts = refusal.detalles.length > 0 ? refusal.detalles : [refusal.message]
  const problems: Record<string, string> = {}
  const rest: Array<string> = []
  for (const part of parts) {
    const field = fieldOf(d, refusal.status, part)
    if (field !== undefined && problems[field] === undefined) problems[field] = part
    else rest.push(part)
  }
  return { problems, general: rest.length === 0 ? "" : refusal.detalles.length > 0 ? [refusal.message, ...rest].join(" ") : rest.join(" ") }
}
