import { Select, type SelectOption } from "../ui/Select"
import type { FieldRenderProps } from "./RecordForm"

/**
 * A record field chosen among options the server offers for the record's moment (a person's
 * seats on a date, the aid types open to them): a stored choice that is no longer offered stays
 * in the list, readable, instead of the select showing nothing.
 */
export const StoredChoiceSelect = ({
  props,
  options,
  isRequired,
  placeholder,
}: {
  readonly props: FieldRenderProps
  readonly options: ReadonlyArray<SelectOption>
  readonly isRequired: boolean
  readonly placeholder: string
}) => {
  const value = typeof props.value === "string" ? props.value : typeof props.value === "number" ? String(props.value) : ""
  const shown = value !== "" && !options.some((o) => o.id === value) ? [{ id: value, label: value }, ...options] : options
  return (
    <Select
      label={props.field.label}
      options={shown}
      value={value}
      onChange={(v) => props.onChange(v)}
      onBlur={props.onBlur}
      errorMessage={props.error}
      isRequired={isRequired}
      placeholder={placeholder}
    />
  )
}
