import type { Content, TableCell } from "pdfmake/interfaces"
import { type Dc3Facts, dc3Name, signsThroughComision } from "../../domain/formacion/formatos-dc3-rules"
import { occupationAreas, occupations, thematicAreas } from "../../domain/formacion/tablas-referencia-stps"
import type { PdfDocument } from "../pdf/render"
import { spanishDate } from "../pdf/spanish-date"

// The DC-3 (Acuerdo DOF 14-06-2013, MODULES-MX §3): "Constancia de competencias o de habilidades
// laborales", the STPS's own form, not a company letter: its three blocks (worker, company,
// programme), the statement under oath, the signatures that apply and, with the reverse, the
// instructions and both catalogues (áreas temáticas and the Catálogo Nacional de Ocupaciones).
// Every value is a text node (pdfmake has no markup). The folio sits at the top right; a preview
// carries none and says so.

export interface Dc3Print {
  readonly facts: Dc3Facts
  /** Null for a preview. */
  readonly folio: string | null
  /** The issue date (today for a preview). */
  readonly f_emision: string
}

const ink = "#1f2937"
const band = "#d9d9d9"

const heading = (text: string): Content => ({
  table: { widths: ["*"], body: [[{ text, bold: true, alignment: "center", fillColor: band, fontSize: 9 }]] },
  layout: "noBorders",
  margin: [0, 8, 0, 0],
})

const cell = (label: string, value: string, colSpan?: number): TableCell => ({
  ...(colSpan === undefined ? {} : { colSpan }),
  stack: [
    { text: label, fontSize: 7, color: "#444444" },
    { text: value === "" ? " " : value, fontSize: 10, bold: true, margin: [0, 2, 0, 0] },
  ],
})

// pdfmake's own grid: a layout of functions costs each of 500 DC-3s its wiring to the worker.
const box = (rows: ReadonlyArray<ReadonlyArray<TableCell>>, widths: ReadonlyArray<string | number>): Content => ({
  table: { widths: [...widths], body: rows.map((r) => [...r]) },
})

/** "2026 / 11 / 13": the form asks for año, mes y día. */
const ymd = (iso: string | null): string => (iso === null ? "" : iso.replaceAll("-", " / "))

const areaText = (clave: string | null): string => {
  const found = thematicAreas.find(([id]) => id === clave)
  return found === undefined ? clave ?? "" : `${found[0]} ${found[1]}`
}

const signature = (name: string, role: string): Content => ({
  stack: [
    { text: name, alignment: "center", fontSize: 9, bold: true, margin: [0, 26, 0, 2] },
    { canvas: [{ type: "line", x1: 5, y1: 0, x2: 155, y2: 0, lineWidth: 0.6 }] },
    { text: role, alignment: "center", fontSize: 7, margin: [0, 2, 0, 0] },
  ],
})

const signatures = (facts: Dc3Facts): Content => {
  const e = facts.empresa
  const comision = signsThroughComision(e)
  const patron = comision ? (e.representante_patron_cmcap ?? e.representante_legal ?? "") : (e.representante_legal ?? "")
  const columns: Array<Content> = [
    signature(facts.curso.n_instructor ?? "", "Instructor o tutor"),
    signature(patron, comision ? "Patrón o representante legal (Comisión Mixta)" : "Patrón o representante legal"),
  ]
  if (comision) columns.push(signature(e.representante_trabajadores_cmcap ?? "", "Representante de los trabajadores"))
  return { columns, columnGap: 12, margin: [0, 10, 0, 0] }
}

const front = (print: Dc3Print): ReadonlyArray<Content> => {
  const { trabajador: t, empresa: e, curso: c } = print.facts
  const ocupacion = t.id_ocupacion_cno === null ? "" : `${t.id_ocupacion_cno} ${t.n_ocupacion_cno ?? ""}`.trim()
  const agente = c.n_agente ?? ""
  return [
    {
      columns: [
        { stack: [{ text: "FORMATO DC-3", bold: true, fontSize: 12 }, { text: "CONSTANCIA DE COMPETENCIAS O DE HABILIDADES LABORALES", bold: true, fontSize: 10 }] },
        {
          width: 170,
          stack: [
            { text: print.folio === null ? "VISTA PREVIA (SIN FOLIO)" : `Folio: ${print.folio}`, bold: true, alignment: "right", fontSize: 10 },
            { text: `Emisión: ${spanishDate(print.f_emision)}`, alignment: "right", fontSize: 8 },
          ],
        },
      ],
    },
    heading("DATOS DEL TRABAJADOR"),
    box(
      [
        [cell("Nombre (anotar apellido paterno, apellido materno y nombre(s))", dc3Name(t))],
        [cell("Clave Única de Registro de Población", (t.curp ?? "").toUpperCase())],
        [cell("Ocupación específica (Catálogo Nacional de Ocupaciones)", ocupacion)],
        [cell("Puesto", t.n_puesto ?? "")],
      ],
      ["*"],
    ),
    heading("DATOS DE LA EMPRESA"),
    box(
      [[cell("Nombre o razón social (en caso de persona física, anotar apellido paterno, apellido materno y nombre(s))", e.razon_social ?? "")], [cell("Registro Federal de Contribuyentes con homoclave (SHCP)", (e.rfc ?? "").toUpperCase())]],
      ["*"],
    ),
    heading("DATOS DEL PROGRAMA DE CAPACITACIÓN, ADIESTRAMIENTO Y PRODUCTIVIDAD"),
    box(
      [
        [cell("Nombre del curso", c.n_curso ?? ""), cell("Duración en horas", c.duracion_horas === null ? "" : `${c.duracion_horas} horas`)],
        [cell("Periodo de ejecución: de (año / mes / día)", ymd(c.f_inicio)), cell("a (año / mes / día)", ymd(c.f_fin))],
        [cell("Área temática del curso", areaText(c.area_tematica)), cell("Registro STPS del agente capacitador", c.registro_stps ?? "No aplica")],
        [cell("Nombre del agente capacitador o STPS", agente, 2), {}],
      ],
      ["*", 170],
    ),
    {
      text: "Los datos se asientan en esta constancia bajo protesta de decir verdad, apercibidos de la responsabilidad en que incurre todo aquel que no se conduce con verdad.",
      fontSize: 8,
      alignment: "center",
      margin: [0, 10, 0, 0],
    },
    signatures(print.facts),
  ]
}

const instructions: ReadonlyArray<string> = [
  "Llenar a máquina o con letra de molde.",
  "Deberá entregarse al trabajador dentro de los veinte días hábiles siguientes al término del curso de capacitación aprobado.",
  "Las áreas y subáreas ocupacionales del Catálogo Nacional de Ocupaciones se encuentran disponibles en el reverso de este formato.",
  "Las áreas temáticas de los cursos se encuentran disponibles en el reverso de este formato.",
  "Cuando se trate de un agente capacitador externo, anotar su número de registro ante la STPS.",
  "Las firmas de la Comisión Mixta aplican a empresas con más de 50 trabajadores.",
]

const reverse = (): ReadonlyArray<Content> => [
  { text: "INSTRUCCIONES", bold: true, fontSize: 10, pageBreak: "before" },
  { ol: [...instructions], fontSize: 8, margin: [0, 4, 0, 8] },
  { text: "CLAVES Y DENOMINACIONES DE ÁREAS TEMÁTICAS DE LOS CURSOS", bold: true, fontSize: 9 },
  {
    table: { widths: [40, "*"], body: thematicAreas.map(([id, name]): Array<TableCell> => [{ text: id, fontSize: 7 }, { text: name, fontSize: 7 }]) },
    layout: "lightHorizontalLines",
    margin: [0, 2, 0, 8],
  },
  { text: "CATÁLOGO NACIONAL DE OCUPACIONES: ÁREAS Y SUBÁREAS", bold: true, fontSize: 9 },
  {
    columns: [0, 1].map((half) => ({
      stack: occupationAreas
        .filter((_, i) => i % 2 === half)
        .flatMap(([area, name]): Array<Content> => [
          { text: `${area} ${name}`, bold: true, fontSize: 7, margin: [0, 3, 0, 0] },
          ...occupations.filter(([, , a]) => a === area).map(([id, sub]): Content => ({ text: `${id} ${sub}`, fontSize: 6.5, margin: [8, 0, 0, 0] })),
        ]),
    })),
    columnGap: 12,
    margin: [0, 2, 0, 0],
  },
]

/** The content of one DC-3 (and its reverse), to stand alone or follow another in one file. */
export const dc3Content = (print: Dc3Print, withReverse: boolean): ReadonlyArray<Content> => [...front(print), ...(withReverse ? reverse() : [])]

/** A PDF of one DC-3. */
export const dc3Document = (print: Dc3Print, withReverse: boolean): PdfDocument => ({
  info: { title: `Constancia DC-3 ${print.folio ?? "vista previa"}` },
  pageSize: "LETTER",
  pageMargins: [40, 36, 40, 36],
  defaultStyle: { fontSize: 9, color: ink },
  content: [...dc3Content(print, withReverse)],
})

/** The file name of a DC-3: "DC-3 <folio> <nombre>". */
export const dc3FileName = (print: Dc3Print): string => `DC-3 ${print.folio ?? "vista previa"} ${dc3Name(print.facts.trabajador)}`
