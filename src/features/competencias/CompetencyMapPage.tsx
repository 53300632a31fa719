import { useCallback, useEffect, useState } from "react"
import {
  type Agrupacion,
  type MapaCompetencias,
  type MapaCompetenciasRequest,
  agrupacionLabels,
  competenciasMapaEndpoints,
} from "../../../domain/api/competencias-mapa"
import { type TipoCompetenciaWire, tipoTitles, tiposCompetencia } from "../../../domain/records/competencias/competency-types"
import { type Banda, bandaDe, bandaLabels } from "../../../domain/rules/competency-map-bands"
import { messages } from "../../../domain/messages"
import { api } from "../../app/api"
import { exportFile } from "../../records/exportFile"
import { outcomeOf, showToast, toastOf } from "../../records/outcomes"
import { useLoaded } from "../../records/useLoaded"
import { Button } from "../../ui/Button"
import { DateField } from "../../ui/DateField"
import { ExportButton } from "../../ui/ExportButton"
import { PageTitle } from "../../ui/PageTitle"
import { RadioGroup } from "../../ui/RadioGroup"
import { SearchSelect } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { Shimmer } from "../../ui/Shimmer"
import { loadCentres, loadCompanies } from "../organization/org-chart/lookups"
import { CellPeopleDialog } from "./CellPeopleDialog"
import { formatCount } from "../../../domain/number-format"

// Competencias de la organización (COM350, DOMAIN-MX 5.7): the heat map of departments (or
// puestos) by the competencies of one type at a cut-off date. A real <table>: the competencies
// are column headers and each department or puesto a row header, so a screen reader names a
// cell by both; every cell prints its average and n (the band's colour only repeats it) and is
// a button that opens the people behind it. Rows come 50 at a time (a company may have
// hundreds of departments). Exports: Excel and PDF of the same filters.

const text = {
  title: "Competencias de la organización",
  empresa: "Empresa",
  todas: "Todas las empresas de su rol",
  centro: "Centro de trabajo",
  todos: "Todos los centros",
  tipo: "Tipo de competencia",
  fecha: "Fecha de corte",
  agrupar: "Agrupar por",
  pdf: "Exportar PDF",
  excel: "Exportar Excel",
  leyenda: "Cumplimiento promedio",
  sinEvaluaciones: "Sin evaluaciones",
  vacio: "No hay evaluaciones de personas con competencias de este tipo esperadas a la fecha de corte.",
  masFilas: "Mostrar más filas",
  reintentar: "Reintentar",
  caption: (tipo: TipoCompetenciaWire, agrupar: Agrupacion, fecha: string) =>
    `${tipoTitles[tipo]}: cumplimiento promedio por ${agrupacionLabels[agrupar].toLowerCase()} y competencia al ${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`,
  resumen: (filas: number, columnas: number, agrupar: Agrupacion) =>
    `${filas.toLocaleString("es-MX")} ${agrupar === "depto" ? (filas === 1 ? "departamento" : "departamentos") : filas === 1 ? "puesto" : "puestos"} por ${columnas} ${columnas === 1 ? "competencia" : "competencias"}`,
} as const

const pageSize = 50

/** Pale fills behind ink-900 text (over 12:1); the number, not the colour, carries the figure. */
const fills: Readonly<Record<Banda, string>> = { baja: "bg-red-100", media: "bg-amber-100", alta: "bg-green-100" }

const todayInMexico = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())

const percent = (n: number): string => `${n.toLocaleString("es-MX", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`

interface Filter {
  readonly id_empresa: string | null
  readonly id_centro_trabajo: string | null
  readonly tipo: TipoCompetenciaWire
  readonly fecha_corte: string
  readonly agrupar: Agrupacion
}

const requestOf = (f: Filter): MapaCompetenciasRequest => ({
  tipo: f.tipo,
  fecha_corte: f.fecha_corte,
  agrupar: f.agrupar,
  ...(f.id_empresa === null ? {} : { id_empresa: Number(f.id_empresa) }),
  ...(f.id_centro_trabajo === null ? {} : { id_centro_trabajo: Number(f.id_centro_trabajo) }),
})

type Shown = { readonly kind: "loading" } | { readonly kind: "failed" } | { readonly kind: "ready"; readonly mapa: MapaCompetencias }

/** The cell whose people the dialog shows. */
export interface OpenCell {
  readonly request: MapaCompetenciasRequest & { readonly clave: string; readonly id_competencia: number }
  readonly title: string
}

export const CompetencyMapPage = () => {
  const companies = useLoaded("empresas", loadCompanies)
  const [filter, setFilterState] = useState<Filter>({ id_empresa: null, id_centro_trabajo: null, tipo: "ORG", fecha_corte: todayInMexico(), agrupar: "depto" })
  const centres = useLoaded(filter.id_empresa, loadCentres)
  const [shown, setShown] = useState<Shown>({ kind: "loading" })
  const [visible, setVisible] = useState(pageSize)
  const [attempt, setAttempt] = useState(0)
  const [cell, setCell] = useState<OpenCell | null>(null)
  const setFilter = (change: Partial<Filter>) => setFilterState((f) => ({ ...f, ...change }))
  const closeCell = useCallback(() => setCell(null), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same read on Reintentar
  useEffect(() => {
    let live = true
    setShown({ kind: "loading" })
    setVisible(pageSize)
    void api.call(competenciasMapaEndpoints.mapaCompetencias, requestOf(filter)).then((result) => {
      if (!live) return
      const outcome = outcomeOf(result)
      if (outcome.kind === "done") setShown({ kind: "ready", mapa: (outcome.value as { readonly result: MapaCompetencias }).result })
      else {
        showToast(toastOf(outcome, messages.errorObtener))
        setShown({ kind: "failed" })
      }
    })
    return () => {
      live = false
    }
  }, [filter, attempt])

  const request = requestOf(filter)
  const mapa = shown.kind === "ready" ? shown.mapa : null
  const canExport = mapa !== null && mapa.filas.length > 0

  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <div className="flex flex-col gap-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <SearchSelect
            label={text.empresa}
            items={companies}
            selectedId={filter.id_empresa}
            onChange={(id) => setFilter({ id_empresa: id, id_centro_trabajo: null })}
            placeholder={text.todas}
          />
          <SearchSelect
            label={text.centro}
            items={centres}
            selectedId={filter.id_centro_trabajo}
            onChange={(id) => setFilter({ id_centro_trabajo: id })}
            isDisabled={filter.id_empresa === null}
            placeholder={text.todos}
          />
          <Select
            label={text.tipo}
            options={tiposCompetencia.map((t) => ({ id: t, label: tipoTitles[t] }))}
            value={filter.tipo}
            onChange={(id) => setFilter({ tipo: id as TipoCompetenciaWire })}
            isRequired
          />
          <DateField label={text.fecha} value={filter.fecha_corte} onChange={(fecha) => (fecha === "" ? undefined : setFilter({ fecha_corte: fecha }))} isRequired />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <RadioGroup
            label={text.agrupar}
            orientation="horizontal"
            options={(["depto", "puesto"] as const).map((a) => ({ id: a, label: agrupacionLabels[a] }))}
            value={filter.agrupar}
            onChange={(id) => setFilter({ agrupar: id as Agrupacion })}
          />
          <div className="flex flex-wrap gap-3">
            <ExportButton label={text.excel} isDisabled={!canExport} onExport={() => exportFile(() => api.download(competenciasMapaEndpoints.exportarMapaCompetencias, request))} />
            <ExportButton label={text.pdf} isDisabled={!canExport} onExport={() => exportFile(() => api.download(competenciasMapaEndpoints.mapaCompetenciasPdf, request))} />
          </div>
        </div>

        <Legend />

        {shown.kind === "loading" ? (
          <Shimmer />
        ) : shown.kind === "failed" ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-ink-700">{messages.errorObtener}</p>
            <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
              {text.reintentar}
            </Button>
          </div>
        ) : shown.mapa.filas.length === 0 ? (
          <p role="status" className="rounded-md border border-ink-200 bg-white px-4 py-6 text-ink-700">
            {text.vacio}
          </p>
        ) : (
          <>
            <p role="status" className="text-sm text-ink-700">
              {text.resumen(shown.mapa.filas.length, shown.mapa.competencias.length, filter.agrupar)}
            </p>
            <HeatTable
              mapa={shown.mapa}
              filter={filter}
              visible={visible}
              onOpen={(open) => setCell({ request: { ...request, ...open.request }, title: open.title })}
            />
            {visible < shown.mapa.filas.length ? (
              <div>
                <Button variant="secondary" onPress={() => setVisible((n) => n + pageSize)}>
                  {`${text.masFilas} (${formatCount(Math.min(visible, shown.mapa.filas.length))} de ${formatCount(shown.mapa.filas.length)})`}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <CellPeopleDialog cell={cell} onClose={closeCell} />
    </>
  )
}

const Legend = () => (
  <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-900">
    <span className="font-semibold">{text.leyenda}:</span>
    {(["baja", "media", "alta"] as const).map((b) => (
      <span key={b} className="inline-flex items-center gap-2">
        <span aria-hidden="true" className={`inline-block h-4 w-6 rounded border border-ink-400 ${fills[b]}`} />
        {bandaLabels[b]}
      </span>
    ))}
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-block h-4 w-6 rounded border border-ink-400 bg-white" />
      {text.sinEvaluaciones}
    </span>
  </div>
)

interface HeatTableProps {
  readonly mapa: MapaCompetencias
  readonly filter: Filter
  readonly visible: number
  readonly onOpen: (cell: { readonly request: { readonly clave: string; readonly id_competencia: number }; readonly title: string }) => void
}

const HeatTable = ({ mapa, filter, visible, onOpen }: HeatTableProps) => {
  const caption = text.caption(filter.tipo, filter.agrupar, filter.fecha_corte)
  return (
    // A wide map scrolls sideways inside its own focusable region (keyboard users scroll it too).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={caption} tabIndex={0} className="max-w-full overflow-x-auto rounded-md border border-ink-200 bg-white focus-visible:outline-3 focus-visible:outline-focus">
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 border-b border-ink-200 bg-ink-50 px-3 py-2 text-left font-semibold text-ink-900">
              {agrupacionLabels[filter.agrupar]}
            </th>
            {mapa.competencias.map((c) => (
              <th key={c.id_competencia} scope="col" className="min-w-28 border-b border-l border-ink-200 bg-ink-50 px-2 py-2 text-center align-bottom font-semibold text-ink-900">
                {c.n_competencia}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mapa.filas.slice(0, visible).map((f) => (
            <tr key={f.clave}>
              <th scope="row" className="sticky left-0 z-10 border-b border-ink-200 bg-white px-3 py-2 text-left font-normal text-ink-900">
                <span className="block font-semibold">{f.nombre}</span>
                <span className="block text-xs text-ink-700">{f.detalle}</span>
              </th>
              {f.celdas.map((c, i) => {
                const competencia = mapa.competencias[i]
                const banda = bandaDe(c.promedio)
                const key = `${f.clave}-${competencia?.id_competencia ?? i}`
                if (c.promedio === null || banda === null || competencia === undefined) {
                  return (
                    <td key={key} className="border-b border-l border-ink-200 px-2 py-2 text-center text-ink-700">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{text.sinEvaluaciones}</span>
                    </td>
                  )
                }
                const figure = `${percent(c.promedio)}, n = ${formatCount(c.n)}`
                return (
                  <td key={key} className={`border-b border-l border-ink-200 p-0 text-center ${fills[banda]}`}>
                    <button
                      type="button"
                      aria-label={`${figure}. Ver personas de ${f.nombre} en ${competencia.n_competencia}`}
                      className="flex h-full w-full flex-col items-center px-2 py-2 text-ink-900 hover:underline focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
                      onClick={() =>
                        onOpen({
                          request: { clave: f.clave, id_competencia: competencia.id_competencia },
                          title: `${competencia.n_competencia} · ${f.nombre}`,
                        })
                      }
                    >
                      <span className="font-semibold tabular-nums">{percent(c.promedio)}</span>
                      <span className="text-xs tabular-nums">{`n = ${formatCount(c.n)}`}</span>
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
