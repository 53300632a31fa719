import type { FieldRenderProps } from "../records/RecordForm"
import { recordText } from "../records/record-text"
import { SearchSelect, type SelectItem } from "../ui/SearchSelect"
import { useCentres } from "./use-org-selects"

// The organisation forms' selects whose options are loaded for another field's value (a company's
// centres, a centre's departments): one component, so centres, departments, positions and
// proratings name a stored value the same way.

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

/**
 * A form field as a searchable select over `items`: the field's label, value, error and required
 * mark. Disabled until another field is chosen, it says which (`waitsFor`): a greyed field with no
 * reason reads as broken.
 */
export const FieldSelect = ({
  props,
  items,
  isDisabled = false,
  waitsFor,
  autoFocus,
}: {
  readonly props: FieldRenderProps
  readonly items: ReadonlyArray<SelectItem>
  readonly isDisabled?: boolean
  /** What enables the select while `isDisabled` ("Se habilita al elegir la empresa ..."). */
  readonly waitsFor?: string
  readonly autoFocus?: boolean
}) => {
  const value = text(props.value)
  return (
    <SearchSelect
      label={props.field.label}
      name={props.name}
      items={items}
      selectedId={value === "" ? null : value}
      onChange={(id) => props.onChange(id ?? "")}
      onBlur={props.onBlur}
      errorMessage={props.error}
      isRequired={"required" in props.field && typeof props.field.required === "string"}
      isDisabled={props.isReadOnly || isDisabled}
      autoFocus={autoFocus}
      {...(isDisabled && !props.isReadOnly && waitsFor !== undefined ? { description: waitsFor } : {})}
    />
  )
}

/**
 * A field's select over loaded items; a stored value no longer offered (an inactive one) still
 * shows, as its clave.
 */
export const LoadedSelect = ({
  props,
  items,
  isDisabled = false,
  waitsFor,
}: {
  readonly props: FieldRenderProps
  readonly items: ReadonlyArray<SelectItem>
  readonly isDisabled?: boolean
  /** What enables the select while `isDisabled` ("Se habilita al elegir la empresa ..."). */
  readonly waitsFor?: string
}) => {
  const value = text(props.value)
  const shown = value === "" || items.some((i) => i.id === value) ? items : [...items, { id: value, label: value }]
  return <FieldSelect props={props} items={shown} isDisabled={isDisabled} waitsFor={waitsFor} autoFocus={props.autoFocus ?? false} />
}

/** The work centre of a form with an id_empresa: the chosen company's centres of the caller's role. */
export const CentreSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  return <LoadedSelect props={props} items={useCentres(company)} isDisabled={company === ""} waitsFor={recordText.habilitaAlElegir("Empresa")} />
}
