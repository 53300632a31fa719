import type { Problems, RecordDescriptor } from "../../domain/records/descriptor"
import type { FieldErrors } from "../../machines/record-modal"
import { recordText } from "./record-text"

/**
 * The form's errors: each field's first problem; a child row's problem ("documentos.0.x") on its
 * collection when the collection has none of its own, naming the row; a row left open blocks the save.
 */
export const formErrors = (d: RecordDescriptor, problems: Problems, openRows: ReadonlySet<string>): FieldErrors => {
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(problems)) {
    const [field, index, child] = path.split(".")
    if (field === undefined || errors[field] !== undefined) continue
    const rows = d.fields[field]?.rows
    errors[field] = index !== undefined && child !== undefined && rows !== undefined ? recordText.renglon(rows.label, Number(index) + 1, message) : message
  }
  for (const field of openRows) {
    const rows = d.fields[field]?.rows
    if (rows !== undefined) errors[field] = recordText.filaAbierta(rows.singular)
  }
  return errors
}
