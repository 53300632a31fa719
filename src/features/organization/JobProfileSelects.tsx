import { getCatalogo, getRegistroById, catalogNames, mainConnection } from "../../../domain/api/catalogs"
import type { RecordDescriptor } from "../../../domain/records/descriptor"
import type { AnyField } from "../../../domain/records/field"
import type { Values } from "../../../machines/recordModal"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { useLoaded } from "../../records/useLoaded"
import type { SelectItem } from "../../ui/SearchSelect"
import { LoadedSelect } from "./LoadedSelect"

// The job profile's selects. The generales' department and chief puesto list the chosen
// company's own (a new company clears both, see `adjustGenerales`); every other select of the
// sections takes its catalogue's items as fixed choices once loaded, so the rows' tables show
// names instead of ids. The company's departments and puestos are loaded once per company.

const text = (value: unknown): string => (typeof value === "string" ? value : "")

/** Catalogues whose rows belong to a company: loaded for the puesto's company only. */
const byCompany = new Set<string>([catalogNames.departamentosDelRol, catalogNames.puestosDelRol])

const itemsOf = (rows: ReadonlyArray<Readonly<Record<string, unknown>>>, id: string, label: string): ReadonlyArray<SelectItem> =>
  rows.map((r) => ({ id: String(r[id]), label: String(r[label] ?? "") }))

/** The lookups of a descriptor and of its rows' fields (catalogue -> id and label columns). */
const lookupsOf = (fields: Readonly<Record<string, AnyField>>): ReadonlyArray<NonNullable<AnyField["lookup"]>> =>
  Object.values(fields).flatMap((f) => [...(f.lookup === undefined ? [] : [f.lookup]), ...(f.rows === undefined ? [] : lookupsOf(f.rows.fields))])

/** Every catalogue the descriptors name, loaded (the company's ones for `company`), by catalogue name. */
export const loadChoices = async (descriptors: ReadonlyArray<RecordDescriptor>, company: number): Promise<Readonly<Record<string, ReadonlyArray<SelectItem>>> | null> => {
  const lookups = [...new Map(descriptors.flatMap((d) => lookupsOf(d.fields)).map((l) => [l.catalogue, l])).values()]
  const loaded = await Promise.all(
    lookups.map(async (l) => {
      const result = byCompany.has(l.catalogue)
        ? await api.call(getRegistroById, { tabla: l.catalogue, conexion: mainConnection, columnId: "id_empresa", id: company })
        : await api.call(getCatalogo, { tabla: l.catalogue, conexion: mainConnection })
      return result.ok ? ([l.catalogue, itemsOf(result.value.result, l.idColumn, l.labelColumn)] as const) : null
    }),
  )
  if (loaded.some((entry) => entry === null)) return null
  return Object.fromEntries(loaded.filter((entry) => entry !== null))
}

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

const loadDepartments = async (company: string): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getRegistroById, { tabla: catalogNames.departamentosDelRol, conexion: mainConnection, columnId: "id_empresa", id: Number(company) })
  return result.ok ? itemsOf(result.value.result, "id_depto", "n_depto") : null
}

const loadPuestos = async (company: string): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getRegistroById, { tabla: catalogNames.puestosDelRol, conexion: mainConnection, columnId: "id_empresa", id: Number(company) })
  return result.ok ? itemsOf(result.value.result, "id_puesto", "n_puesto") : null
}

const DepartmentSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  return <LoadedSelect props={props} items={useLoaded(company === "" ? null : company, loadDepartments)} isDisabled={company === ""} />
}

const ChiefSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  const self = text(props.values.id_puesto).toUpperCase()
  const items = useLoaded(company === "" ? null : company, loadPuestos)
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
