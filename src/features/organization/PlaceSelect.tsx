import { useEffect, useState } from "react"
import { catalogNames, getRegistroById, mainConnection } from "../../../domain/api/catalogs"
import { messages } from "../../../domain/messages"
import type { Values } from "../../../machines/recordModal"
import { toast } from "../../../machines/toast"
import { api } from "../../app/api"
import { showToast } from "../../records/outcomes"
import type { FieldRenderProps } from "../../records/RecordForm"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"

// The estado and ciudad of an address (a company's fiscal address, a work centre's): the estado
// lists the chosen país's states and the ciudad the chosen estado's cities (the server refuses a
// mismatch too); changing a place clears the ones under it.

/** The rows of a place catalogue under a parent (the states of a country, the cities of a state); none without a parent. */
const usePlacesUnder = (tabla: string, parentColumn: string, parent: string, idColumn: string, labelColumn: string): ReadonlyArray<SelectItem> => {
  const [items, setItems] = useState<ReadonlyArray<SelectItem>>([])
  useEffect(() => {
    setItems([])
    if (parent === "") return
    let live = true
    void api.call(getRegistroById, { tabla, conexion: mainConnection, columnId: parentColumn, id: Number(parent) }).then((result) => {
      if (!live) return
      if (result.ok) setItems(result.value.result.map((r) => ({ id: String(r[idColumn]), label: String(r[labelColumn] ?? "") })))
      else showToast(toast("error", messages.errorObtener))
    })
    return () => {
      live = false
    }
  }, [tabla, parentColumn, parent, idColumn, labelColumn])
  return items
}

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const PlaceSelect = ({
  tabla,
  parentField,
  idColumn,
  labelColumn,
  props,
}: {
  readonly tabla: string
  readonly parentField: string
  readonly idColumn: string
  readonly labelColumn: string
  readonly props: FieldRenderProps
}) => {
  const parent = text(props.values[parentField])
  const items = usePlacesUnder(tabla, parentField, parent, idColumn, labelColumn)
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
    />
  )
}

/** The custom inputs of `id_estado` and `id_ciudad` for a RecordForm's `render`. */
export const placeRender = {
  id_estado: (props: FieldRenderProps) => <PlaceSelect tabla={catalogNames.estados} parentField="id_pais" idColumn="id_estado" labelColumn="n_estado" props={props} />,
  id_ciudad: (props: FieldRenderProps) => <PlaceSelect tabla={catalogNames.ciudades} parentField="id_estado" idColumn="id_ciudad" labelColumn="n_ciudad" props={props} />,
}

/** A new país clears the estado and ciudad; a new estado, the ciudad. */
export const adjustPlace = (values: Values, field: string): Values =>
  field === "id_pais" ? { ...values, id_estado: "", id_ciudad: "" } : field === "id_estado" ? { ...values, id_ciudad: "" } : values
