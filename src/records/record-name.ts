import { type RecordDescriptor, columnFields, keyFields } from "../../domain/records/descriptor"

type Row = Readonly<Record<string, unknown>>

const shown = (value: unknown): string => (value === null || value === undefined ? "" : String(value).trim())

/**
 * How a confirmation names one record: its key and its name, e.g. "E2EMED, Gastos médicos". The
 * name is the first text column after the key (a description or a person's name); a record
 * without one, or with it empty, is named by its key alone. A key the list does not show (an
 * acta's internal number) means nothing to people: such a record is named by its label alone,
 * "AA-1-2026-00003", and by that key only when it has no label.
 */
export const recordName = (d: RecordDescriptor, row: Row): string => {
  const keys = keyFields(d)
  const keyOf = (fields: ReadonlyArray<string>) =>
    fields
      .map((k) => shown(row[k]))
      .filter((v) => v !== "")
      .join(" / ")
  const shownKeys = keys.filter((k) => d.fields[k]?.column === true)
  // The first text column only: when it is empty, a later one (a group, a number) would name
  // something else than the record.
  const name = columnFields(d).find(([field, f]) => !keys.includes(field) && (f.kind === "text" || f.kind === "textarea"))
  const label = name === undefined ? "" : shown(row[name[0]])
  if (label === "") return keyOf(keys)
  return [keyOf(shownKeys), label].filter((v) => v !== "").join(", ")
}
