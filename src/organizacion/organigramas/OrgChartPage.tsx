import { useActorRef, useSelector } from "@xstate/react"
import { toBlob } from "html-to-image"
import { useCallback, useMemo, useRef, useState } from "react"
import type { NodoPosicion } from "../../../domain/organizacion/organigramas-api"
import { messages } from "../../../domain/messages"
import { chartCardCap, isVacant, searchChart } from "../../../domain/organizacion/organigramas-rules"
import { type ChartFilter, chartForest, orgChartMachine } from "../../../machines/organizacion/organigramas"
import { orgChartActors, orgChartExports } from "../../../machines/organizacion/organigramas-calls"
import { toast } from "../../../machines/toast"
import { saveFile } from "../../api/save-file"
import { api } from "../../app/api"
import { listStorage, showToast } from "../../records/outcomes"
import { useCommand } from "../../records/use-command"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { DateField } from "../../ui/DateField"
import { ExportAction } from "../../ui/ExportAction"
import { PageTitle } from "../../ui/PageTitle"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Shimmer } from "../../ui/Shimmer"
import { Tabs } from "../../ui/Tabs"
import { TextField } from "../../ui/TextField"
import { OrgChartCanvas } from "./OrgChartCanvas"
import { OrgChartList } from "./OrgChartList"
import { useCentres, useCompanies, useDepartments } from "../use-org-selects"
import { todayInMexico } from "../../../domain/dates"
import { LoadFailure } from "../../records/LoadFailure"
import { ExpandCollapseButtons } from "../../ui/ExpandCollapseButtons"

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
  elegir: "Elija una empresa o un centro de trabajo para ver su organigrama.",
  elegirEmpresa: "Elija una empresa",
  vacio: "No hay posiciones vigentes en la fecha elegida.",
  png: "Exportar PNG",
  pdf: "Exportar PDF",
  excel: "Exportar Excel",
  sinCoincidencias: "Ninguna persona ni posición coincide con la búsqueda",
} as const


const machine = orgChartMachine.provide({ actors: orgChartActors(api) })
const exports = orgChartExports(api)

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

  const companies = useCompanies()
  const centres = useCentres(filter.id_empresa === null ? "" : String(filter.id_empresa))
  // The departments of the centre or, without one, of the company.
  const departmentKey = filter.id_centro_trabajo !== null ? String(filter.id_centro_trabajo) : filter.id_empresa !== null ? String(filter.id_empresa) : null
  const departments = useDepartments(filter.id_centro_trabajo !== null ? "id_centro_trabajo" : "id_empresa", departmentKey ?? "")
  const pdf = useCommand(exports.pdf, { onDone: saveFile })
  const excel = useCommand(exports.excel, { onDone: saveFile })
  const exported = { filter, hideVacant: context.hideVacant }
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
        <ExpandCollapseButtons onExpand={() => actor.send({ type: "EXPAND_ALL" })} onCollapse={() => actor.send({ type: "COLLAPSE_ALL" })} isDisabled={!ready} />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onPress={() => void exportPng()} isDisabled={!canExport || tab !== "organigrama"}>
          {text.png}
        </Button>
        <ExportAction label={text.pdf} isDisabled={!canExport} busy={pdf.phase === "running"} onPress={() => pdf.run(exported)} />
        <ExportAction label={text.excel} isDisabled={!canExport} busy={excel.phase === "running"} onPress={() => excel.run(exported)} />
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
        <LoadFailure message={context.failure} onRetry={() => actor.send({ type: "RETRY" })} />
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
