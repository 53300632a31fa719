import type { Content, TableCell } from "pdfmake/interfaces"
import type { ReportTable, ReportTone } from "../../domain/records/report"
import { type Letterhead, letterheadContent } from "../pdf/letterhead"
import type { PdfDocument } from "../pdf/render"

// A report's table on paper: landscape, the row header with its detail, one column per report
// column, each cell its printed lines over its tone's pale fill (black text, so the figure reads
// in black and white too), the totals last, the legend of the tones, and page numbers.

export interface ReportPdfInput {
  readonly letterhead: Letterhead | null
  readonly heading: string
  /** What the report covers in words ("Todas las empresas"). */
  readonly scope: string
  readonly table: ReportTable
  readonly tones: Readonly<Record<string, ReportTone>>
  readonly empty: string
}

const headerCell = (text: string, center = false): TableCell => ({ text, bold: true, fillColor: "#eef2ff", ...(center ? { alignment: "center" } : {}) })

const cellsOf = (cells: ReportTable["rows"][number]["cells"], tones: ReportPdfInput["tones"]): Array<TableCell> =>
  cells.map((c): TableCell => {
    const fill = c.tone === undefined ? undefined : tones[c.tone]?.fill
    return { text: c.lines.join("\n"), alignment: "center", ...(fill === undefined ? {} : { fillColor: fill }) }
  })

export const reportPdfDocument = ({ letterhead, heading, scope, table, tones, empty }: ReportPdfInput): PdfDocument => {
  const body: Array<Array<TableCell>> = [
    [headerCell(table.rowHeader), ...table.columns.map((c) => headerCell(c.label, true))],
    ...table.rows.map((r) => [{ stack: [{ text: r.label, bold: true }, { text: r.detail, color: "#444444" }] }, ...cellsOf(r.cells, tones)]),
    ...(table.totals === undefined ? [] : [[{ text: table.totals.label, bold: true }, ...cellsOf(table.totals.cells, tones)]]),
  ]
  const legend: Content = {
    margin: [0, 8, 0, 0],
    columns: Object.values(tones).map((t) => ({
      width: "auto",
      margin: [0, 0, 16, 0],
      columns: [
        { width: 12, canvas: [{ type: "rect", x: 0, y: 1, w: 10, h: 8, color: t.fill, lineColor: "#666666" }] },
        { width: "auto", text: t.label, fontSize: 8 },
      ],
    })),
  }
  return {
    pageOrientation: "landscape",
    info: { title: heading, subject: scope },
    content: [
      letterhead === null ? { text: heading, bold: true, fontSize: 13, margin: [0, 0, 0, 8] } : letterheadContent(letterhead, heading, 712),
      { text: scope, bold: true, margin: [0, 0, 0, 8] },
      table.rows.length === 0
        ? { text: empty, italics: true }
        : { table: { headerRows: 1, dontBreakRows: true, widths: [130, ...table.columns.map(() => "*" as const)], body }, fontSize: 7 },
      legend,
    ],
    footer: (current: number, count: number) => ({ text: `Página ${current} de ${count}`, alignment: "right", fontSize: 8, margin: [40, 16, 40, 0] }),
  }
}
