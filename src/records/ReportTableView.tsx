import type { ReportCell, ReportChart, ReportRow, ReportTable, ReportTone } from "../../domain/records/report"
import type { OpenCell } from "../../machines/records/report-page"
import { SelectBox } from "../ui/SelectBox"
import { ScrollingTable } from "../ui/ScrollingTable"

// A report's table as the page shows it: a real <table> whose columns are column headers and
// whose rows have row headers, so a screen reader names a cell by both; each cell prints its
// lines (the tone's fill only repeats them) and, when it has people behind it, is a button that
// opens them. A wide table scrolls sideways inside a region the keyboard can reach.

const cellClass = "border-b border-l border-ink-200"

const Cell = ({ cell, emptyCell, tones, onOpen }: { readonly cell: ReportCell; readonly emptyCell: string; readonly tones: Readonly<Record<string, ReportTone>>; readonly onOpen: (cell: OpenCell) => void }) => {
  if (cell.value === null && cell.text !== true) {
    return (
      <td className={`${cellClass} px-2 py-2 text-center text-ink-700`}>
        <span aria-hidden="true">{cell.lines.join(" ")}</span>
        <span className="sr-only">{emptyCell}</span>
      </td>
    )
  }
  const fill = cell.tone === undefined ? undefined : tones[cell.tone]?.fill
  const [first, ...rest] = cell.lines
  const lines = (
    <>
      <span className={cell.text === true ? undefined : "font-semibold tabular-nums"}>{first}</span>
      {rest.map((line) => (
        <span key={line} className="text-xs tabular-nums">
          {line}
        </span>
      ))}
    </>
  )
  const { drill, drillTitle } = cell
  return (
    <td className={`${cellClass} p-0 text-center`} style={fill === undefined ? undefined : { backgroundColor: fill }}>
      {drill === undefined ? (
        <span className="flex flex-col items-center px-2 py-2 text-ink-900">{lines}</span>
      ) : (
        <button
          type="button"
          aria-label={cell.label}
          className="flex h-full w-full flex-col items-center px-2 py-2 text-ink-900 hover:underline focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
          onClick={() => onOpen({ fields: drill, title: drillTitle ?? "" })}
        >
          {lines}
        </button>
      )}
    </td>
  )
}

/** The rows' boxes of a report with bulk actions: which are selected, their names, and the change. */
export interface RowSelection {
  readonly selected: ReadonlyArray<string>
  readonly label: (row: ReportRow) => string
  readonly all: string
  readonly onSelect: (keys: ReadonlyArray<string>, selected: boolean) => void
}

export interface ReportTableViewProps {
  readonly table: ReportTable
  readonly emptyCell: string
  readonly tones: Readonly<Record<string, ReportTone>>
  readonly onOpen: (cell: OpenCell) => void
  readonly selection?: RowSelection
}

const SelectAll = ({ table, selection }: { readonly table: ReportTable; readonly selection: RowSelection }) => {
  const keys = table.rows.map((r) => r.key)
  const chosen = keys.filter((k) => selection.selected.includes(k)).length
  return (
    <th scope="col" className="w-10 border-b border-ink-200 bg-ink-50 px-1 py-2">
      <SelectBox label={selection.all} isSelected={chosen > 0 && chosen === keys.length} isIndeterminate={chosen > 0 && chosen < keys.length} onChange={(on) => selection.onSelect(keys, on)} />
    </th>
  )
}

export const ReportTableView = ({ table, emptyCell, tones, onOpen, selection }: ReportTableViewProps) => (
  // relative, so its visually hidden texts stay inside it instead of widening the page.
  <ScrollingTable caption={table.caption} boxClassName="relative max-w-full overflow-x-auto rounded-md border border-ink-200 bg-white focus-visible:outline-3 focus-visible:outline-focus" tableClassName="min-w-full border-collapse text-sm">
    <thead>
      <tr>
        {selection === undefined ? null : <SelectAll table={table} selection={selection} />}
        <th scope="col" className="sticky left-0 z-10 border-b border-ink-200 bg-ink-50 px-3 py-2 text-left font-semibold text-ink-900">
          {table.rowHeader}
        </th>
        {table.columns.map((c) => (
          <th key={c.key} scope="col" className={`${cellClass} min-w-28 bg-ink-50 px-2 py-2 text-center align-bottom font-semibold text-ink-900`}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {table.rows.map((r) => (
        <tr key={r.key}>
          {selection === undefined ? null : (
            <td className="w-10 border-b border-ink-200 px-1 py-2">
              <SelectBox label={selection.label(r)} isSelected={selection.selected.includes(r.key)} onChange={(on) => selection.onSelect([r.key], on)} />
            </td>
          )}
          <th scope="row" className="sticky left-0 z-10 border-b border-ink-200 bg-white px-3 py-2 text-left font-normal text-ink-900">
            <span className="block font-semibold">{r.label}</span>
            <span className="block text-xs text-ink-700">{r.detail}</span>
          </th>
          {r.cells.map((c, i) => (
            <Cell key={table.columns[i]?.key ?? i} cell={c} emptyCell={emptyCell} tones={tones} onOpen={onOpen} />
          ))}
        </tr>
      ))}
    </tbody>
    {table.totals === undefined ? null : (
      <tfoot>
        <tr>
          {selection === undefined ? null : <td className="border-b border-ink-200" />}
          <th scope="row" className="sticky left-0 z-10 border-b border-ink-200 bg-ink-50 px-3 py-2 text-left font-semibold text-ink-900">
            {table.totals.label}
          </th>
          {table.totals.cells.map((c, i) => (
            <Cell key={table.columns[i]?.key ?? i} cell={c} emptyCell={emptyCell} tones={tones} onOpen={onOpen} />
          ))}
        </tr>
      </tfoot>
    )}
  </ScrollingTable>
)

export const Legend = ({ title, tones, emptyCell }: { readonly title: string; readonly tones: Readonly<Record<string, ReportTone>>; readonly emptyCell: string }) => (
  <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-900">
    <span className="font-semibold">{title}:</span>
    {[...Object.entries(tones), ["", { label: emptyCell, fill: "#ffffff" }] as const].map(([key, t]) => (
      <span key={key} className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-4 w-6 rounded border border-ink-400" style={{ backgroundColor: t.fill }} />
        {t.label}
      </span>
    ))}
  </div>
)

const chartWidth = 640
const barHeight = 22

/** A bar chart drawn here (no outside service); the same figures follow as a table for screen readers. */
export const ChartView = ({ chart }: { readonly chart: ReportChart }) => {
  const max = Math.max(1, ...chart.bars.map((b) => b.value))
  const height = chart.bars.length * (barHeight + 6) + 4
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold text-ink-900">{chart.title}</figcaption>
      <svg aria-hidden="true" viewBox={`0 0 ${chartWidth} ${height}`} className="w-full max-w-3xl">
        {chart.bars.map((b, i) => (
          <g key={b.label} transform={`translate(0 ${i * (barHeight + 6)})`}>
            <text x={0} y={barHeight - 6} fontSize={12} fill="#1f2937">
              {b.label.slice(0, 28)}
            </text>
            <rect x={200} y={0} width={Math.max(1, ((chartWidth - 280) * b.value) / max)} height={barHeight} fill="#1d4ed8" />
            <text x={206 + ((chartWidth - 280) * b.value) / max} y={barHeight - 6} fontSize={12} fill="#1f2937">
              {`${b.value.toLocaleString("es-MX")} ${chart.unit}`}
            </text>
          </g>
        ))}
      </svg>
      <table className="sr-only">
        <caption>{chart.title}</caption>
        <tbody>
          {chart.bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{`${b.value.toLocaleString("es-MX")} ${chart.unit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
