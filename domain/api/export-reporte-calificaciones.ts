import { Schema } from "effect"
import { fileEndpoint, needsSession, xlsxFile } from "./endpoint"
import { ExportReporteRequest } from "./report-files"

// SPEC 7.2's POST /export-reporte-calificaciones {header, data, title, tipo_reporte, n_proyecto,
// titleHeader, footer}: the xlsx of a grades table a report page holds, by the kind of report
// (MODULES-MX §0: OBJ objetivos, 360 and OPE Evaluación, FOR Formación's FOR600, CLI Clima). Each
// kind is an entry of the server's registry (server/grade-report-kinds.ts) with the keys that may
// call it; a kind nobody has built yet, or none of the five, is a 400 that says so. The call needs
// only a staff session here: the kind's keys are checked by its entry (403).

export const gradeReportTypes = ["OBJ", "360", "OPE", "FOR", "CLI"] as const

const typeList = gradeReportTypes.join(", ")

export const gradeExportMessages = {
  tipo: `El tipo de reporte es requerido (uno de ${typeList})`,
  proyecto: "El nombre del proyecto debe ser un texto de hasta 200 caracteres",
  desconocido: (tipo: string) => `El tipo de reporte «${tipo}» no existe: use uno de ${typeList}`,
  noDisponible: (tipo: string) => `El reporte de calificaciones de tipo «${tipo}» aún no está disponible`,
} as const

export const ExportReporteCalificacionesRequest = Schema.Struct({
  ...ExportReporteRequest.fields,
  tipo_reporte: Schema.String.pipe(Schema.trimmed(), Schema.minLength(1), Schema.maxLength(10)).annotations({
    message: () => ({ message: gradeExportMessages.tipo, override: true }),
  }),
  n_proyecto: Schema.String.pipe(Schema.maxLength(200)).annotations({ message: () => ({ message: gradeExportMessages.proyecto, override: true }) }),
})
export type ExportReporteCalificacionesRequest = typeof ExportReporteCalificacionesRequest.Type

export const gradeExportEndpoints = {
  exportReporteCalificaciones: fileEndpoint({
    name: "exportReporteCalificaciones",
    method: "POST",
    path: "/export-reporte-calificaciones",
    summary:
      "El xlsx de una tabla de calificaciones que muestra una página de reporte, por tipo_reporte (FOR: Reporte de calificaciones de formación, clave FOR600; CLI: Reporte de calificaciones de clima laboral, clave CLI230): título, titleHeader (primera fila; por omisión el del tipo con n_proyecto), header, data y footer (por omisión, el promedio de la columna Calificación). Un tipo que no existe o que aún no está disponible es un 400; sin la clave del tipo, 403. Un texto que empieza con =, +, - o @ queda como texto, nunca como fórmula.",
    access: needsSession,
    writes: false,
    request: ExportReporteCalificacionesRequest,
    file: xlsxFile,
  }),
} as const
