import type { Content } from "pdfmake/interfaces"
import {
  type SeccionDescripcion,
  ocupantesLabel,
  seccionesDescripcion,
} from "../../domain/organizacion/reporte-descripcion-puestos-api"
import type { JobProfile } from "../../domain/organizacion/gestionar-puestos-profile"
import { blockStyles, keepHeadingsWithNext, sectionHeading } from "../pdf/blocks"
import { type Letterhead, letterheadContent } from "../pdf/letterhead"
import type { PdfDocument } from "../pdf/render"
import { dateLine, signatureBlock } from "../pdf/signatures"
import type { Ocupante } from "./reporte-descripcion-puestos-occupants"
import { occupantsBody, sectionBody } from "./reporte-descripcion-puestos-sections"

// The printed job description (DOMAIN-MX 3.6): the company's letterhead on every page, then one
// block per puesto, each starting on its own page, with the chosen sections in the document's
// order, the occupants when asked, and its own signature block and version date: each puesto's
// description is a controlled document signed on its own.

export const reportTitle = "Descripción de puestos"

export interface DescriptionOptions {
  readonly secciones: ReadonlyArray<SeccionDescripcion>
  /** The occupants by puesto, or null when they were not asked for. */
  readonly ocupantes: ReadonlyMap<string, ReadonlyArray<Ocupante>> | null
  /** The version date, Mexico City's today (YYYY-MM-DD). */
  readonly fecha: string
}

const puestoBlock = (profile: JobProfile, options: DescriptionOptions, first: boolean): Content => {
  const chosen = new Set(options.secciones)
  const g = profile.generales
  const sections = seccionesDescripcion
    .filter((s) => chosen.has(s.id))
    .flatMap((s): Array<Content> => [sectionHeading(s.label), sectionBody[s.id](profile)])
  const occupants = options.ocupantes === null ? [] : [sectionHeading(ocupantesLabel), occupantsBody(options.ocupantes.get(g.id_puesto) ?? [])]
  return [
    { text: `${g.n_puesto} (${g.id_puesto})`, style: "title", ...(first ? {} : { pageBreak: "before" as const }) },
    ...sections,
    ...occupants,
    signatureBlock(),
    dateLine(options.fecha, "Fecha de versión"),
  ]
}

export const descriptionDocument = (letterhead: Letterhead, profiles: ReadonlyArray<JobProfile>, options: DescriptionOptions): PdfDocument => ({
  info: { title: `${reportTitle} - ${letterhead.razonSocial}`, subject: reportTitle },
  pageMargins: [40, 110, 40, 50],
  header: () => ({ ...letterheadBox(letterhead), margin: [40, 28, 40, 0] }),
  footer: (page, pages) => ({
    columns: [
      { text: letterhead.razonSocial, fontSize: 8, color: "#555555" },
      { text: `Página ${page} de ${pages}`, alignment: "right", fontSize: 8, color: "#555555" },
    ],
    margin: [40, 16, 40, 0],
  }),
  styles: { ...blockStyles },
  pageBreakBefore: keepHeadingsWithNext,
  content: profiles.map((profile, i) => puestoBlock(profile, options, i === 0)),
})

const letterheadBox = (letterhead: Letterhead) => ({ stack: [letterheadContent(letterhead, reportTitle)] })
