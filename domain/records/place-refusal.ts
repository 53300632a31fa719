import { type RecordDescriptor, keyFields, writableFields } from "./descriptor"
import type { FieldProblem } from "../api/problems"
import { messages } from "../messages"
import { fold } from "../text-fold"

// Where a server's refusal of a save belongs on the form. The server names the field of each
// problem of a 400 beside its text (`problemas`); older answers, and texts without a field, are
// placed as before: a decoding problem names it as «field» (domain/api/problems.ts), a 409 says 'La clave ingresada ya se
// encuentra registrada' for a taken key, and otherwise writes the field's label in its
// messages ("El monto máximo es requerido"); anything else stays above the form.

export interface PlacedRefusal {
  readonly problems: Readonly<Record<string, string>>
  /** The parts no field took, joined; "" when every part found its field. */
  readonly general: string
}

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

/** The form's field a problem's `campo` (a path such as `registros.0.activo`) is in, if any. */
const fieldOfPath = (d: RecordDescriptor, campo: string): string | undefined => {
  const top = campo.split(".")[0] ?? ""
  return writableFields(d).some(([n]) => n === top) ? top : undefined
}

/**
 * The refusal's parts (its `detalles`, or its message when it has none) placed on fields: by the
 * field the server names beside each (`problemas`), else by what the text says.
 */
export const placeRefusal = (
  d: RecordDescriptor,
  refusal: {
    readonly status: number
    readonly message: string
    readonly detalles: ReadonlyArray<string>
    readonly problemas?: ReadonlyArray<FieldProblem>
  },
): PlacedRefusal => {
  const named = refusal.problemas !== undefined && refusal.problemas.length === refusal.detalles.length ? refusal.problemas : undefined
  const parts = refusal.detalles.length > 0 ? refusal.detalles : [refusal.message]
  const problems: Record<string, string> = {}
  const rest: Array<string> = []
  for (const [i, part] of parts.entries()) {
    const campo = named?.[i]?.campo ?? ""
    const field = campo === "" ? fieldOf(d, refusal.status, part) : fieldOfPath(d, campo)
    if (field !== undefined && problems[field] === undefined) problems[field] = part
    else rest.push(part)
  }
  return { problems, general: rest.length === 0 ? "" : refusal.detalles.length > 0 ? [refusal.message, ...rest].join(" ") : rest.join(" ") }
}
