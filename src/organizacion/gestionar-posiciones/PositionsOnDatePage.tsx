import { useActorRef, useSelector } from "@xstate/react"
import { useMemo } from "react"
import { catalogNames } from "../../../domain/api/catalogs"
import { messages } from "../../../domain/messages"
import { estadoChoices } from "../../../domain/organizacion/posiciones"
import {
  type PositionRow,
  type PositionsFilter,
  type PositionsView,
  pageSizes,
  positionsMachine,
} from "../../../machines/organizacion/gestionar-posiciones"
import { positionsActors, readFilterPuestos } from "../../../machines/organizacion/gestionar-posiciones-calls"
import { api } from "../../app/api"
import { listStorage } from "../../records/outcomes"
import { recordText } from "../../records/record-text"
import { useLookup } from "../../records/use-lookup"
import { Button } from "../../ui/Button"
import { DataTable, type TableColumn } from "../../ui/DataTable"
import { DateField } from "../../ui/DateField"
import { PageTitle } from "../../ui/PageTitle"
import { Pagination } from "../../ui/Pagination"
import { SearchSelect } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { endLabel, useEndPosition } from "../EndPositionDialog"
import { vigenciaOf } from "../posiciones/PositionsPage"
import { useCentres, useDepartments, useLoadedItems } from "../use-org-selects"
import { todayInMexico } from "../../../domain/dates"
import { LoadFailure } from "../../records/LoadFailure"
import { useToasts } from "../../records/use-toasts"

// The positions on a chosen date, one component for two routes (ORG550): 'Gestionar posiciones'
// lists every state (Ocupada, Vacante, Baja) with the occupant of that day and, per row,
// Duplicar (the next key, vacant, from today) and Dar de baja (EndPositionDialog: an end
// date, refused while subordinates stay in force); 'Posiciones libres' lists the vacant seats,
// longest vacant first, with their days vacant and a link to create the requisition. Both read the date-aware calls (/get-posiciones,
// /get-posiciones-libres); adding and editing is the records page at /organizacion/posiciones.

const text = {
  gestionar: "Gestionar posiciones",
  libres: "Posiciones libres",
  fecha: "Fecha",
  empresa: "Empresa",
  centro: "Centro de trabajo",
  depto: "Departamento",
  puesto: "Puesto",
  estado: "Estado",
  duplicar: "Duplicar",
  darDeBaja: "Dar de baja",
  crearRequisicion: "Crear requisición",
  diasVacante: "Días vacante",
  filtros: "Filtros",
  requisiciones: "/seleccion/requisiciones-colaboradores",
} as const

const machine = positionsMachine.provide({ actors: positionsActors(api) })
const loadPuestos = readFilterPuestos(api)

const estadoLabel = (estado: string): string => estadoChoices.find((c) => c.id === estado)?.label ?? estado

const idText = (id: number | null): string | null => (id === null ? null : String(id))
const idOf = (id: string | null): number | null => (id === null || id === "" ? null : Number(id))

const Filters = ({ view, filter, onChange, today }: { readonly view: PositionsView; readonly filter: PositionsFilter; readonly onChange: (f: Partial<PositionsFilter>) => void; readonly today: string }) => {
  const companies = useLookup(catalogNames.empresasDelRol, "id_empresa", "n_empresa")
  const centres = useCentres(idText(filter.id_empresa) ?? "")
  const departments = useDepartments("id_centro_trabajo", idText(filter.id_centro_trabajo) ?? "")
  const puestos = useLoadedItems(view === "gestionar" ? idText(filter.id_empresa) : null, loadPuestos)
  return (
    <section aria-label={text.filtros} className="mb-4 grid grid-cols-1 gap-3 rounded-lg border border-ink-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
      <DateField label={text.fecha} value={filter.fecha ?? today} onChange={(v) => onChange({ fecha: v === "" || v === today ? null : v })} />
      <SearchSelect label={text.empresa} items={companies} selectedId={idText(filter.id_empresa)} onChange={(id) => onChange({ id_empresa: idOf(id) })} placeholder={recordText.todos} />
      <SearchSelect
        label={text.centro}
        items={centres}
        selectedId={idText(filter.id_centro_trabajo)}
        onChange={(id) => onChange({ id_centro_trabajo: idOf(id) })}
        isDisabled={filter.id_empresa === null}
        placeholder={recordText.todos}
      />
      <SearchSelect
        label={text.depto}
        items={departments}
        selectedId={idText(filter.id_depto)}
        onChange={(id) => onChange({ id_depto: idOf(id) })}
        isDisabled={filter.id_centro_trabajo === null}
        placeholder={recordText.todos}
      />
      {view === "gestionar" ? (
        <>
          <SearchSelect
            label={text.puesto}
            items={puestos}
            selectedId={filter.id_puesto}
            onChange={(id) => onChange({ id_puesto: id === "" ? null : id })}
            isDisabled={filter.id_empresa === null}
            placeholder={recordText.todos}
          />
          <Select
            label={text.estado}
            options={[{ id: "", label: recordText.todos }, ...estadoChoices]}
            value={filter.estado ?? ""}
            onChange={(v) => onChange({ estado: v === "O" || v === "V" || v === "B" ? v : null })}
          />
        </>
      ) : null}
    </section>
  )
}

const baseColumns: ReadonlyArray<TableColumn<PositionRow>> = [
  { id: "id_posicion", label: "Clave", isRowHeader: true },
  { id: "n_posicion", label: "Posición" },
  { id: "n_puesto", label: "Puesto" },
  { id: "n_depto", label: "Departamento" },
  { id: "n_posicion_jefe", label: "Jefe", render: (r) => r.n_posicion_jefe ?? "" },
]

const gestionarColumns: ReadonlyArray<TableColumn<PositionRow>> = [
  ...baseColumns,
  { id: "n_empleado", label: "Ocupante", render: (r) => r.n_empleado ?? "" },
  { id: "vigencia", label: "Vigencia", render: (r) => vigenciaOf(r) },
  { id: "estado", label: "Estado", render: (r) => estadoLabel(r.estado) },
]

const libresColumns: ReadonlyArray<TableColumn<PositionRow>> = [
  ...baseColumns,
  { id: "n_centro_trabajo", label: "Centro" },
  { id: "dias_vacante", label: text.diasVacante, render: (r) => (r.dias_vacante ?? 0).toLocaleString("es-MX") },
]

export const PositionsOnDatePage = ({ view, pageKey }: { readonly view: PositionsView; readonly pageKey: string }) => {
  const actor = useActorRef(machine, { input: { storage: listStorage(), pageKey, view } })
  const state = useSelector(actor, (s) => s)
  const { context } = state
  const today = useMemo(todayInMexico, [])

  useToasts(actor)

  const loading = state.matches("loading")
  const busy = state.matches({ ready: "duplicating" })
  const end = useEndPosition()
  const noun = view === "libres" ? (context.total === 1 ? "posición libre" : "posiciones libres") : context.total === 1 ? "posición" : "posiciones"
  const status = loading ? messages.cargando : `${context.total.toLocaleString("es-MX")} ${noun}`
  const pages = Math.max(1, Math.ceil(context.total / context.pageSize))

  const actions =
    view === "gestionar"
      ? (row: PositionRow) => (
          <div className="flex gap-2">
            <Button variant="secondary" className="px-2 py-1" aria-label={`${text.duplicar} ${row.id_posicion}`} isDisabled={busy} onPress={() => actor.send({ type: "DUPLICATE", id_posicion: row.id_posicion })}>
              {text.duplicar}
            </Button>
            {row.f_fin === null ? (
              <Button variant="ghost" className="px-2 py-1" aria-label={endLabel(row.id_posicion)} isDisabled={busy} onPress={() => end.start(row, () => actor.send({ type: "RELOAD" }))}>
                {text.darDeBaja}
              </Button>
            ) : null}
          </div>
        )
      : (row: PositionRow) => (
          <a
            href={`${text.requisiciones}?id_posicion=${encodeURIComponent(row.id_posicion)}`}
            aria-label={`${text.crearRequisicion} para ${row.id_posicion}`}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {text.crearRequisicion}
          </a>
        )

  return (
    <div>
      <PageTitle>{view === "libres" ? text.libres : text.gestionar}</PageTitle>
      <Filters view={view} filter={context.filter} onChange={(filter) => actor.send({ type: "FILTER", filter })} today={today} />
      <p role="status" className="mb-2 text-sm text-ink-700">
        {status}
      </p>
      {state.matches("failed") ? (
        <LoadFailure
          message={context.failure}
          onRetry={() => actor.send({ type: "RETRY" })}
          className="mb-4 flex items-center gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        />
      ) : null}
      <DataTable
        label={view === "libres" ? text.libres : text.gestionar}
        columns={view === "libres" ? libresColumns : gestionarColumns}
        rows={context.rows}
        rowId={(r) => r.id_posicion}
        actions={actions}
        isLoading={loading}
      />
      <Pagination
        page={context.page}
        pages={pages}
        total={context.total}
        pageSize={context.pageSize}
        pageSizes={pageSizes}
        onPageSize={(size) => actor.send({ type: "PAGE_SIZE", size })}
        onPrevious={() => actor.send({ type: "PAGE", page: context.page - 1 })}
        onNext={() => actor.send({ type: "PAGE", page: context.page + 1 })}
      />
      {end.dialog}
    </div>
  )
}
