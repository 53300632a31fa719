import type { FormRow, FormValue } from "../../domain/records/field"
import { ChildRowsEditor } from "./ChildRowsEditor"
import { type FieldInputProps, ScalarFieldInput } from "./ScalarFieldInput"

const rows = (value: FormValue): ReadonlyArray<FormRow> => (typeof value === "string" ? [] : value)

/** One field of a record form: child rows in their editor, any other kind in its UI kit input. */
export const FieldInput = (props: FieldInputProps) => {
  const { field, value, error, isReadOnly, onChange, onRowOpen } = props
  if (field.kind !== "rows") return <ScalarFieldInput {...props} />
  return field.rows === undefined ? null : (
    <ChildRowsEditor
      child={field.rows}
      label={field.label}
      rows={rows(value)}
      error={error}
      isReadOnly={isReadOnly}
      onChange={onChange}
      {...(onRowOpen === undefined ? {} : { onRowOpen })}
    />
  )
}
