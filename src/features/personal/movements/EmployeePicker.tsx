import { useEffect, useState } from "react"
import { colaboradoresMovimiento } from "../../../../domain/api/personal-movements"
import { api } from "../../../app/api"
import type { FieldRenderProps } from "../../../records/RecordForm"
import { Select } from "../../../ui/Select"
import { TextField } from "../../../ui/TextField"
import { useMovementContext } from "./movementContext"

// The person a movement is about: a search box (number or name, without accents) and the list of
// up to 20 active people of the caller's centres it finds, a native select every keyboard and
// screen reader knows. Once stored, the movement's person is shown and never changed. Below it,
// read-only, what the record holds today: the "before" of the movement.

const text = (v: unknown): string => (typeof v === "string" ? v : "")
const money = (n: number | null): string => (n === null ? "—" : `$${n.toFixed(2)}`)

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

export const EmployeePicker = (props: FieldRenderProps) => {
  const [term, setTerm] = useState("")
  const [found, setFound] = useState<ReadonlyArray<{ readonly id: string; readonly label: string }>>([])
  const chosen = text(props.value)
  const fecha = text(props.values.f_efectiva)
  const context = useMovementContext(chosen, fecha)
  useEffect(() => {
    if (props.stored) return
    let live = true
    const timer = setTimeout(() => {
      void api.call(colaboradoresMovimiento, term.trim() === "" ? {} : { buscar: term.trim() }).then((r) => {
        if (live && r.ok) setFound(r.value.result)
      })
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [term, props.stored])
  const name = context?.actual?.colaborador ?? ""
  const options = chosen !== "" && !found.some((f) => f.id === chosen) && name !== "" ? [{ id: chosen, label: name }, ...found] : found
  return (
    <div className="flex flex-col gap-2">
      {props.stored ? (
        <TextField label={props.field.label} value={name} onChange={() => undefined} isReadOnly />
      ) : (
        <>
          <TextField label="Buscar colaborador" type="search" value={term} onChange={setTerm} maxLength={100} description="Número o nombre; se muestran hasta 20" />
          <Select
            label={props.field.label}
            options={options}
            value={chosen}
            onChange={(id) => props.onChange(id)}
            onBlur={props.onBlur}
            errorMessage={props.error}
            isRequired
            placeholder="Seleccione un colaborador"
          />
        </>
      )}
      <CurrentValues idEmpleado={chosen} fecha={fecha} />
    </div>
  )
}
