import { catalogNames } from "../../domain/api/catalogs"
import type { Values } from "../../machines/record-modal"
import type { FieldRenderProps } from "../records/RecordForm"
import { recordText } from "../records/record-text"
import { useLookup } from "../records/use-lookup"
import { FieldSelect } from "./LoadedSelect"

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
  return <FieldSelect props={props} items={items} isDisabled={parent === ""} waitsFor={recordText.habilitaAlElegir(parentLabel)} />
}

/** The custom inputs of `id_estado` and `id_ciudad` for a RecordForm's `render`. */
export const placeRender = {
  id_estado: (props: FieldRenderProps) => <PlaceSelect tabla={catalogNames.estados} parentField="id_pais" parentLabel="País" idColumn="id_estado" labelColumn="n_estado" props={props} />,
  id_ciudad: (props: FieldRenderProps) => <PlaceSelect tabla={catalogNames.ciudades} parentField="id_estado" parentLabel="Estado" idColumn="id_ciudad" labelColumn="n_ciudad" props={props} />,
}

/** A new país clears the estado and ciudad; a new estado, the ciudad. */
export const adjustPlace = (values: Values, field: string): Values =>
  field === "id_pais" ? { ...values, id_estado: "", id_ciudad: "" } : field === "id_estado" ? { ...values, id_ciudad: "" } : values
