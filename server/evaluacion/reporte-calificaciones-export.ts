import type { GradeReportKind } from "../records/grade-report-export"

// Evaluación's kinds of /export-reporte-calificaciones (tipo 360, EVA360; tipo OPE, EVA365): the
// table the report page shows, headed with the cycle (n_proyecto). The page holds only what the
// server let it show (no relation under its minimum), so its sheet holds no more.

const headed = (title: string) => (request: { readonly n_proyecto: string }) =>
  request.n_proyecto.trim() === "" ? title : `${title}: ${request.n_proyecto.trim()}`

export const evaluacion360GradeExport: GradeReportKind = {
  tipo: "360",
  keys: ["EVA360"],
  heading: headed("Reporte de calificaciones 360"),
}

export const evaluacionOperativaGradeExport: GradeReportKind = {
  tipo: "OPE",
  keys: ["EVA365"],
  heading: headed("Reporte de calificaciones operativas"),
}
