import { useEffect, useMemo, useRef } from "react"
import type { OpcionesPosicion } from "../../../domain/organizacion/posiciones-api"
import { positions, positionsEndpoints } from "../../../domain/organizacion/posiciones"
import { readOccupant } from "../../../machines/organizacion/posiciones-calls"
import { readPositionOptions } from "../../../machines/organizacion/selects-calls"
import type { Values } from "../../../machines/record-modal"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Button } from "../../ui/Button"
import { TextField } from "../../ui/TextField"
import { endLabel, useEndPosition } from "../EndPositionDialog"
import { CentreSelect, LoadedSelect } from "../LoadedSelect"
import { useDepartments } from "../use-org-selects"

// Posiciones (ORG550) at /organizacion/posiciones: the records page, to add, edit, search,
// export and delete positions, with the state and occupant of today. The company's choice feeds
// the centre, and the centre the department, the puesto and the chief (the positions in force of
// that centre, without the position itself nor any under it: the server refuses those too). A
// new position gets the next consecutive key as soon as its company is chosen (it may be typed
// over). A position once occupied or with subordinates is not deleted (the server says so): each
// open row offers Dar de baja beside Eliminar. The list on another date and Duplicar live at
// gestionar-posiciones.

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

const loadOptions = readPositionOptions(api)
const loadOccupant = readOccupant(api)

const DepartmentSelect = (props: FieldRenderProps) => {
  const centre = text(props.values.id_centro_trabajo)
  const items = useDepartments("id_centro_trabajo", centre)
  return <LoadedSelect props={props} items={items} isDisabled={centre === ""} />
}

const useOptions = (values: Values, withCentre: boolean): OpcionesPosicion | undefined => {
  const company = text(values.id_empresa)
  const centre = text(values.id_centro_trabajo)
  const key = company === "" ? null : { company, centre: withCentre ? centre : "" }
  return useLoadedResource(key, loadOptions, { toastOnFailure: true }).value ?? undefined
}

const PuestoSelect = (props: FieldRenderProps) => {
  const options = useOptions(props.values, false)
  const items = useMemo(() => (options?.puestos ?? []).map((p) => ({ id: p.id_puesto, label: `${p.n_puesto} (${p.id_puesto})` })), [options])
  return <LoadedSelect props={props} items={items} isDisabled={text(props.values.id_empresa) === ""} />
}

const ChiefSelect = (props: FieldRenderProps) => {
  const options = useOptions(props.values, true)
  const self = text(props.values.id_posicion).toUpperCase()
  // The position itself and every one under it would make the tree loop.
  const items = useMemo(() => {
    const jefes = options?.jefes ?? []
    const chiefOf = new Map(jefes.map((j) => [j.id_posicion, j.id_posicion_jefe]))
    const under = (id: string): boolean => {
      let current: string | null | undefined = id
      for (let i = 0; current !== null && current !== undefined && i < 64; i++) {
        if (current === self) return true
        current = chiefOf.get(current)
      }
      return false
    }
    return jefes.filter((j) => self === "" || !under(j.id_posicion)).map((j) => ({ id: j.id_posicion, label: `${j.n_posicion} (${j.id_posicion})` }))
  }, [options, self])
  return <LoadedSelect props={props} items={items} isDisabled={text(props.values.id_centro_trabajo) === ""} />
}

/** The key: a new position's is suggested once its company is known, unless one was typed. */
const KeyInput = (props: FieldRenderProps) => {
  const options = useOptions(props.values, false)
  const suggested = options?.siguiente_clave ?? null
  const { stored, value, onChange } = props
  const done = useRef(false)
  useEffect(() => {
    if (stored || done.current || suggested === null || text(value) !== "") return
    done.current = true
    onChange(suggested)
  }, [stored, suggested, value, onChange])
  return <FieldInput {...props} />
}

/** The end date, and under it the occupant: read-only, personnel movements set it. */
const EndAndOccupant = (props: FieldRenderProps) => {
  const id = text(props.values.id_posicion)
  const occupant = useLoadedResource(props.stored && id !== "" ? id : null, loadOccupant, { toastOnFailure: true }).value
  return (
    <>
      <FieldInput {...props} />
      {props.stored ? (
        <div className="mt-4">
          <TextField label="Ocupante hoy" value={occupant ?? ""} onChange={() => {}} isReadOnly description="Lo asignan los movimientos de personal" />
        </div>
      ) : null}
    </>
  )
}

const render = {
  f_fin: (props: FieldRenderProps) => <EndAndOccupant {...props} />,
  id_centro_trabajo: (props: FieldRenderProps) => <CentreSelect {...props} />,
  id_depto: (props: FieldRenderProps) => <DepartmentSelect {...props} />,
  id_puesto: (props: FieldRenderProps) => <PuestoSelect {...props} />,
  id_posicion_jefe: (props: FieldRenderProps) => <ChiefSelect {...props} />,
  id_posicion: (props: FieldRenderProps) => <KeyInput {...props} />,
}

const order = ["id_empresa", "id_centro_trabajo", "id_posicion", "n_posicion", "id_depto", "id_puesto", "id_posicion_jefe", "f_inicio", "f_fin"]

/** Another company's (or centre's) departments, puestos and chiefs are not this one's. */
const adjust = (values: Values, field: string): Values => {
  if (field === "id_empresa") return { ...values, id_centro_trabajo: "", id_depto: "", id_puesto: "", id_posicion_jefe: "" }
  if (field === "id_centro_trabajo") return { ...values, id_depto: "", id_posicion_jefe: "" }
  return values
}

type Row = Readonly<Record<string, unknown>>

/** "01/01/2024 – 31/12/2025", or "desde 01/01/2024" while open. */
export const vigenciaOf = (row: Row): string => {
  const start = shownDate(text(row.f_inicio))
  const end = text(row.f_fin)
  return end === "" ? `desde ${start}` : `${start} – ${shownDate(end)}`
}

const columns = {
  f_inicio: { label: "Vigencia", render: vigenciaOf },
}

const endingRow = (row: Row) => ({ id_posicion: text(row.id_posicion), n_posicion: text(row.n_posicion), f_inicio: text(row.f_inicio), f_fin: row.f_fin === null ? null : text(row.f_fin) })

export const PositionsPage = ({ pageKey }: { readonly pageKey: string }) => {
  const end = useEndPosition()
  const rowActions = (row: Row, reload: () => void) =>
    row.f_fin === null || row.f_fin === undefined ? (
      <Button variant="ghost" className="px-2 py-1" aria-label={endLabel(text(row.id_posicion))} aria-haspopup="dialog" onPress={() => end.start(endingRow(row), reload)}>
        Dar de baja
      </Button>
    ) : null
  return (
    <>
      <RecordPage
        descriptor={positions}
        endpoints={positionsEndpoints}
        pageKey={pageKey}
        columns={columns}
        formProps={{ render, order }}
        adjust={adjust}
        rowActions={rowActions}
      />
      {end.dialog}
    </>
  )
}
