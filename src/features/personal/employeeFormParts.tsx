import { catalogNames, getRegistroById, mainConnection } from "../../../domain/api/catalogs"
import { employeeCatalogNames } from "../../../domain/records/personal/employee-lookups"
import type { Values } from "../../../machines/recordModal"
import { api } from "../../app/api"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { useLoaded } from "../../records/useLoaded"
import type { SelectItem } from "../../ui/SearchSelect"
import { CentreSelect, LoadedSelect } from "../organization/LoadedSelect"
import { adjustPlace, placeRender } from "../organization/PlaceSelect"

// The employee record's form as Gestión de personal draws it, shared with the pre-alta of a
// candidate (./candidates/PreHiresPage.tsx), which holds the same fields: the tabs of data, the
// workplace selects that cascade (company -> centre -> department -> puesto -> a vacant position
// of that department and puesto; the registro patronal and the periodicidad of the company), the
// address's país -> estado -> ciudad, and what a change clears.

type Row = Readonly<Record<string, unknown>>

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

/** The record's tabs of data (the photo and the Baja tab are Gestión de personal's own). */
export const employeeDataSections: ReadonlyArray<FormSection> = [
  {
    title: "Datos generales",
    fields: [
      "nombre",
      "apellido_paterno",
      "apellido_materno",
      "f_nacimiento",
      "sexo",
      "curp",
      "rfc",
      "id_estado_civil",
      "id_escolaridad",
      "id_pais_nacimiento",
      "id_estado_nacimiento",
      "nacionalidad",
      "id_tipo_sangre",
    ],
  },
  { title: "Domicilio", fields: ["calle", "num_exterior", "num_interior", "colonia", "codigo_postal", "id_pais", "id_estado", "id_ciudad"] },
  {
    title: "Contacto",
    fields: ["email_personal", "email_trabajo", "telefono", "celular", "contacto_emergencia_nombre", "contacto_emergencia_parentesco", "contacto_emergencia_telefono"],
  },
  {
    title: "IMSS / SAT",
    fields: [
      "nss",
      "registro_patronal",
      "cp_fiscal",
      "id_regimen_fiscal",
      "id_tipo_contrato",
      "id_tipo_jornada",
      "id_tipo_regimen",
      "id_periodicidad",
      "tipo_salario",
      "num_credito_infonavit",
      "clabe",
      "id_banco",
    ],
  },
  { title: "Puesto / posición", fields: ["id_empresa", "id_centro_trabajo", "id_depto", "id_puesto", "id_posicion", "persona_clave"] },
  { title: "Salario", fields: ["salario_diario", "f_ingreso", "f_antiguedad"] },
]

// --- Cascading lookups (module constants: useLoaded loads again only when its key changes) ------

const lookup = (tabla: string, columnId: string, idColumn: string, label: (r: Row) => string) => async (key: string): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getRegistroById, { tabla, conexion: mainConnection, columnId, id: /^\d+$/.test(key) ? Number(key) : key })
  return result.ok ? result.value.result.map((r) => ({ id: String(r[idColumn]), label: label(r) })) : null
}

const loadDepartments = lookup(catalogNames.departamentosDelRol, "id_centro_trabajo", "id_depto", (r) => String(r.n_depto ?? ""))
const loadPuestos = lookup(catalogNames.puestosDelRol, "id_empresa", "id_puesto", (r) => `${String(r.n_puesto ?? "")} (${String(r.id_puesto)})`)
const loadRegistros = lookup(employeeCatalogNames.registrosPatronalesEmpresa, "id_empresa", "registro_patronal", (r) => String(r.registro_patronal))
const loadPeriodicidades = lookup(employeeCatalogNames.periodicidadesEmpresa, "id_empresa", "id_periodicidad", (r) => `${String(r.id_periodicidad)} ${String(r.n_periodicidad ?? "")}`)
/** Positions of a department with no open occupation, each with its puesto (`id_depto`). */
const loadPositions = async (depto: string): Promise<ReadonlyArray<SelectItem & { readonly puesto: string }> | null> => {
  const result = await api.call(getRegistroById, { tabla: employeeCatalogNames.posicionesLibres, conexion: mainConnection, columnId: "id_depto", id: Number(depto) })
  return result.ok ? result.value.result.map((r) => ({ id: String(r.id_posicion), label: String(r.n_posicion ?? r.id_posicion), puesto: String(r.id_puesto) })) : null
}

const ByParent = ({ props, parent, load }: { readonly props: FieldRenderProps; readonly parent: string; readonly load: (key: string) => Promise<ReadonlyArray<SelectItem> | null> }) => {
  const key = text(props.values[parent])
  // A stored record's workplace is read-only: its value shows, nothing needs loading.
  const items = useLoaded(key === "" || props.isReadOnly ? null : key, load)
  return <LoadedSelect props={props} items={items} isDisabled={key === ""} />
}

const PositionSelect = (props: FieldRenderProps) => {
  const depto = text(props.values.id_depto)
  const puesto = text(props.values.id_puesto)
  const items = useLoaded(depto === "" || props.isReadOnly ? null : depto, loadPositions)
  return <LoadedSelect props={props} items={items.filter((p) => puesto === "" || p.puesto === puesto)} isDisabled={depto === "" || puesto === ""} />
}

/** The inputs of the record's fields that cascade from another (the photo is Gestión de personal's). */
export const employeeRender = {
  ...placeRender,
  id_centro_trabajo: (props: FieldRenderProps) => (props.isReadOnly ? <LoadedSelect props={props} items={[]} /> : <CentreSelect {...props} />),
  id_depto: (props: FieldRenderProps) => <ByParent props={props} parent="id_centro_trabajo" load={loadDepartments} />,
  id_puesto: (props: FieldRenderProps) => <ByParent props={props} parent="id_empresa" load={loadPuestos} />,
  id_posicion: PositionSelect,
  registro_patronal: (props: FieldRenderProps) => <ByParent props={props} parent="id_empresa" load={loadRegistros} />,
  id_periodicidad: (props: FieldRenderProps) => <ByParent props={props} parent="id_empresa" load={loadPeriodicidades} />,
}

/** A new company clears what hangs from it; a new centre its department and position; and so on. */
export const adjustEmployee = (values: Values, field: string): Values => {
  const cleared = (fields: ReadonlyArray<string>) => ({ ...values, ...Object.fromEntries(fields.map((f) => [f, ""])) })
  if (field === "id_empresa") return cleared(["id_centro_trabajo", "id_depto", "id_puesto", "id_posicion", "registro_patronal", "id_periodicidad"])
  if (field === "id_centro_trabajo") return cleared(["id_depto", "id_posicion"])
  if (field === "id_depto" || field === "id_puesto") return cleared(["id_posicion"])
  return adjustPlace(values, field)
}
