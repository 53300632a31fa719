import { useEffect, useState } from "react"
import { catalogNames, getRegistroById, mainConnection } from "../../../domain/api/catalogs"
import { messages } from "../../../domain/messages"
import type { Values } from "../../../machines/recordModal"
import { companies, companiesEndpoints } from "../../../domain/records/organization/companies"
import { toast } from "../../../machines/toast"
import { api } from "../../app/api"
import { showToast } from "../../records/outcomes"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"

// Empresas (ORG200): a long record, edited in a full-width section with one tab per part of the
// employer's data. The fiscal address's estado lists the chosen país's states and the ciudad the
// chosen estado's cities (the server refuses a mismatch too); changing a place clears the ones
// under it.

const sections: ReadonlyArray<FormSection> = [
  {
    title: "Generales",
    fields: ["id_empresa", "n_empresa", "regimen_capital", "n_comercial", "tipo_persona", "rfc", "id_regimen", "representante_legal", "telefono", "email", "id_zona", "id_plaza", "activo"],
  },
  { title: "Domicilio fiscal", fields: ["calle", "num_exterior", "num_interior", "colonia", "codigo_postal", "id_pais", "id_estado", "id_ciudad"] },
  { title: "Registros patronales", fields: ["registros_patronales"] },
  { title: "Periodicidades", fields: ["periodicidades"] },
]

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

const render = {
  id_estado: (props: FieldRenderProps) => <PlaceSelect tabla={catalogNames.estados} parentField="id_pais" idColumn="id_estado" labelColumn="n_estado" props={props} />,
  id_ciudad: (props: FieldRenderProps) => <PlaceSelect tabla={catalogNames.ciudades} parentField="id_estado" idColumn="id_ciudad" labelColumn="n_ciudad" props={props} />,
}

/** A new país clears the estado and ciudad; a new estado, the ciudad. */
const adjust = (values: Values, field: string): Values =>
  field === "id_pais" ? { ...values, id_estado: "", id_ciudad: "" } : field === "id_estado" ? { ...values, id_ciudad: "" } : values

export const CompaniesPage = () => (
  <RecordPage descriptor={companies} endpoints={companiesEndpoints} pageKey="/organizacion/empresas" layout="page" formProps={{ sections, render }} adjust={adjust} />
)
