import type { FieldRenderProps } from "../../../records/RecordForm"
import { PersonPicker } from "../PersonPicker"
import { useMovementContext } from "./movementContext"
import { formatPesos } from "../../../../domain/number-format"

// The person a movement is about (../PersonPicker.tsx) and, below, read-only, what their record
// holds today: the "before" of the movement.

const text = (v: unknown): string => (typeof v === "string" ? v : "")
const money = (n: number | null): string => (n === null ? "—" : formatPesos(n))

export const CurrentValues = ({ idEmpleado, fecha }: { readonly idEmpleado: string; readonly fecha: string }) => {
  const context = useMovementContext(idEmpleado, fecha)
  const now = context?.actual
  if (idEmpleado === "" || now === null || now === undefined) return null
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["Posición", now.posicion ?? "—"],
    ["Puesto", now.puesto ?? "—"],
    ["Departamento", now.depto ?? "—"],
    ["Centro de trabajo", now.centro ?? "—"],
    ["Salario diario", money(now.salario_diario)],
    ["SDI", money(now.sdi)],
    ["Periodicidad", now.periodicidad ?? "—"],
    ["Salario mínimo de la zona", money(now.salario_minimo)],
  ]
  return (
    <section aria-label="Valores actuales" className="mt-2 rounded-md border border-ink-200 bg-ink-50 p-3">
      <h3 className="text-sm font-semibold text-ink-900">Valores actuales</h3>
      <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-ink-700">{label}:</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The movement's person, with what their record holds today below. */
export const EmployeePicker = (props: FieldRenderProps) => {
  const chosen = text(props.value)
  const fecha = text(props.values.f_efectiva)
  const context = useMovementContext(chosen, fecha)
  return <PersonPicker {...props} chosenName={context?.actual?.colaborador ?? ""} details={<CurrentValues idEmpleado={chosen} fecha={fecha} />} />
}
