import { useId, useState } from "react"
import { messages } from "../../domain/messages"
import type { ChartRow } from "./chart-rows"
import { formatCount } from "../../domain/number-format"

export interface BarChartProps {
  readonly title: string
  readonly categoryLabel: string
  readonly valueLabel: string
  readonly rows: ReadonlyArray<ChartRow>
}

const rowHeight = 36
const labelWidth = 220
const barArea = 480
const valueWidth = 60

const shorten = (s: string, max = 30) => (s.length > max ? `${s.slice(0, max - 1)}…` : s)

/**
 * A horizontal bar chart drawn here, not by a third-party image service (no employee figures
 * leave the company). The SVG is one image with a summary; the table says the same in full.
 */
export const BarChart = ({ title, categoryLabel, valueLabel, rows }: BarChartProps) => {
  const [showTable, setShowTable] = useState(false)
  const tableId = useId()
  const max = Math.max(1, ...rows.map((r) => r.value))
  const height = Math.max(1, rows.length) * rowHeight
  const width = labelWidth + barArea + valueWidth
  const summary = `${messages.graficaDe}: ${title}. ${rows.map((r) => `${r.label}: ${formatCount(r.value)}`).join("; ")}`
  return (
    <figure className="rounded-lg border border-ink-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-3 text-lg font-semibold text-ink-900">{title}</figcaption>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" style={{ maxHeight: 720 }}>
        {rows.map((r, i) => {
          const y = i * rowHeight
          const w = Math.round((r.value / max) * barArea)
          return (
            <g key={r.id}>
              <text x={labelWidth - 8} y={y + rowHeight / 2} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="#2f3847">
                {shorten(r.label)}
              </text>
              <rect x={labelWidth} y={y + 6} width={Math.max(w, 2)} height={rowHeight - 12} rx="3" fill="#2a56c6" />
              <text x={labelWidth + w + 6} y={y + rowHeight / 2} dominantBaseline="middle" fontSize="13" fill="#151a23">
                {formatCount(r.value)}
              </text>
            </g>
          )
        })}
      </svg>
      <button
        type="button"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((v) => !v)}
        className="mt-3 rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline hover:bg-brand-50"
      >
        {messages.verTablaDatos}
      </button>
      {/* Always in the page for assistive technology; shown on request for everyone else. */}
      <table id={tableId} className={showTable ? "mt-3 w-full text-left text-sm" : "sr-only"}>
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-ink-200">
            <th scope="col" className="py-1 pr-4 font-semibold">
              {categoryLabel}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {valueLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-ink-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {r.label}
              </th>
              <td className="py-1 text-right">{formatCount(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
