import { Schema } from "effect"
import { fileEndpoint, needsSession, pdfFile, xlsxFile } from "./endpoint"

// SPEC 7.2's generic file calls of the report pages: `/export-reporte` turns the table a page
// shows into an xlsx, `/generate-pdf` puts a chart the page drew on a letterhead page. Both only
// give back what the caller sent (they read no stored record, no company's data), so they need a
// signed-in staff session and no page key: every report page (COM350 today; CON240, FOR600,
// CLI230... next) uses them with its own key, and the data sent is what that key already showed.
// A kiosk session is refused as on every staff call. Sizes are bounded: the JSON body by the
// router (1 MB, a Spanish 413), rows, columns and cell text here (a Spanish 400).

export const reportFileMessages = {
  titulo: "El título del reporte es requerido (hasta 120 caracteres)",
  encabezado: "Los encabezados del reporte deben ser de 1 a 200 textos de hasta 200 caracteres",
  datos: "Los datos del reporte deben ser hasta 20,000 filas de hasta 200 celdas (texto de hasta 2,000 caracteres, número o vacío)",
  pie: "El pie del reporte debe ser un texto de hasta 500 caracteres",
  imagen: "La imagen debe ser una gráfica PNG o JPEG en formato data URL (data:image/png;base64,...)",
} as const

export const maxReportRows = 20_000
export const maxReportColumns = 200

const bounded = (max: number, message: string) =>
  Schema.String.pipe(Schema.maxLength(max)).annotations({ message: () => ({ message, override: true }) })

const Cell = Schema.Union(Schema.String.pipe(Schema.maxLength(2000)), Schema.Number.pipe(Schema.finite()), Schema.Null)

export const ExportReporteRequest = Schema.Struct({
  header: Schema.Array(bounded(200, reportFileMessages.encabezado))
    .pipe(Schema.minItems(1), Schema.maxItems(maxReportColumns))
    .annotations({ message: () => ({ message: reportFileMessages.encabezado, override: true }) }),
  data: Schema.Array(Schema.Array(Cell).pipe(Schema.maxItems(maxReportColumns)))
    .pipe(Schema.maxItems(maxReportRows))
    .annotations({ message: () => ({ message: reportFileMessages.datos, override: true }) }),
  title: Schema.String.pipe(Schema.trimmed(), Schema.minLength(1), Schema.maxLength(120)).annotations({
    message: () => ({ message: reportFileMessages.titulo, override: true }),
  }),
  titleHeader: Schema.optional(bounded(200, reportFileMessages.titulo)),
  footer: Schema.optional(bounded(500, reportFileMessages.pie)),
})

/** A data URL of a PNG or JPEG; the server decodes and checks the bytes themselves. */
export const chartImagePattern = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/

export const GeneratePdfRequest = Schema.Struct({
  img: Schema.String.pipe(Schema.maxLength(1_000_000), Schema.pattern(chartImagePattern)).annotations({
    message: () => ({ message: reportFileMessages.imagen, override: true }),
  }),
})

export const reportFileEndpoints = {
  exportReporte: fileEndpoint({
    name: "exportReporte",
    method: "POST",
    path: "/export-reporte",
    summary:
      "El xlsx de la tabla que muestra una página de reporte: título (hoja y archivo), titleHeader (primera fila), header (encabezados), data (filas) y footer (última fila). Un texto que empieza con =, +, - o @ queda como texto, nunca como fórmula.",
    access: needsSession,
    writes: false,
    request: ExportReporteRequest,
    file: xlsxFile,
  }),
  generatePdf: fileEndpoint({
    name: "generatePdf",
    method: "POST",
    path: "/generate-pdf",
    summary: "Una gráfica (data URL PNG o JPEG) en una hoja membretada en PDF. La imagen se decodifica y se codifica de nuevo: 422 si está dañada.",
    access: needsSession,
    writes: false,
    request: GeneratePdfRequest,
    file: pdfFile,
  }),
} as const
