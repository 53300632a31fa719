import type { GradeReportKind } from "../records/grade-report-export"

// Clima laboral's kind of /export-reporte-calificaciones (tipo CLI): the table CLI230's page
// shows (already suppressed by the server: a page never holds a small group's figures), headed
// with the project (n_proyecto).

export const climaGradeExport: GradeReportKind = {
  tipo: "CLI",
  keys: ["CLI230"],
  heading: (request) =>
    request.n_proyecto.trim() === "" ? "Reporte de calificaciones de clima laboral" : `Reporte de calificaciones de clima laboral: ${request.n_proyecto.trim()}`,
}
