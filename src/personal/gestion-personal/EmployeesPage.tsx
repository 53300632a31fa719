import { Link } from "@tanstack/react-router"
import { type ReactNode, useMemo } from "react"
import type { PortalTargetSearch } from "../../../domain/personal/portal-request-link"
import { employees, employeesEndpoints } from "../../../domain/personal/gestion-personal"
import { seniority, seniorityText } from "../../../domain/rules/seniority"
import { vacationDaysOn } from "../../../domain/rules/vacation-days"
import type { Values } from "../../../machines/record-modal"
import { cellOf, shownDate } from "../../records/cells"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { EmployeeDocuments } from "../EmployeeDocuments"
import { EmployeePhotoInput, usePhoto } from "./EmployeePhotoInput"
import { adjustEmployee, employeeDataSections, employeeRender } from "./employee-form-parts"
import { ImportEmployeesDialog } from "./ImportEmployeesDialog"
import { PortalLinkNote } from "../solicitudes-portal/PortalLinkNote"
import { usePortalArrival } from "../solicitudes-portal/use-portal-arrival"
import { todayInMexico } from "../../../domain/dates"
import { FactList } from "../../ui/FactList"

// Gestión de personal (GP100, DOMAIN-MX 4.2): the list of people with their photo, and the record
// as a full-width tabbed form. Its header says the seniority and this year's vacation days (LFT
// art. 76, domain/rules); the workplace selects cascade (company -> centre -> department ->
// puesto -> a vacant position of that department and puesto), as do the address's país -> estado
// -> ciudad; the registro patronal and the periodicidad are the company's (./employeeFormParts.tsx,
// shared with the pre-alta of candidates). The Baja tab only shows what a BAJA movement wrote; the
// Documentos tab the person's company documents with their PDFs (./documents/EmployeeDocuments.tsx).
// No delete: a person leaves by a movement. Reached from a kiosk data-update request
// (Solicitudes del portal), the person's record opens with what they asked to change; HR marks
// the request attended there once the change is saved.

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
  salarioPorMovimiento: "Sólo lectura: el salario diario cambia con un movimiento de personal (cambio de salario o promoción), que pasa por su autorización.",
  cambiarSalario: "Registrar un cambio de salario en Movimientos de personal",
  factor: "Factor de integración",
  sdi: "Salario diario integrado",
} as const

const sections: ReadonlyArray<FormSection> = [
  ...employeeDataSections.map((s, i) => (i === 0 ? { ...s, fields: ["foto", ...s.fields] } : s)),
  { title: "Baja", fields: [], content: (record) => <BajaTab record={record} /> },
  { title: "Documentos", fields: [], content: (record) => <EmployeeDocuments record={record} /> },
]

/**
 * The salary is captured at the alta; afterwards only a movement changes it (with its approval,
 * its IMSS notice and its history), so a stored person's salary says so and leads there.
 */
const SalaryField = (props: FieldRenderProps) => {
  const id = text(props.record?.id_empleado)
  if (!props.stored || id === "") return <FieldInput {...props} />
  return (
    <div className="flex flex-col gap-1">
      <FieldInput {...props} field={{ ...props.field, description: employeeTexts.salarioPorMovimiento }} isReadOnly />
      <Link
        to="/personal/movimientos-personal"
        search={{ id_empleado: Number(id) }}
        className="self-start rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {employeeTexts.cambiarSalario}
      </Link>
    </div>
  )
}

const render = { ...employeeRender, foto: EmployeePhotoInput, salario_diario: SalaryField }

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
      <FactList items={items} strong="label" className="gap-x-6" />
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

export const EmployeesPage = ({ search, onTaken }: { readonly search: PortalTargetSearch; readonly onTaken: () => void }) => {
  const arrival = usePortalArrival(search, onTaken)
  const editWith = useMemo(() => (arrival === null ? null : { id: String(arrival.id_empleado) }), [arrival])
  const header = (values: Values, record: Row | null) => (
    <>
      {arrival !== null && record !== null && text(record.id_empleado) === String(arrival.id_empleado) ? (
        <PortalLinkNote id={String(arrival.id_solicitud)} detalle={arrival.detalle} kind="datos" />
      ) : null}
      <Summary values={values} record={record} />
    </>
  )
  return (
    <RecordPage
      descriptor={employees}
      endpoints={employeesEndpoints}
      pageKey="/personal/gestion-personal"
      layout="page"
      canDelete={false}
      columns={columns}
      toolbar={<ImportEmployeesDialog />}
      adjust={adjustEmployee}
      editWith={editWith}
      formProps={{ sections, render, order, header }}
    />
  )
}
