import type { Content, TableCell } from "pdfmake/interfaces"
import { type Agrupacion, type MapaCompetencias, agrupacionLabels } from "../../domain/api/competencias-mapa"
import { type Banda, bandaDe, bandaLabels } from "../../domain/rules/competency-map-bands"
import { type Letterhead, letterheadContent } from "../pdf/letterhead"
import type { PdfDocument } from "../pdf/render"
import { spanishDate } from "../pdf/spanish-date"

// The printed heat map (COM350): a landscape table, one row per department or puesto, one column
// per competency, each cell the average fulfilment with its n printed (the fill is the band's
// pale colour behind black text, so the figure reads in black and white too), and the legend.

/** Pale fills: black text on them keeps well over 7:1 contrast. */
const fills: Readonly<Record<Banda, string>> = { baja: "#fde2e1", media: "#fef3c7", alta: "#dcfce7" }

const figure = (promedio: number | null, n: number): string =>
  promedio === null ? "—" : `${promedio.toLocaleString("es-MX", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %\nn = ${n}`

export interface MapPdfInput {
  readonly letterhead: Letterhead | null
  readonly title: string
  /** What the map covers: the company and centre, or "Todas las empresas". */
  readonly scope: string
  readonly fecha: string
  readonly agrupar: Agrupacion
  readonly mapa: MapaCompetencias
}

export const competencyMapDocument = ({ letterhead, title, scope, fecha, agrupar, mapa }: MapPdfInput): PdfDocument => {
  const heading = `${title} al ${spanishDate(fecha)}`
  const header: Array<TableCell> = [
    { text: agrupacionLabels[agrupar], bold: true, fillColor: "#eef2ff" },
    ...mapa.competencias.map((c): TableCell => ({ text: c.n_competencia, bold: true, fillColor: "#eef2ff", alignment: "center" })),
  ]
  const body: Array<Array<TableCell>> = mapa.filas.map((f) => [
    { stack: [{ text: f.nombre, bold: true }, { text: f.detalle, color: "#444444" }] },
    ...f.celdas.map((c): TableCell => {
      const banda = bandaDe(c.promedio)
      return { text: figure(c.promedio, c.n), alignment: "center", ...(banda === null ? {} : { fillColor: fills[banda] }) }
    }),
  ])
  const legend: Content = {
    margin: [0, 8, 0, 0],
    columns: (["baja", "media", "alta"] as const).map((b) => ({
      width: "auto",
      margin: [0, 0, 16, 0],
      columns: [
        { width: 12, canvas: [{ type: "rect", x: 0, y: 1, w: 10, h: 8, color: fills[b], lineColor: "#666666" }] },
        { width: "auto", text: bandaLabels[b], fontSize: 8 },
      ],
    })),
  }
  const content: Array<Content> = [
    letterhead === null ? { text: heading, bold: true, fontSize: 13, margin: [0, 0, 0, 8] } : letterheadContent(letterhead, heading),
    { text: scope, bold: true, margin: [0, 0, 0, 8] },
    mapa.filas.length === 0
      ? { text: "No hay evaluaciones de personas con estas competencias esperadas a la fecha de corte.", italics: true }
      : {
          table: { headerRows: 1, dontBreakRows: true, widths: [130, ...mapa.competencias.map(() => "*" as const)], body: [header, ...body] },
          fontSize: 7,
        },
    legend,
  ]
  return {
    pageOrientation: "landscape",
    info: { title: heading, subject: scope },
    content,
    footer: (current: number, count: number) => ({ text: `Página ${current} de ${count}`, alignment: "right", fontSize: 8, margin: [40, 16, 40, 0] }),
  }
}
