import type { Content, TableCell } from "pdfmake/interfaces"
import type { NodoPosicion } from "../../domain/organizacion/organigramas-api"
import { type PositionTree, chiefsOf, isVacant } from "../../domain/organizacion/organigramas-rules"
import { type Letterhead, letterheadContent } from "../pdf/letterhead"
import type { PdfDocument } from "../pdf/render"
import { spanishDate } from "../pdf/spanish-date"

// The printed org chart (DOMAIN-MX 3.8): an index, then one page per chief with the chief's
// position and his direct reports. Whole-tree drawings break on wide trees (250 to 900 nodes in
// other products); a chief and his reports always fit a page, and a chief with very many reports
// simply continues his table on the next one. The index lists every chief with its page.

/**
 * More chiefs than this make a PDF nobody prints, and pdfmake lays a document out in one go on
 * the server's thread (400 chiefs with 4,400 positions took 3 s): the caller is asked for a
 * department instead.
 */
export const maxChiefPages = 150

export const tooManyChiefs = (n: number): string =>
  `El organigrama tiene ${n.toLocaleString("es-MX")} jefaturas, demasiadas para un PDF; elija un departamento`

const vacante = "Vacante"

const occupant = (n: NodoPosicion): string => (isVacant(n) ? vacante : (n.n_empleado ?? vacante))

const subordinates = (n: number): string => (n === 1 ? "1 subordinado" : `${n.toLocaleString("es-MX")} subordinados`)

const chiefBox = (n: NodoPosicion): Content => ({
  table: {
    widths: ["*"],
    body: [
      [
        {
          stack: [
            { text: n.n_posicion, bold: true, fontSize: 11 },
            { text: `${n.id_posicion} · ${n.n_puesto} · ${n.n_depto}`, fontSize: 9, color: "#444444", margin: [0, 2, 0, 0] },
            { text: occupant(n), fontSize: 11, bold: isVacant(n), italics: isVacant(n), margin: [0, 6, 0, 0] },
            { text: subordinates(n.n_subordinados), fontSize: 9, color: "#444444", margin: [0, 2, 0, 0] },
          ],
          margin: [6, 6, 6, 6],
        },
      ],
    ],
  },
  // A vacant chief is drawn dashed, as on the screen, and says "Vacante" in words.
  layout: isVacant(n)
    ? { hLineStyle: () => ({ dash: { length: 4, space: 3 } }), vLineStyle: () => ({ dash: { length: 4, space: 3 } }) }
    : {},
  margin: [0, 0, 0, 12],
})

const reportsTable = (children: ReadonlyArray<PositionTree<NodoPosicion>>): Content => {
  const header: Array<TableCell> = ["Clave", "Posición", "Puesto", "Ocupante", "Subordinados"].map((t) => ({ text: t, bold: true, fillColor: "#eef2ff" }))
  const rows: Array<Array<TableCell>> = children.map((c) => [
    c.node.id_posicion,
    c.node.n_posicion,
    c.node.n_puesto,
    { text: occupant(c.node), italics: isVacant(c.node) },
    { text: String(c.node.n_subordinados), alignment: "right" },
  ])
  return {
    table: { headerRows: 1, widths: [52, "*", "*", "*", 62], body: [header, ...rows] },
    layout: "lightHorizontalLines",
    fontSize: 9,
  }
}

export interface ChartPdfInput {
  readonly letterhead: Letterhead
  /** "Centro Norte" or the company alone: what the chart covers. */
  readonly scope: string
  readonly fecha: string
  readonly forest: ReadonlyArray<PositionTree<NodoPosicion>>
  readonly total: number
}

/** The document: the index page, then a page per chief (in tree order). */
export const orgChartDocument = ({ letterhead, scope, fecha, forest, total }: ChartPdfInput): PdfDocument => {
  const chiefs = chiefsOf(forest)
  const title = `Organigrama al ${spanishDate(fecha)}`
  const index: Array<Content> = [
    letterheadContent(letterhead, title),
    { text: scope, bold: true, margin: [0, 0, 0, 4] },
    { text: `${total.toLocaleString("es-MX")} posiciones vigentes; ${chiefs.length.toLocaleString("es-MX")} jefaturas.`, margin: [0, 0, 0, 12] },
    chiefs.length === 0
      ? { text: total === 0 ? "No hay posiciones vigentes en la fecha." : "Ninguna posición tiene subordinados en la fecha.", italics: true }
      : { toc: { title: { text: "Índice", bold: true, fontSize: 12, margin: [0, 0, 0, 6] }, numberStyle: { bold: true } } },
  ]
  const pages: Array<Content> = chiefs.map((chief) => ({
    pageBreak: "before",
    stack: [
      letterheadContent(letterhead, title),
      // The page's heading is its line in the index.
      { text: `${chief.node.n_posicion} — ${occupant(chief.node)}`, tocItem: true, bold: true, fontSize: 13, margin: [0, 0, 0, 6] },
      chiefBox(chief.node),
      { text: `Subordinados directos (${chief.children.length})`, bold: true, margin: [0, 0, 0, 4] },
      reportsTable(chief.children),
    ],
  }))
  return {
    info: { title, subject: scope },
    content: [...index, ...pages],
    footer: (current: number, count: number) => ({ text: `Página ${current} de ${count}`, alignment: "right", fontSize: 8, margin: [40, 16, 40, 0] }),
  }
}
