import type { Content } from "pdfmake/interfaces"
import type { ObjectiveEvaluationSheet } from "../../domain/evaluacion/evaluaciones-objetivos-api"
import { formatDate } from "../../domain/dates"
import type { DocumentCompany } from "../documents/company"
import { type CompanyDocumentSpec, facts, heading } from "../documents/frame"
import { dataTable } from "../pdf/blocks"

// EVA200's individual report (MODULES-MX §5, /print-reporte-individual): on the company's
// letterhead, the person and the project, one row per objective (meta, resultado, cumplimiento,
// peso) with the comments of the person and the boss and the evidence under it, the objectives
// score (and, when calibrated, the calibrated one with HR's reason), and the signatures of the
// person and the boss. Its folio names the project and the person (RI-<proyecto>-<empleado>).

const figure = (n: number | null): string => (n === null ? "—" : n.toLocaleString("es-MX", { minimumFractionDigits: 2, maximumFractionDigits: 2 }))
const percent = (n: number | null): string => (n === null ? "—" : `${figure(n)} %`)
const day = (iso: string | null): string | null => (iso === null ? null : formatDate(iso.slice(0, 10)))

const objectiveRows = (sheet: ObjectiveEvaluationSheet): Content =>
  dataTable(
    ["No.", "Objetivo", "Meta", "Resultado", "Cumplimiento", "Peso"],
    sheet.objetivos.map((o) => [
      String(o.orden),
      `${o.descripcion}\nIndicador: ${o.indicador} (${o.unidad}, ${o.sentido.toLowerCase()})`,
      figure(o.meta),
      figure(o.resultado),
      percent(o.cumplimiento),
      percent(o.peso),
    ]),
    [22, "*", 60, 60, 70, 50],
  )

const comments = (sheet: ObjectiveEvaluationSheet): ReadonlyArray<Content> =>
  sheet.objetivos.flatMap((o) => [
    { text: `Objetivo ${o.orden}: ${o.descripcion}`, bold: true, margin: [0, 4, 0, 2] },
    facts([
      ["Autoevaluación", o.resultado_auto === null ? null : figure(o.resultado_auto)],
      ["Comentario del colaborador", o.comentario_auto],
      ["Comentario del jefe", o.comentario_jefe],
      ["Evidencia", o.evidencia],
    ]),
  ])

export const individualReportSpec = (company: DocumentCompany, sheet: ObjectiveEvaluationSheet, fecha: string): CompanyDocumentSpec => ({
  company,
  title: "Reporte individual de objetivos",
  folio: `RI-${sheet.id_proyecto}-${sheet.id_empleado}`,
  fecha,
  body: [
    facts([
      ["Colaborador", sheet.n_empleado],
      ["Puesto", sheet.n_puesto],
      ["Departamento", sheet.n_depto],
      ["Jefe", sheet.n_jefe],
      ["Proyecto", sheet.n_proyecto],
      ["Fase", sheet.fase_actual],
      ["Estado", sheet.estado],
      ["Autoevaluación", day(sheet.f_autoevaluacion)],
      ["Evaluación", day(sheet.f_evaluacion)],
    ]),
    heading("Objetivos"),
    objectiveRows(sheet),
    heading("Comentarios y evidencia"),
    ...comments(sheet),
    heading("Calificación"),
    facts([
      ["Calificación de objetivos", percent(sheet.calificacion)],
      ...(sheet.calificacion_calibrada === null
        ? []
        : ([
            ["Calificación calibrada", percent(sheet.calificacion_calibrada)],
            ["Motivo de la calibración", sheet.motivo_calibracion],
            ["Calibrada el", day(sheet.f_calibracion)],
          ] as const)),
      ["Firmada el", day(sheet.f_firma)],
    ]),
  ],
  firmantes: [
    { nombre: sheet.n_empleado, cargo: "Colaborador" },
    { nombre: sheet.n_jefe ?? sheet.n_evaluador ?? "", cargo: "Jefe inmediato" },
    { nombre: "Recursos Humanos", cargo: null },
  ],
})
