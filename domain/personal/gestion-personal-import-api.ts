import { Schema } from "effect"
import { UploadedFile } from "../configuraciones/parametros-sistema"
import { NoBody, fileEndpoint, needsAnyKey, xlsxFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// Importar colaboradores (issue 13, deliverable 5): a company adopting the product brings its
// people from Excel. The template (.xlsx) has one column per field of the employee record with
// its label as header, and a second sheet with the keys of the catalogues the caller may use.
// The upload is checked whole before anything is stored (every row's problems: row, column,
// Spanish message); then every row is imported in one transaction, or none. `validar: '1'` only
// checks. Both need the key of Gestión de personal (GP100); a row in a work centre outside the
// caller's role is a problem of that row.

/** At most this many people per file (the 10,000 of the issue's target). */
export const importMaxRows = 10_000
/** Under the 10 MB a refused upload is tested with; 10,000 rows of the template take about 2 MB. */
export const importMaxBytes = 8 * 1024 * 1024
/** The answer lists at most this many problems (the total is counted in full). */
export const importMaxProblems = 1_000
/**
 * Limits of the file's reading, checked as it is inflated and before more is read: far above
 * what 10,000 people of the template need (under 50 MB inflated even when every cell is a text
 * of its own, 49 columns, 500 characters in the longest field), so only a broken or hostile file
 * meets them.
 */
export const importSheetLimits = {
  maxInflatedBytes: 128 * 1024 * 1024,
  maxRows: 50_000,
  maxColumns: 200,
  maxCellChars: 2_000,
} as const

export const importMessages = {
  noEsExcel: "El archivo no es un libro de Excel (.xlsx) válido",
  sinHoja: "El libro no tiene hojas",
  sinFilas: "El archivo no tiene colaboradores: llene la plantilla a partir de la fila 2",
  demasiadasFilas: `El archivo tiene más de ${importMaxRows.toLocaleString("es-MX")} colaboradores; divídalo en varios archivos`,
  faltaColumna: (header: string) => `Falta la columna «${header}» de la plantilla`,
  columnaDesconocida: (header: string) => `La columna «${header}» no es de la plantilla`,
  columnaRepetida: (header: string) => `La columna «${header}» aparece más de una vez`,
  fueraDeAlcance: "El centro de trabajo no está entre los de su rol",
  validado: (filas: number) => `El archivo no tiene problemas: ${filas.toLocaleString("es-MX")} colaboradores listos para importar`,
  conProblemas: (n: number) => `El archivo tiene ${n.toLocaleString("es-MX")} ${n === 1 ? "problema" : "problemas"}; no se importó ningún colaborador`,
  importados: (n: number) => `Se importaron ${n.toLocaleString("es-MX")} colaboradores`,
  descomprimidoGrande: `El archivo descomprimido pasa de ${importSheetLimits.maxInflatedBytes / 1024 / 1024} MB; divídalo en varios archivos`,
  hojaConDemasiadasFilas: `La hoja pasa de ${importSheetLimits.maxRows.toLocaleString("es-MX")} filas; el archivo admite hasta ${importMaxRows.toLocaleString("es-MX")} colaboradores`,
  hojaConDemasiadasColumnas: `La hoja pasa de ${importSheetLimits.maxColumns} columnas; use la plantilla de colaboradores`,
  celdaLarga: (fila: number | undefined) =>
    `${fila === undefined ? "Una celda" : `Una celda de la fila ${fila}`} pasa de ${importSheetLimits.maxCellChars.toLocaleString("es-MX")} caracteres`,
  archivoPesado: "El archivo es demasiado grande para procesarlo; divídalo en varios archivos",
  archivoLento: "El archivo tardó demasiado en procesarse; divídalo en varios archivos o intente de nuevo",
} as const

/** One problem of the file: its row as Excel numbers it (1 is the header), the column's header, the message. */
export const ImportProblem = Schema.Struct({
  fila: Schema.Int,
  columna: Schema.String,
  mensaje: Schema.String,
})
export type ImportProblem = typeof ImportProblem.Type

export const ImportResult = Schema.Struct({
  /** Rows with data read from the file. */
  filas: Schema.Int,
  /** People stored: 0 when checking only or when the file has problems. */
  importados: Schema.Int,
  /** How many problems the file has; the list holds the first importMaxProblems. */
  total_problemas: Schema.Int,
  problemas: Schema.Array(ImportProblem),
})
export type ImportResult = typeof ImportResult.Type

export const plantillaImportacion = fileEndpoint({
  name: "plantillaImportacion",
  method: "POST",
  path: "/plantilla-importacion",
  summary:
    "La plantilla de Importar colaboradores (.xlsx): una columna por campo del colaborador con su nombre como encabezado, y una hoja «Claves» con las claves de los catálogos (empresas, centros, departamentos, puestos y posiciones vacantes del rol, y los demás catálogos del registro).",
  access: needsAnyKey("GP100"),
  writes: false,
  request: NoBody,
  file: xlsxFile,
})

const calls = endpointFamily(needsAnyKey("GP100"), {
  importarColaboradores: {
    summary:
      "Importa colaboradores desde la plantilla llena (multipart/form-data, parte 'file'; 'validar' = '1' solo revisa). Responde los problemas de cada fila (fila, columna, mensaje) antes de guardar nada; sin problemas, guarda todas las filas en una sola transacción, cada una con su movimiento de ALTA (aplicado si la fecha de ingreso ya llegó). Con un problema no se guarda ninguna.",
    writes: true,
    upload: { field: "file", maxBytes: importMaxBytes, textFields: ["validar"] },
    request: Schema.Struct({
      file: UploadedFile,
      validar: Schema.optional(Schema.Literal("1", "0").annotations({ message: () => "El valor de validar debe ser '1' o '0'" })),
    }),
    result: ImportResult,
  },
})
export const { importarColaboradores } = calls

export const personalImportEndpoints = { plantillaImportacion, importarColaboradores } as const
