import { catalogNames } from "../../../domain/api/catalogs"
import type { RecordDescriptor } from "../../../domain/records/descriptor"
import type { AnyField } from "../../../domain/records/field"
import type { Values } from "../../../machines/record-modal"
import type { FieldRenderProps } from "../../records/RecordForm"
import { useLookup } from "../../records/use-lookup"
import type { SelectItem } from "../../ui/SearchSelect"
import { LoadedSelect } from "../LoadedSelect"
import { useDepartments } from "../use-org-selects"

// The job profile's selects. The generales' department and chief puesto list the chosen
// company's own (a new company clears both, see `adjustGenerales`); every other select of the
// sections takes its catalogue's items as fixed choices once loaded, so the rows' tables show
// names instead of ids. The company's departments and puestos are loaded once per company.

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const withChoicesField = (f: AnyField, choices: Readonly<Record<string, ReadonlyArray<SelectItem>>>): AnyField => {
  if (f.rows !== undefined) {
    const child = { ...f.rows, fields: Object.fromEntries(Object.entries(f.rows.fields).map(([n, c]) => [n, withChoicesField(c, choices)])) }
    return { ...f, rows: child }
  }
  const items = f.lookup === undefined ? undefined : choices[f.lookup.catalogue]
  if (items === undefined) return f
  const { lookup: _lookup, ...rest } = f
  return { ...rest, choices: items.map((i) => ({ id: i.id, label: i.label })) }
}

/** The descriptor with each looked-up select turned into fixed choices (the form's schemas stay). */
export const withChoices = (d: RecordDescriptor, choices: Readonly<Record<string, ReadonlyArray<SelectItem>>>): RecordDescriptor => ({
  ...d,
  fields: Object.fromEntries(Object.entries(d.fields).map(([n, f]) => [n, withChoicesField(f, choices)])),
})

const DepartmentSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  return <LoadedSelect props={props} items={useDepartments("id_empresa", company)} isDisabled={company === ""} />
}

const ChiefSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  const self = text(props.values.id_puesto).toUpperCase()
  const items = useLookup(catalogNames.puestosDelRol, "id_puesto", "n_puesto", { column: "id_empresa", value: company })
  return <LoadedSelect props={props} items={items.filter((i) => i.id !== self)} isDisabled={company === ""} />
}

/** The generales' company-bound inputs. */
export const generalesRender = {
  id_depto: (props: FieldRenderProps) => <DepartmentSelect {...props} />,
  id_puesto_jefe: (props: FieldRenderProps) => <ChiefSelect {...props} />,
}

/** Another company's departments and puestos are not this one's: a new company clears both. */
export const adjustGenerales = (values: Values, field: string): Values =>
  field === "id_empresa" ? { ...values, id_depto: "", id_puesto_jefe: "" } : values
