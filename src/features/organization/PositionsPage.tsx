import { useEffect, useMemo, useRef } from "react"
import { catalogNames, getRegistroById, mainConnection } from "../../../domain/api/catalogs"
import { type OpcionesPosicion, getPosiciones, getPosicionesOpciones } from "../../../domain/api/organization-positions"
import { positions, positionsEndpoints } from "../../../domain/records/organization/positions"
import type { Values } from "../../../machines/recordModal"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useLoaded } from "../../records/useLoaded"
import { Button } from "../../ui/Button"
import type { SelectItem } from "../../ui/SearchSelect"
import { TextField } from "../../ui/TextField"
import { endLabel, useEndPosition } from "./EndPositionDialog"
import { CentreSelect, LoadedSelect } from "./LoadedSelect"

// Posiciones (ORG550) at /organizacion/posiciones: the records page, to add, edit, search,
// export and delete positions, with the state and occupant of today. The company's choice feeds
// the centre, and the centre the department, the puesto and the chief (the positions in force of
// that centre, without the position itself nor any under it: the server refuses those too). A
// new position gets the next consecutive key as soon as its company is chosen (it may be typed
// over). A position once occupied or with subordinates is not deleted (the server says so): each
// open row offers Dar de baja beside Eliminar. The list on another date and Duplicar live at
// gestionar-posiciones.

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

const loadDepartments = async (centre: string): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getRegistroById, { tabla: catalogNames.departamentosDelRol, conexion: mainConnection, columnId: "id_centro_trabajo", id: Number(centre) })
  return result.ok ? result.value.result.map((r) => ({ id: String(r.id_depto), label: String(r.n_depto ?? "") })) : null
}

/** The form's options of one company (and centre): `empresa` or `empresa:centro`. */
const loadOptions = async (key: string): Promise<ReadonlyArray<OpcionesPosicion> | null> => {
  const [company, centre] = key.split(":")
  const result = await api.call(getPosicionesOpciones, {
    id_empresa: Number(company),
    ...(centre === undefined || centre === "" ? {} : { id_centro_trabajo: Number(centre) }),
  })
  return result.ok ? [result.value.result] : null
}

const DepartmentSelect = (props: FieldRenderProps) => {
  const centre = text(props.values.id_centro_trabajo)
  const items = useLoaded(centre === "" ? null : centre, loadDepartments)
  return <LoadedSelect props={props} items={items} isDisabled={centre === ""} />
}

const useOptions = (values: Values, withCentre: boolean): OpcionesPosicion | undefined => {
  const company = text(values.id_empresa)
  const centre = text(values.id_centro_trabajo)
  const key = company === "" ? null : withCentre ? `${company}:${centre}` : company
  return useLoaded(key, loadOptions)[0]
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

/** Today's occupant of a stored position, or "Vacante" (or "Baja" once ended). */
const loadOccupant = async (id: string): Promise<ReadonlyArray<string> | null> => {
  const result = await api.call(getPosiciones, { buscar: id, por_pagina: 20 })
  if (!result.ok) return null
  const found = result.value.result.registros.find((r) => r.id_posicion === id)
  return [found === undefined ? "" : (found.n_empleado ?? (found.estado === "B" ? "Baja" : "Vacante"))]
}

/** The end date, and under it the occupant: read-only, personnel movements set it. */
const EndAndOccupant = (props: FieldRenderProps) => {
  const id = text(props.values.id_posicion)
  const occupant = useLoaded(props.stored && id !== "" ? id : null, loadOccupant)
  return (
    <>
      <FieldInput {...props} />
      {props.stored ? (
        <div className="mt-4">
          <TextField label="Ocupante hoy" value={occupant[0] ?? ""} onChange={() => {}} isReadOnly description="Lo asignan los movimientos de personal" />
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
      <Button variant="ghost" className="px-2 py-1" aria-label={endLabel(text(row.id_posicion))} onPress={() => end.start(endingRow(row), reload)}>
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
