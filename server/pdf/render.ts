import { Effect } from "effect"
import type { TDocumentDefinitions } from "pdfmake/interfaces"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import { runJob } from "../workers/workers"
import { hasOversizedPng } from "./image-guard"
import { documentToWire } from "./wire-document"

// Every server PDF is rendered through here. The layout (pdfmake, layout.ts) runs on a worker
// thread: a long document takes a second or more of CPU, and on the main thread it delayed every
// other user's request by as much. A document that runs its worker out of memory or time is
// answered as too heavy for this request alone; one with a PNG too large to decode is refused
// before (image-guard.ts).

/** A document to render: pdfmake's definition (font, page size and metadata get our defaults). */
export type PdfDocument = TDocumentDefinitions

/** A document's layout time limit: a 300-page org chart takes about 5 s on one core. */
const pdfTimeoutMs = 60_000

const answers = {
  outOfMemory: new ApiFailure({ status: 422, message: messages.documentoPesado }),
  timedOut: new ApiFailure({ status: 503, message: messages.documentoLento }),
}

/**
 * The bytes of a PDF. A document the server built that fails to render is the server's defect
 * (a 500 with the generic message); one too heavy for a worker is answered as such.
 */
export const renderPdf = (doc: PdfDocument): Effect.Effect<Uint8Array, ApiFailure> =>
  Effect.suspend(() => {
    const wire = documentToWire(doc)
    if (hasOversizedPng(wire)) return Effect.fail(new ApiFailure({ status: 422, message: messages.imagenDocumentoGrande }))
    return runJob("pdf", wire, { timeoutMs: pdfTimeoutMs, answers })
  })
