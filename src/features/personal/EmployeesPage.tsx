import type { ReactNode } from "react"
import { catalogNames, getRegistroById, mainConnection } from "../../../domain/api/catalogs"
import { employeeCatalogNames } from "../../../domain/records/personal/employee-lookups"
import { employees, employeesEndpoints } from "../../../domain/records/personal/employees"
import { seniority, seniorityText } from "../../../domain/rules/seniority"
import { vacationDaysOn } from "../../../domain/rules/vacation-days"
import type { Values } from "../../../machines/recordModal"
import { api } from "../../app/api"
import { cellOf, shownDate } from "../../records/cells"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useLoaded } from "../../records/useLoaded"
import type { SelectItem } from "../../ui/SearchSelect"
import { todayInMexico } from "../organization/EndPositionDialog"
import { CentreSelect, LoadedSelect } from "../organization/LoadedSelect"
import { adjustPlace, placeRender } from "../organization/PlaceSelect"
import { EmployeeDocuments } from "./documents/EmployeeDocuments"
import { EmployeePhotoInput, usePhoto } from "./EmployeePhotoInput"
import { ImportEmployeesDialog } from "./ImportEmployeesDialog"

// Gestión de personal (GP100, DOMAIN-MX 4.2): the list of people with their photo, and the record
// as a full-width tabbed form. Its header says the seniority and this year's vacation days (LFT
// art. 76, domain/rules); the workplace selects cascade (company -> centre -> department ->
// puesto -> a vacant position of that department and puesto), as do the address's país -> estado
// -> ciudad; the registro patronal and the periodicidad are the company's. The Baja tab only shows
// what a BAJA movement wrote; the Documentos tab the person's company documents with their PDFs
// (./documents/EmployeeDocuments.tsx). No delete: a person leaves by a movement.

type Row = Readonly<Record<string, unknown>>

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

export const employeeTexts = {
  antiguedad: "Antigüedad",
  vacaciones: (n: number) => `Vacaciones de este año: ${n} ${n === 1 ? "día" : "días"}`,
  sinIngreso: "Capture la fecha de ingreso para calcular la antigüedad",
  sinBaja: "El colaborador no tiene una baja registrada. La baja se registra con un movimiento de personal.",
  bajaNota: "Datos de la baja registrados por su movimiento de personal; no se editan aquí.",
  sinFoto: "Sin foto",
  foto: (name: string) => `Foto de ${name}`,
  factor: "Factor de integración",
  sdi: "Salario diario integrado",
} as const

const sections: ReadonlyArray<FormSection> = [
  {
    title: "Datos generales",
    fields: [
      "foto",
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
  { title: "Baja", fields: [], content: (record) => <BajaTab record={record} /> },
  { title: "Documentos", fields: [], content: (record) => <EmployeeDocuments record={record} /> },
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

const render = {
  ...placeRender,
  foto: EmployeePhotoInput,
  id_centro_trabajo: (props: FieldRenderProps) => (props.isReadOnly ? <LoadedSelect props={props} items={[]} /> : <CentreSelect {...props} />),
  id_depto: (props: FieldRenderProps) => <ByParent props={props} parent="id_centro_trabajo" load={loadDepartments} />,
  id_puesto: (props: FieldRenderProps) => <ByParent props={props} parent="id_empresa" load={loadPuestos} />,
  id_posicion: PositionSelect,
  registro_patronal: (props: FieldRenderProps) => <ByParent props={props} parent="id_empresa" load={loadRegistros} />,
  id_periodicidad: (props: FieldRenderProps) => <ByParent props={props} parent="id_empresa" load={loadPeriodicidades} />,
}

/** A new company clears what hangs from it; a new centre its department and position; and so on. */
const adjust = (values: Values, field: string): Values => {
  const cleared = (fields: ReadonlyArray<string>) => ({ ...values, ...Object.fromEntries(fields.map((f) => [f, ""])) })
  if (field === "id_empresa") return cleared(["id_centro_trabajo", "id_depto", "id_puesto", "id_posicion", "registro_patronal", "id_periodicidad"])
  if (field === "id_centro_trabajo") return cleared(["id_depto", "id_posicion"])
  if (field === "id_depto" || field === "id_puesto") return cleared(["id_posicion"])
  return adjustPlace(values, field)
}

// --- Header and the Baja tab ---------------------------------------------------------------------

const pesos = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" })

const Summary = ({ values, record }: { readonly values: Values; readonly record: Row | null }) => {
  const from = text(values.f_antiguedad) || text(values.f_ingreso)
  const today = todayInMexico()
  const s = from === "" ? null : seniority(from, today)
  const items: Array<readonly [string, ReactNode]> = []
  if (record !== null) items.push(["No. colaborador", text(record.num_empleado)])
  items.push([employeeTexts.antiguedad, s === null ? (from === "" ? employeeTexts.sinIngreso : "0 años, 0 meses, 0 días") : seniorityText(s)])
  if (record !== null && typeof record.factor_integracion === "number") {
    items.push([employeeTexts.factor, record.factor_integracion.toFixed(4)])
    if (typeof record.sdi === "number") items.push([employeeTexts.sdi, pesos.format(record.sdi)])
  }
  return (
    <div className="mb-4 rounded-md border border-ink-200 bg-ink-50 px-4 py-3">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {items.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-ink-700">{label}:</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {from === "" ? null : <p className="mt-1 text-sm font-semibold text-ink-900">{employeeTexts.vacaciones(vacationDaysOn(from, today))}</p>}
    </div>
  )
}

const BajaTab = ({ record }: { readonly record: Row | null }) => {
  if (record === null || record.f_baja === null || record.f_baja === undefined) return <p className="text-sm text-ink-700">{employeeTexts.sinBaja}</p>
  const f = employees.fields
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    ["Fecha de baja", shownDate(text(record.f_baja))],
    ["Motivo de baja", text(record.n_motivo_baja)],
    ["Causa IMSS", text(record.causa_imss)],
    ["Recontratable", f.recontratable === undefined ? text(record.recontratable) : cellOf(f.recontratable, record.recontratable)],
    ["Observaciones", text(record.observaciones_baja)],
  ]
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-700">{employeeTexts.bajaNota}</p>
      <dl className="grid grid-cols-1 gap-2 text-sm md:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-ink-700">{label}</dt>
            <dd className="text-ink-900">{value === "" ? "—" : value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

// --- The list's photo column --------------------------------------------------------------------

const avatar = (
  <svg viewBox="0 0 40 40" className="h-10 w-10 rounded-full bg-ink-100 text-ink-500" aria-hidden="true" focusable="false">
    <circle cx="20" cy="15" r="7" fill="currentColor" />
    <path d="M6 36c2-8 8-12 14-12s12 4 14 12" fill="currentColor" />
  </svg>
)

const PhotoCell = ({ row }: { readonly row: Row }) => {
  const src = usePhoto(text(row.id_empleado), text(row.foto))
  if (src === null) {
    return (
      <span className="inline-flex items-center">
        {avatar}
        <span className="sr-only">{employeeTexts.sinFoto}</span>
      </span>
    )
  }
  return <img src={src} alt={employeeTexts.foto(text(row.n_empleado))} className="h-10 w-10 rounded-full object-cover" />
}

// The form's order is the tabs' (the descriptor's puts the list's fields first): the first field
// takes the focus when its tab opens, and that must be the name, not the company of a later tab.
const order = ["nombre", ...sections.flatMap((s) => s.fields).filter((f) => f !== "nombre")]

const columns = { foto: { render: (row: Row) => <PhotoCell row={row} /> } }

export const EmployeesPage = () => (
  <RecordPage
    descriptor={employees}
    endpoints={employeesEndpoints}
    pageKey="/personal/gestion-personal"
    layout="page"
    canDelete={false}
    columns={columns}
    toolbar={<ImportEmployeesDialog />}
    adjust={adjust}
    formProps={{ sections, render, order, header: (values, record) => <Summary values={values} record={record} /> }}
  />
)
