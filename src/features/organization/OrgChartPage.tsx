import { useActorRef, useSelector } from "@xstate/react"
import { toBlob } from "html-to-image"
import { useCallback, useMemo, useRef, useState } from "react"
import { fromPromise } from "xstate"
import {
  type NodoPosicion,
  type OrganigramaExportRequest,
  exportarOrganigrama,
  getArbolPosicionesFull,
  getOrgPosicion,
  organigramaPdf,
} from "../../../domain/api/organization-org-chart"
import { messages } from "../../../domain/messages"
import { chartCardCap, isVacant, searchChart } from "../../../domain/rules/org-chart"
import { type ChartFilter, chartForest, orgChartMachine } from "../../../machines/organization/orgChart"
import { toast } from "../../../machines/toast"
import type { CallResult } from "../../api/callResult"
import { saveFile } from "../../api/saveFile"
import { api } from "../../app/api"
import { exportFile } from "../../records/exportFile"
import { listStorage, showToast } from "../../records/outcomes"
import { useLoaded } from "../../records/useLoaded"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { DateField } from "../../ui/DateField"
import { ExportButton } from "../../ui/ExportButton"
import { PageTitle } from "../../ui/PageTitle"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Shimmer } from "../../ui/Shimmer"
import { Tabs } from "../../ui/Tabs"
import { TextField } from "../../ui/TextField"
import { OrgChartCanvas } from "./org-chart/OrgChartCanvas"
import { OrgChartList } from "./org-chart/OrgChartList"
import { loadCentres, loadCompanies, loadDepartments } from "./org-chart/lookups"

// Organigramas (ORG550, DOMAIN-MX 3.8): the position tree of a company or a work centre on any
// date. Cards (photo or initials, occupant, puesto, subordinates; vacant seats dashed with the
// word "Vacante") laid out by d3-flextree and drawn by React, two levels open at first, each
// chief a button that opens or closes his reports; a search that opens and marks the way to its
// matches (Enter takes the focus to the first); zoom and fit; the same data as a react-aria Tree
// in "Vista de lista". Exports: PNG of the drawn chart, the per-chief PDF and the flat Excel.

const pageKey = "/organizacion/organigramas"

const text = {
  title: "Organigramas",
  fecha: "Fecha",
  departamento: "Departamento",
  puesto: "Puesto",
  buscar: "Buscar persona o posición",
  irA: "Ir a la coincidencia",
  ocultarVacantes: "Ocultar vacantes",
  expandir: "Expandir todo",
  contraer: "Contraer todo",
  elegir: "Elija una empresa o un centro de trabajo para ver su organigrama.",
  elegirEmpresa: "Elija una empresa",
  vacio: "No hay posiciones vigentes en la fecha elegida.",
  reintentar: "Reintentar",
  png: "Exportar PNG",
  pdf: "Exportar PDF",
  excel: "Exportar Excel",
  sinCoincidencias: "Ninguna persona ni posición coincide con la búsqueda",
} as const

/** Today in Mexico City, as the server's default date. */
const todayInMexico = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())

/** No answer, or a server fault: the machine shows its general message. */
const isFault = (result: Extract<CallResult<unknown>, { ok: false }>): boolean => result.status === null || result.status >= 500

const reasonOf = (result: Extract<CallResult<unknown>, { ok: false }>): string => (result.detalles.length > 0 ? result.detalles.join(" ") : result.message)

const machine = orgChartMachine.provide({
  actors: {
    loadChart: fromPromise(async ({ input }: { input: ChartFilter }) => {
      const common = {
        fecha: input.fecha,
        ...(input.id_depto === null ? {} : { id_depto: input.id_depto }),
      }
      const result =
        input.id_centro_trabajo !== null
          ? await api.call(getArbolPosicionesFull, {
              ...common,
              id_centro_trabajo: input.id_centro_trabajo,
              ...(input.id_puesto === null ? {} : { id_puesto: input.id_puesto }),
            })
          : await api.call(getOrgPosicion, { ...common, id_empresa: input.id_empresa ?? 0 })
      if (result.ok) {
        // The company-wide call takes no puesto: the same filter applies here.
        const nodes = result.value.result
        const value = input.id_centro_trabajo === null && input.id_puesto !== null ? nodes.filter((n) => n.id_puesto === input.id_puesto) : nodes
        return { kind: "loaded" as const, value }
      }
      if (isFault(result)) throw new Error(result.message)
      return { kind: "failed" as const, message: reasonOf(result) }
    }),
  },
})

const exportRequest = (filter: ChartFilter, hideVacant: boolean): OrganigramaExportRequest => ({
  fecha: filter.fecha,
  ...(filter.id_empresa === null ? {} : { id_empresa: filter.id_empresa }),
  ...(filter.id_centro_trabajo === null ? {} : { id_centro_trabajo: filter.id_centro_trabajo }),
  ...(filter.id_depto === null ? {} : { id_depto: filter.id_depto }),
  ...(filter.id_puesto === null ? {} : { id_puesto: filter.id_puesto }),
  vacantes: hideVacant ? "0" : "1",
})

/** The puestos of the chart shown, kept while one of them is the filter (the answer then holds only it). */
const usePuestos = (nodes: ReadonlyArray<NodoPosicion>, chosen: string | null): ReadonlyArray<SelectItem> => {
  const kept = useRef<ReadonlyArray<SelectItem>>([])
  return useMemo(() => {
    if (chosen !== null && kept.current.some((i) => i.id === chosen)) return kept.current
    const byId = new Map(nodes.map((n) => [n.id_puesto, n.n_puesto]))
    kept.current = [...byId].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, "es"))
    return kept.current
  }, [nodes, chosen])
}

const idOrNull = (id: string | null): number | null => (id === null ? null : Number(id))

export const OrgChartPage = () => {
  const today = useMemo(todayInMexico, [])
  const actor = useActorRef(machine, { input: { storage: listStorage(), pageKey, today } })
  const state = useSelector(actor, (s) => s)
  const { context } = state
  const { filter } = context
  const [tab, setTab] = useState("organigrama")
  const contentRef = useRef<HTMLDivElement>(null)

  const companies = useLoaded("todas", loadCompanies)
  const centres = useLoaded(filter.id_empresa === null ? null : String(filter.id_empresa), loadCentres)
  const departmentKey = filter.id_centro_trabajo !== null ? `centro:${filter.id_centro_trabajo}` : filter.id_empresa !== null ? `empresa:${filter.id_empresa}` : null
  const departments = useLoaded(departmentKey, loadDepartments)
  const puestos = usePuestos(context.nodes, filter.id_puesto)

  const forest = useMemo(() => chartForest(context.nodes, context.hideVacant), [context.nodes, context.hideVacant])
  const search = useMemo(() => searchChart(forest, context.search), [forest, context.search])
  const matches = useMemo(() => new Set(search.matches), [search])
  const path = useMemo(() => new Set(search.path), [search])
  const onToggle = useCallback((id: string) => actor.send({ type: "TOGGLE", id }), [actor])
  const setFilter = (f: Partial<ChartFilter>) => actor.send({ type: "FILTER", filter: f })

  const loading = state.matches("loading")
  const ready = state.matches("ready")
  const vacancies = useMemo(() => context.nodes.filter(isVacant).length, [context.nodes])

  /** Enter in the search: the first match takes the focus (on the chart tab, its card; on the list, its row). */
  const goToMatch = () => {
    const first = search.matches[0]
    if (first === undefined) return
    requestAnimationFrame(() => {
      const selector = tab === "organigrama" ? `[data-posicion="${CSS.escape(first)}"]` : `[role="treegrid"] [role="row"][data-key="${CSS.escape(first)}"]`
      const target = document.querySelector<HTMLElement>(selector)
      target?.scrollIntoView({ block: "center", inline: "center" })
      target?.focus()
    })
  }

  const exportPng = async () => {
    const node = contentRef.current
    if (node === null) return
    try {
      const blob = await toBlob(node, { backgroundColor: "#f7f8fa", pixelRatio: 1, style: { transform: "none" } })
      if (blob === null) throw new Error("empty image")
      saveFile({ blob, filename: `Organigrama ${filter.fecha}.png` })
      showToast(toast("success", messages.datosExportados))
    } catch {
      showToast(toast("error", messages.errorExportar))
    }
  }

  const status = loading
    ? messages.cargando
    : !ready
      ? ""
      : context.search.trim() !== ""
        ? search.matches.length === 0
          ? text.sinCoincidencias
          : `${search.matches.length} ${search.matches.length === 1 ? "coincidencia" : "coincidencias"}`
        : `${context.nodes.length.toLocaleString("es-MX")} posiciones, ${vacancies.toLocaleString("es-MX")} vacantes`

  const canExport = ready && context.nodes.length > 0

  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{text.title}</PageTitle>
      <div className="grid grid-cols-1 gap-3 rounded-lg border border-ink-200 bg-white p-3 md:grid-cols-2 xl:grid-cols-5">
        <SearchSelect
          label={messages.empresa}
          items={companies}
          selectedId={filter.id_empresa === null ? null : String(filter.id_empresa)}
          onChange={(id) => setFilter({ id_empresa: idOrNull(id) })}
        />
        <SearchSelect
          label={messages.centroTrabajo}
          items={centres}
          selectedId={filter.id_centro_trabajo === null ? null : String(filter.id_centro_trabajo)}
          onChange={(id) => setFilter({ id_centro_trabajo: idOrNull(id) })}
          isDisabled={filter.id_empresa === null}
          placeholder={filter.id_empresa === null ? text.elegirEmpresa : undefined}
        />
        <SearchSelect
          label={text.departamento}
          items={departments}
          selectedId={filter.id_depto === null ? null : String(filter.id_depto)}
          onChange={(id) => setFilter({ id_depto: idOrNull(id) })}
          isDisabled={departmentKey === null}
          placeholder={departmentKey === null ? text.elegirEmpresa : undefined}
        />
        <SearchSelect
          label={text.puesto}
          items={puestos}
          selectedId={filter.id_puesto}
          onChange={(id) => setFilter({ id_puesto: id })}
          isDisabled={puestos.length === 0}
        />
        <DateField label={text.fecha} value={filter.fecha} onChange={(fecha) => (fecha === "" ? undefined : setFilter({ fecha }))} isRequired />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            goToMatch()
          }}
        >
          <TextField label={text.buscar} type="search" value={context.search} onChange={(value) => actor.send({ type: "SEARCH", text: value })} maxLength={100} isDisabled={!ready} />
          <Button type="submit" variant="secondary" isDisabled={!ready || search.matches.length === 0}>
            {text.irA}
          </Button>
        </form>
        <Checkbox isSelected={context.hideVacant} onChange={(hide) => actor.send({ type: "HIDE_VACANT", hide })}>
          {text.ocultarVacantes}
        </Checkbox>
        <Button variant="secondary" onPress={() => actor.send({ type: "EXPAND_ALL" })} isDisabled={!ready}>
          {text.expandir}
        </Button>
        <Button variant="secondary" onPress={() => actor.send({ type: "COLLAPSE_ALL" })} isDisabled={!ready}>
          {text.contraer}
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onPress={() => void exportPng()} isDisabled={!canExport || tab !== "organigrama"}>
          {text.png}
        </Button>
        <ExportButton label={text.pdf} isDisabled={!canExport} onExport={() => exportFile(() => api.download(organigramaPdf, exportRequest(filter, context.hideVacant)))} />
        <ExportButton label={text.excel} isDisabled={!canExport} onExport={() => exportFile(() => api.download(exportarOrganigrama, exportRequest(filter, context.hideVacant)))} />
        <p aria-live="polite" className="text-sm text-ink-600">
          {status}
        </p>
      </div>

      {context.capped ? (
        <p role="status" className="rounded-md border-l-4 border-brand-700 bg-white px-3 py-2 text-sm text-ink-900">
          {`Se muestran como máximo ${chartCardCap} tarjetas a la vez y este organigrama tiene ${context.nodes.length.toLocaleString("es-MX")} posiciones: algunas ramas quedaron contraídas. Filtre por un departamento para ver una rama completa.`}
        </p>
      ) : null}

      {state.matches("choosing") ? (
        <p className="rounded-lg border border-ink-200 bg-white px-3 py-4 text-ink-700">{text.elegir}</p>
      ) : state.matches("failed") ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border-l-4 border-danger-700 bg-white px-3 py-2 text-ink-900">
          <span>{context.failure}</span>
          <Button variant="secondary" onPress={() => actor.send({ type: "RETRY" })}>
            {text.reintentar}
          </Button>
        </div>
      ) : loading ? (
        <Shimmer rows={8} />
      ) : context.nodes.length === 0 ? (
        <p className="rounded-lg border border-ink-200 bg-white px-3 py-4 text-ink-700">{text.vacio}</p>
      ) : (
        <Tabs
          label="Vistas del organigrama"
          selectedId={tab}
          onChange={setTab}
          items={[
            {
              id: "organigrama",
              label: "Organigrama",
              content: <OrgChartCanvas forest={forest} expanded={context.expanded} matches={matches} path={path} onToggle={onToggle} contentRef={contentRef} />,
            },
            {
              id: "lista",
              label: "Vista de lista",
              content: <OrgChartList forest={forest} expanded={context.expanded} onExpandedChange={(ids) => actor.send({ type: "SET_EXPANDED", ids })} />,
            },
          ]}
        />
      )}
    </div>
  )
}
