import { useActorRef, useSelector } from "@xstate/react"
import { type ReactNode, useCallback, useMemo } from "react"
import { messages } from "../../domain/messages"
import { formatCount } from "../../domain/number-format"
import { type FilterText, type ReportDescriptor, type ReportFilter, requestOfFilters } from "../../domain/records/report"
import { type ExportKind, type OpenCell, createReportPageMachine, shownRows } from "../../machines/records/report-page"
import { type ReportEndpoints, reportPageActors } from "../../machines/records/report-page-calls"
import type { BulkActionCall } from "../../machines/records/bulk-action-calls"
import { useBulkActions } from "./BulkActions"
import { api } from "../app/api"
import { saveFile } from "../api/save-file"
import { Button } from "../ui/Button"
import { ExportAction } from "../ui/ExportAction"
import { DateField } from "../ui/DateField"
import { Modal } from "../ui/Modal"
import { PageTitle } from "../ui/PageTitle"
import { RadioGroup } from "../ui/RadioGroup"
import { SearchSelect } from "../ui/SearchSelect"
import { Select } from "../ui/Select"
import { Shimmer } from "../ui/Shimmer"
import { TextField } from "../ui/TextField"
import { chartPng } from "./chart-image"
import { FilterProblems } from "./FilterProblems"
import { ChartView, Legend, ReportTableView } from "./ReportTableView"
import { useLookup } from "./use-lookup"
import { kitText } from "../ui/kit-text"
import { ScrollingTable } from "../ui/ScrollingTable"
import { HeaderCells } from "../ui/HeaderCells"
import { useToasts } from "./use-toasts"

// Every report page, drawn from its descriptor (domain/records/report.ts) and its machine
// (machines/records/report-page.ts): the filters (a change reads again), the legend, the table a
// page of rows at a time from the server, the people behind a cell in a dialog, the exports with
// their progress, and the chart when the report has one. The view renders the machine's state;
// the reads run in the machine's actors.

const text = {
  excel: "Exportar Excel",
  pdf: "Exportar PDF",
  grafica: "Exportar gráfica (PDF)",
  reintentar: kitText.reintentar,
  masFilas: "Mostrar más filas",
  personas: (title: string) => `Personas de ${title}`,
} as const

const LookupFilter = ({ name, filter, filters, set }: FilterInputProps) => {
  const lookup = filter.field.lookup
  const parentValue = lookup?.parent === undefined ? "" : (filters[lookup.parent.field] ?? "")
  const items = useLookup(lookup?.catalogue ?? "", lookup?.idColumn ?? "", lookup?.labelColumn ?? "", lookup?.parent === undefined ? undefined : { column: lookup.parent.column, value: parentValue })
  const value = filters[name] ?? ""
  return (
    <SearchSelect
      label={filter.field.label}
      items={items}
      selectedId={value === "" ? null : value}
      onChange={(id) => set(name, id ?? "")}
      isDisabled={lookup?.parent !== undefined && parentValue === ""}
      {...(filter.placeholder === undefined ? {} : { placeholder: filter.placeholder })}
    />
  )
}

interface FilterInputProps {
  readonly name: string
  readonly filter: ReportFilter
  readonly filters: FilterText
  readonly set: (name: string, value: string) => void
}

const FilterInput = (props: FilterInputProps) => {
  const { name, filter, filters, set } = props
  const { field } = filter
  const value = filters[name] ?? ""
  const required = filter.optional !== true
  if (field.lookup !== undefined) return <LookupFilter {...props} />
  if (filter.radio === true) return <RadioGroup label={field.label} orientation="horizontal" options={field.choices ?? []} value={value} onChange={(id) => set(name, id)} />
  if (field.choices !== undefined) {
    // An optional choice keeps its empty option ("Todos los estados"), or the list would show its first choice while none is chosen.
    const placeholder = filter.placeholder === undefined ? {} : { placeholder: filter.placeholder }
    return <Select label={field.label} options={field.choices} value={value} onChange={(id) => set(name, id)} isRequired={required} {...placeholder} />
  }
  // A required date cleared while typing keeps the last whole one.
  if (field.kind === "date") return <DateField label={field.label} value={value} onChange={(v) => (v === "" && required ? undefined : set(name, v))} isRequired={required} />
  return <TextField label={field.label} value={value} onChange={(v) => set(name, v)} isRequired={required} />
}

const noBulk: ReadonlyArray<BulkActionCall> = []

export const ReportPage = <Q, R, D>({
  report,
  endpoints,
  bulk = noBulk,
  fixed,
  showTitle = true,
  actions,
  aside,
}: {
  readonly report: ReportDescriptor<Q, R, D>
  readonly endpoints: ReportEndpoints
  /** Bulk actions on the selected rows (the descriptor's `selection` draws their boxes). */
  readonly bulk?: ReadonlyArray<BulkActionCall>
  /**
   * Filters the page around the report sets (a report inside a record's tab: its project): read
   * with the report's first filters and never drawn. Read once: give the report a new `key` for others.
   */
  readonly fixed?: FilterText
  /** False when the page around it already names it (a tab of a record). */
  readonly showTitle?: boolean
  /**
   * A page's own actions on what the filters cover (a reminder, a person's PDF), drawn beside the
   * exports with the request the filters stand for and whether the machine found them valid.
   */
  readonly actions?: (request: Readonly<Record<string, string | number>>, valid: boolean) => ReactNode
  /** What the page shows of the answer above its table besides the chart (the concentrado's nine-box). */
  readonly aside?: (result: R) => ReactNode
}) => {
  const machine = useMemo(
    () => createReportPageMachine<R, D>().provide({ actors: reportPageActors(api, report, endpoints, { save: saveFile, chartImage: chartPng }) }),
    [report, endpoints],
  )
  const actor = useActorRef(machine, { input: { report: report as unknown as ReportDescriptor<unknown, unknown, unknown>, initial: { ...report.initial(), ...fixed } } })
  useToasts(actor)
  const snapshot = useSelector(actor, (s) => s)
  const { context } = snapshot
  const reload = useCallback(() => actor.send({ type: "RELOAD" }), [actor])
  const bulkActions = useBulkActions(bulk, reload)
  const selection =
    report.selection === undefined || bulk.length === 0 || report.selection.when?.(context.filters) === false
      ? undefined
      : { ...report.selection, selected: context.selected, onSelect: (keys: ReadonlyArray<string>, selected: boolean) => actor.send({ type: "SELECT", keys, selected }) }
  const set = (name: string, value: string) => actor.send({ type: "SET_FILTER", name, value })
  const request = requestOfFilters(report, context.filters)
  const filters = request as Q
  const table = context.result === null ? null : report.table(context.result, filters)
  const shown = snapshot.matches("shown")
  const busy = (kind: ExportKind) => snapshot.matches({ shown: "exporting" }) && context.exporting === kind
  const entries = Object.entries(report.filters).filter(([name]) => fixed?.[name] === undefined)
  const chart = table !== null && report.chart !== undefined ? report.chart(table) : undefined
  const exportAction = (kind: ExportKind, label: string) => (
    <ExportAction label={label} busy={busy(kind)} isDisabled={!shown} onPress={() => actor.send({ type: "EXPORT", kind })} />
  )

  return (
    <>
      {showTitle ? <PageTitle>{report.title}</PageTitle> : null}
      <div className="flex flex-col gap-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {entries.filter(([, f]) => f.radio !== true).map(([name, f]) => (
            <FilterInput key={name} name={name} filter={f} filters={context.filters} set={set} />
          ))}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          {entries.filter(([, f]) => f.radio === true).map(([name, f]) => (
            <FilterInput key={name} name={name} filter={f} filters={context.filters} set={set} />
          ))}
          <div className="flex flex-wrap gap-3">
            {exportAction("xlsx", text.excel)}
            {exportAction("pdf", text.pdf)}
            {chart === undefined ? null : exportAction("chart", text.grafica)}
            {actions?.(request, !snapshot.matches("invalid"))}
          </div>
        </div>
        {report.tones === undefined || report.legend === undefined ? null : <Legend title={report.legend} tones={report.tones} emptyCell={report.emptyCell} />}
        <FilterProblems problems={snapshot.matches("invalid") ? context.problems : []} />
        {snapshot.matches("loading") ? <Shimmer /> : null}
        {snapshot.matches("failed") ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-ink-700">{messages.errorObtener}</p>
            <Button variant="secondary" onPress={() => actor.send({ type: "RETRY" })}>
              {text.reintentar}
            </Button>
          </div>
        ) : null}
        {snapshot.matches("empty") ? (
          <p role="status" className="rounded-md border border-ink-200 bg-white px-4 py-6 text-ink-700">
            {report.empty}
          </p>
        ) : null}
        {shown && table !== null ? (
          <>
            <p role="status" className="text-sm text-ink-700">
              {report.summary(context.total, table, filters)}
            </p>
            {chart === undefined ? null : <ChartView chart={chart} />}
            {aside === undefined || context.result === null ? null : aside(context.result)}
            {selection === undefined ? null : bulkActions.toolbar(context.selected)}
            <ReportTableView
              table={table}
              emptyCell={report.emptyCell}
              tones={report.tones ?? {}}
              onOpen={(cell: OpenCell) => actor.send({ type: "OPEN_CELL", cell })}
              {...(selection === undefined ? {} : { selection })}
            />
            {shownRows(context) < context.total ? (
              <div>
                <Button variant="secondary" aria-busy={snapshot.matches({ shown: "more" })} onPress={() => actor.send({ type: "MORE" })}>
                  {`${text.masFilas} (${formatCount(shownRows(context))} de ${formatCount(context.total)})`}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
      {bulk.length === 0 ? null : bulkActions.dialog}
      {report.drill === undefined ? null : (
        <DrillDialog drill={report.drill} cell={context.cell} people={context.people} onClose={() => actor.send({ type: "CLOSE_CELL" })} />
      )}
    </>
  )
}

const DrillDialog = <D,>({
  drill,
  cell,
  people,
  onClose,
}: {
  readonly drill: NonNullable<ReportDescriptor<unknown, unknown, D>["drill"]>
  readonly cell: OpenCell | null
  readonly people: ReadonlyArray<D> | null
  readonly onClose: () => void
}) => (
  <Modal title={cell?.title ?? ""} isOpen={cell !== null} onClose={onClose} size="lg">
    {people === null ? (
      <Shimmer rows={10} />
    ) : people.length === 0 ? (
      <p className="text-ink-700">{drill.empty}</p>
    ) : (
      <ScrollingTable caption={text.personas(cell?.title ?? "")} boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            <HeaderCells labels={drill.columns.map((c) => c.label)} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={drill.rowKey(p)}>
              {drill.columns.map((c) =>
                c.rowHeader === true ? (
                  <th key={c.label} scope="row" className="border-b border-ink-100 px-2 py-1.5 font-normal">
                    {c.text(p)}
                  </th>
                ) : (
                  <td key={c.label} className={`border-b border-ink-100 px-2 py-1.5 ${c.numeric === true ? "tabular-nums" : ""}`}>
                    {c.text(p)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    )}
  </Modal>
)
