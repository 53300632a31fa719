import { Schema } from "effect"
import { type AnyEndpoint, type FileKind, Envelope, endpoint, fileEndpoint, needsAnyKey, needsSession, pdfFile } from "../api/endpoint"
import type { RecordDescriptor } from "./descriptor"

// A printed document of a record type (a carta laboral's letter, later a DC-3, a contract, a
// hoja de finiquito), declared in the descriptor's `documents`. From the declaration come the
// contract's endpoints (one record's PDF, and a batch of many records as one zip, laid out by a
// job whose progress the browser polls), the server's generic handler (server/records/
// document-http.ts: permission, workplace scope, the state check with its 409), the page's row
// action and the entry in the employee's Documentos tab. The builder, which needs the server,
// is registered on the server by resource and name (server/records/document.ts).

type Row = Readonly<Record<string, unknown>>

export interface RecordDocument {
  /** Kebab-case: the last segment of the path, `GET /<resource>/:id/<name>`. */
  readonly name: string
  /** What it is called on buttons and in the Documentos tab ("Carta", "Constancia DC-3"). */
  readonly label: string
  /**
   * The stored records it prints: the codes of their `estado`, or a rule on the stored record.
   * Absent: every record. The server refuses the others (409, `refusal`); the page offers it
   * only on rows that allow it.
   */
  readonly states?: ReadonlyArray<string> | ((record: Row) => boolean)
  /** The 409's message for a record outside its states (a rule when the reason differs by record). */
  readonly refusal?: string | ((record: Row) => string)
  /** The keys that may print it; the descriptor's keys when absent. */
  readonly keys?: readonly [string, ...Array<string>]
  /** Many records of it may be printed at once, as one zip. */
  readonly batch?: boolean
  /** The toast once its PDF downloaded ("Carta descargada"); "Documento generado" by default. */
  readonly downloaded?: string
  /**
   * A named call answering the same PDF, where the design names one (MODULES-MX §0.2:
   * `POST /print-contrato {id_contrato}`): its path and the request field holding the key.
   */
  readonly call?: { readonly path: string; readonly idAs: string }
}

/** Whether a stored record may print the document now. */
export const printableIn = (doc: RecordDocument, record: Row): boolean =>
  doc.states === undefined ? true : typeof doc.states === "function" ? doc.states(record) : doc.states.includes(String(record.estado ?? ""))

/** The 409's message for a stored record outside the document's states. */
export const refusalOf = (doc: RecordDocument, record: Row): string =>
  typeof doc.refusal === "function" ? doc.refusal(record) : (doc.refusal ?? documentTexts.fueraDeEstado(doc.label, record.estado))

/** The default refusal for a record outside the document's states. */
export const documentTexts = {
  fueraDeEstado: (label: string, estado: unknown) =>
    typeof estado === "string" && estado !== "" ? `El documento «${label}» no puede imprimirse en el estado ${estado}` : `El documento «${label}» no puede imprimirse en el estado del registro`,
  loteVacio: "Seleccione al menos un registro",
  loteGrande: (max: number) => `Seleccione como máximo ${max} registros`,
  loteRepetido: "Un registro se seleccionó dos veces",
  loteNoExiste: "El lote de documentos no existe o ya expiró",
  loteEnProceso: "El lote de documentos aún no termina",
  lotesEnCurso: (n: number) => `Ya tiene ${n} lotes de documentos en proceso; espere a que terminen`,
  loteFallido: "No se pudo generar el lote de documentos",
  progreso: (hechos: number, total: number) => `Generando documentos: ${hechos} de ${total}`,
  listo: (total: number) => `${total} ${total === 1 ? "documento generado" : "documentos generados"}`,
  descargar: (label: string, n: number) => `Descargar ${label.toLowerCase()} (${n})`,
  /** A row's document, as its buttons name it: "carta 12", or the page's own ("la carta CL-1-2026-00007"). */
  nombre: (label: string, id: string) => `${label.toLowerCase()} ${id}`,
  seleccionar: (name: string) => `Seleccionar ${name}`,
  imprimir: (name: string) => `Imprimir ${name}`,
  generando: (label: string) => `Generando ${label.toLowerCase()}`,
  /** The toast of a downloaded PDF when its document names none (neutral: labels differ in gender). */
  descargado: "Documento generado",
} as const

/** The most records one batch takes (a course's DC-3s; a bigger batch is split by the user). */
export const maxBatch = 200

export const zipFile: FileKind = { contentType: "application/zip", extension: "zip" }

const Id = Schema.String.pipe(
  Schema.minLength(1, { message: () => "Falta la clave del registro" }),
  Schema.maxLength(300, { message: () => "La clave del registro es demasiado larga" }),
)
/** A named call's key: a folio as text, or an integer key as the JSON number the record carries. */
const CallId = Schema.Union(Id, Schema.Int.pipe(Schema.positive({ message: () => "Falta la clave del registro" })))

const BatchIds = Schema.Array(Id).pipe(
  Schema.minItems(1, { message: () => documentTexts.loteVacio }),
  Schema.maxItems(maxBatch, { message: () => documentTexts.loteGrande(maxBatch) }),
  Schema.filter((ids) => new Set(ids).size === ids.length || documentTexts.loteRepetido),
)

/** A batch job as the browser polls it. */
export const LoteDocumentos = Schema.Struct({
  trabajo: Schema.String,
  estado: Schema.Literal("en_proceso", "listo", "fallido"),
  hechos: Schema.Number,
  total: Schema.Number,
  /** Why it failed (a record that could not be printed), in Spanish; null otherwise. */
  mensaje: Schema.NullOr(Schema.String),
})
export type LoteDocumentos = typeof LoteDocumentos.Type

const pascal = (kebab: string) =>
  kebab
    .split("-")
    .map((w) => (w === "" ? "" : `${w[0]?.toUpperCase()}${w.slice(1)}`))
    .join("")

const documentEndpointsOf = (stem: string, d: RecordDescriptor, doc: RecordDocument) => {
  const access = needsAnyKey(...(doc.keys ?? d.keys))
  const print = fileEndpoint({
    name: `imprimir${stem}${pascal(doc.name)}`,
    method: "GET",
    path: `/${d.resource}/:id/${doc.name}`,
    summary: `${d.title}: el PDF «${doc.label}» de un registro por su clave (404 si no existe, 403 fuera de sus centros, 409 si su estado no lo permite).`,
    access,
    writes: false,
    query: true,
    file: pdfFile,
    request: Schema.Struct({ id: Id }),
  })
  const batch =
    doc.batch === true
      ? endpoint({
          name: `lote${stem}${pascal(doc.name)}`,
          method: "POST",
          path: `/lote-${d.resource}/${doc.name}`,
          summary: `${d.title}: inicia un lote con el PDF «${doc.label}» de varios registros (hasta ${maxBatch}), que se entrega en un zip; responde el trabajo, cuyo avance se consulta en GET /lotes-documentos/:trabajo. 403 si alguno está fuera de sus centros, 404 si alguno no existe, 409 si el estado de alguno no lo permite (no se inicia el lote).`,
          access,
          writes: false,
          request: Schema.Struct({ ids: BatchIds }),
          response: Envelope(LoteDocumentos),
        })
      : undefined
  const call =
    doc.call === undefined
      ? undefined
      : fileEndpoint({
          name: doc.call.path.slice(1).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
          method: "POST",
          path: doc.call.path,
          summary: `${d.title}: el PDF «${doc.label}» de un registro por su clave en ${doc.call.idAs}, como GET /${d.resource}/:id/${doc.name}.`,
          access,
          writes: false,
          file: pdfFile,
          request: Schema.Struct({ [doc.call.idAs]: CallId }),
        })
  return { print, batch, call }
}

export type DocumentEndpoints = ReturnType<typeof documentEndpointsOf>

/** The endpoints of each document of a descriptor, by the document's name. */
export const documentEndpoints = (stem: string, d: RecordDescriptor): Readonly<Record<string, DocumentEndpoints>> =>
  Object.fromEntries((d.documents ?? []).map((doc) => [doc.name, documentEndpointsOf(stem, d, doc)]))

/** Every endpoint of a descriptor's documents, for the contract. */
export const documentEndpointList = (docs: Readonly<Record<string, DocumentEndpoints>> | undefined): ReadonlyArray<AnyEndpoint> =>
  Object.values(docs ?? {}).flatMap((e) => [e.print, ...(e.batch === undefined ? [] : [e.batch]), ...(e.call === undefined ? [] : [e.call])])

const Trabajo = Schema.String.pipe(Schema.pattern(/^[0-9a-f-]{36}$/, { message: () => documentTexts.loteNoExiste }))

/** A batch's progress; only the user who started it sees it (404 for anyone else). */
export const loteDocumentos = endpoint({
  name: "loteDocumentos",
  method: "GET",
  path: "/lotes-documentos/:trabajo",
  summary: "El avance de un lote de documentos: cuántos PDF lleva de cuántos, y si ya está listo o falló (con el motivo). Solo quien lo inició lo ve; 404 si no existe o expiró.",
  access: needsSession,
  writes: false,
  query: true,
  request: Schema.Struct({ trabajo: Trabajo }),
  response: Envelope(LoteDocumentos),
})

/** The zip of a finished batch: one PDF per record, named by its title and folio. */
export const archivoLoteDocumentos = fileEndpoint({
  name: "archivoLoteDocumentos",
  method: "GET",
  path: "/lotes-documentos/:trabajo/archivo",
  summary: "El zip de un lote de documentos terminado, un PDF por registro. 409 si aún no termina o falló; 404 si no existe, expiró o lo inició otro usuario.",
  access: needsSession,
  writes: false,
  query: true,
  file: zipFile,
  request: Schema.Struct({ trabajo: Trabajo }),
})

export const documentBatchCalls = { loteDocumentos, archivoLoteDocumentos } as const
