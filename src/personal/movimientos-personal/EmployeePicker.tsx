import type { FieldRenderProps } from "../../records/RecordForm"
import { PersonPicker } from "../PersonPicker"
import { useMovementContext } from "./movement-context"
import { formatPesos } from "../../../domain/number-format"
import { FactsBox } from "../FactsBox"

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
  return <FactsBox title="Valores actuales" rows={rows} />
}

/** The movement's person, with what their record holds today below. */
export const EmployeePicker = (props: FieldRenderProps) => {
  const chosen = text(props.value)
  const fecha = text(props.values.f_efectiva)
  const context = useMovementContext(chosen, fecha)
  return <PersonPicker {...props} chosenName={context?.actual?.colaborador ?? ""} details={<CurrentValues idEmpleado={chosen} fecha={fecha} />} />
}
