import type { ExportReporteCalificacionesRequest } from "../../domain/api/export-reporte-calificaciones"
import { averageGrade } from "../../domain/rules/training-figures"
import { formatFixed } from "../../domain/number-format"
import type { GradeReportKind } from "../records/grade-report-export"

// Formación's kind of /export-reporte-calificaciones (tipo FOR): the FOR600 page's table, headed
// with the course (n_proyecto) and closed, unless the page says otherwise, with the mean of its
// "Calificación" column (the numbers in it; the empty grades are not averaged).

const gradeColumn = "Calificación"

const meanOf = (request: ExportReporteCalificacionesRequest): string | undefined => {
  const column = request.header.findIndex((h) => h.trim() === gradeColumn)
  if (column < 0) return undefined
  const grades = request.data.map((r) => r[column]).filter((v): v is number => typeof v === "number")
  const mean = averageGrade(
    grades.reduce((a, b) => a + b, 0),
    grades.length,
  )
  return mean === null ? undefined : `Promedio de calificación: ${formatFixed(mean, 2)} (${grades.length} calificaciones)`
}

export const formacionGradeExport: GradeReportKind = {
  tipo: "FOR",
  keys: ["FOR600"],
  heading: (request) => (request.n_proyecto.trim() === "" ? "Reporte de calificaciones de formación" : `Reporte de calificaciones de formación: ${request.n_proyecto.trim()}`),
  footer: meanOf,
}
