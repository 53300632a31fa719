import { archivosEndpoints } from "../../domain/api/archivos-endpoints"
import { gradeExportHandlers } from "../grade-report-kinds"
import { serverPart } from "../parts/server-part"
import { documentBatchHandlers } from "./document-http"
import { reportFileHandlers } from "./report-files"

// The files every module shares the endpoints of (document batches, a report's xlsx and PDF, the
// grade reports' exports): a part of the platform, loaded on its first request like a module
// (server/parts/part-loaders.ts).
export const filesManifest = serverPart({
  endpoints: archivosEndpoints,
  handlers: { ...documentBatchHandlers, ...reportFileHandlers, ...gradeExportHandlers },
})
