import { documentBatchCalls } from "../records/document"
import { gradeExportEndpoints } from "./export-reporte-calificaciones"
import { reportFileEndpoints } from "./report-files"

// Every endpoint of the archivos part (document batches, a report's xlsx and PDF, the grade
// reports' exports), in one list: server/records/files-manifest.ts serves them and contract.ts
// composes them into the contract.
export const archivosEndpoints = { ...documentBatchCalls, ...reportFileEndpoints, ...gradeExportEndpoints } as const
