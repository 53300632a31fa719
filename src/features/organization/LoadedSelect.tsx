import { catalogNames, getRegistroById, mainConnection } from "../../../domain/api/catalogs"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { useLoaded } from "../../records/useLoaded"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"

// The organisation forms' selects whose options are loaded for another field's value (a company's
// centres, a centre's departments): one component, so centres, departments, positions and
// proratings name a stored value the same way.

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

/** A field's select over loaded items; a stored value no longer offered (an inactive one) still shows, as its clave. */
export const LoadedSelect = ({
  props,
  items,
  isDisabled = false,
}: {
  readonly props: FieldRenderProps
  readonly items: ReadonlyArray<SelectItem>
  readonly isDisabled?: boolean
}) => {
  const value = text(props.value)
  const shown = value === "" || items.some((i) => i.id === value) ? items : [...items, { id: value, label: value }]
  return (
    <SearchSelect
      label={props.field.label}
      name={props.name}
      items={shown}
      selectedId={value === "" ? null : value}
      onChange={(id) => props.onChange(id ?? "")}
      onBlur={props.onBlur}
      errorMessage={props.error}
      isRequired={"required" in props.field && typeof props.field.required === "string"}
      isDisabled={props.isReadOnly || isDisabled}
      autoFocus={props.autoFocus ?? false}
    />
  )
}

/** The caller's work centres of one company. */
export const loadCentres = async (company: string): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getRegistroById, { tabla: catalogNames.centrosDelRol, conexion: mainConnection, columnId: "id_empresa", id: Number(company) })
  return result.ok ? result.value.result.map((r) => ({ id: String(r.id_centro_trabajo), label: String(r.n_centro_trabajo ?? "") })) : null
}

/** The work centre of a form with an id_empresa: the chosen company's centres of the caller's role. */
export const CentreSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  return <LoadedSelect props={props} items={useLoaded(company === "" ? null : company, loadCentres)} isDisabled={company === ""} />
}
