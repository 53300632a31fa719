import { catalogNames } from "../../domain/api/catalogs"
import type { Values } from "../../machines/record-modal"
import type { FieldRenderProps } from "../records/RecordForm"
import { recordText } from "../records/record-text"
import { useLookup } from "../records/use-lookup"
import { SearchSelect } from "../ui/SearchSelect"

// The estado and ciudad of an address (a company's fiscal address, a work centre's): the estado
// lists the chosen país's states and the ciudad the chosen estado's cities (the server refuses a
// mismatch too); changing a place clears the ones under it.

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const PlaceSelect = ({
  tabla,
  parentField,
  idColumn,
  labelColumn,
  parentLabel,
  props,
}: {
  readonly tabla: string
  readonly parentField: string
  /** The parent's label, for the line that says what enables this select. */
  readonly parentLabel: string
  readonly idColumn: string
  readonly labelColumn: string
  readonly props: FieldRenderProps
}) => {
  const parent = text(props.values[parentField])
  // The rows under the parent (the states of a country, the cities of a state); none without one.
  const items = useLookup(tabla, idColumn, labelColumn, { column: parentField, value: parent })
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
      isDisabled={props.isReadOnly || parent === ""}
      {...(parent === "" && !props.isReadOnly ? { description: recordText.habilitaAlElegir(parentLabel) } : {})}
    />
  )
}

/** The custom inputs of `id_estado` and `id_ciudad` for a RecordForm's `render`. */
export const placeRender = {
  id_estado: (props: FieldRenderProps) => <PlaceSelect tabla={catalogNames.estados} parentField="id_pais" parentLabel="País" idColumn="id_estado" labelColumn="n_estado" props={props} />,
  id_ciudad: (props: FieldRenderProps) => <PlaceSelect tabla={catalogNames.ciudades} parentField="id_estado" parentLabel="Estado" idColumn="id_ciudad" labelColumn="n_ciudad" props={props} />,
}

/** A new país clears the estado and ciudad; a new estado, the ciudad. */
export const adjustPlace = (values: Values, field: string): Values =>
  field === "id_pais" ? { ...values, id_estado: "", id_ciudad: "" } : field === "id_estado" ? { ...values, id_ciudad: "" } : values
