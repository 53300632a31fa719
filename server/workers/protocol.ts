import type { WireDocument } from "../pdf/wire-document"
import type { ReadFile } from "../personal/gestion-personal-import-read"
import type { SheetChunkInput, SheetChunkOutput } from "../exports/sheet-chunk"
import type { TemplateInput } from "../personal/gestion-personal-import-workbook"
import type { ZipFilesInput } from "../records/document-zip"
import type { Dc3EntryInput, Dc3EntryOutput } from "../formacion/formatos-dc3-entry"

// What the main thread and the worker threads say to each other: one message per job each way.

/** Every job the workers run: its input and its output (both structured-clone data). */
export interface Jobs {
  /** A PDF laid out by pdfmake (server/pdf/layout.ts). */
  readonly pdf: { readonly input: WireDocument; readonly output: Uint8Array }
  /** Importar colaboradores' file read and its rows decoded (server/personal/gestion-personal-import-read.ts). */
  readonly importRead: { readonly input: Uint8Array; readonly output: ReadFile }
  /** A run of rows of an xlsx export as SpreadsheetML, deflated (server/exports/sheet-chunk.ts). */
  readonly sheetChunk: { readonly input: SheetChunkInput; readonly output: SheetChunkOutput }
  /** The import template workbook (server/personal/gestion-personal-import-workbook.ts). */
  readonly importTemplate: { readonly input: TemplateInput; readonly output: Uint8Array }
  /** A batch of documents' PDFs put in one zip (server/records/document-zip.ts). */
  readonly zipFiles: { readonly input: ZipFilesInput; readonly output: Uint8Array }
  /** One DC-3 of a zip, built, laid out and deflated (server/formacion/formatos-dc3-entry.ts). */
  readonly dc3Entry: { readonly input: Dc3EntryInput; readonly output: Dc3EntryOutput }
}

export type JobKind = keyof Jobs
export type JobInput<K extends JobKind> = Jobs[K]["input"]
export type JobOutput<K extends JobKind> = Jobs[K]["output"]

export interface WorkerRequest {
  readonly id: number
  readonly kind: JobKind
  readonly input: unknown
}

/** `status` when the job refused its input; without it the job failed (a defect). */
export interface JobFailure {
  readonly status?: number
  readonly message: string
}

export type WorkerAnswer = { readonly id: number; readonly ok: true; readonly output: unknown } | { readonly id: number; readonly ok: false; readonly failure: JobFailure }
