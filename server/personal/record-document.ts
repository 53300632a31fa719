import { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import type { EntityOf, RecordDescriptor } from "../../domain/records/descriptor"
import { documentMark } from "../../domain/records/workflow"
import { companyOf } from "../documents/company"
import { type EmployeeFacts, readEmployeeFacts } from "../documents/employee-facts"
import { type CompanyDocumentSpec, companyDocument, documentFileName } from "../documents/frame"
import type { DocumentBuilder } from "../records/document"
import { asEntity } from "../records/read-record"

// What a responsiva's or an acta's PDF says: the document service's spec (server/documents/
// frame.ts) without its company, which the handler reads from the record's own company; and the
// builder every document of an employee's record shares (an acta's now, a contract's later).

export type RecordDocument = Omit<CompanyDocumentSpec, "company">

/** A justified paragraph of text nodes, some in bold (a name, the company). */
export const paragraph = (text: string | ReadonlyArray<string | { readonly text: string; readonly bold?: boolean }>): Content => ({
  text: typeof text === "string" ? text : text.map((t) => (typeof t === "string" ? t : { ...t })),
  style: "paragraph",
})

/** What the layout of an employee's record reads besides the record: the company's name and the person's facts of today. */
export interface EmployeeRecordContext {
  readonly razonSocial: string
  readonly person: EmployeeFacts
}

/**
 * The builder of a document of a record that belongs to an employee: the record as its descriptor
 * types it, its person's facts of today (404, 403 outside the caller's centres) and the
 * letterhead of the company it names (`id_empresa`, the one it was issued in); its workflow
 * state's mark across the pages, the file named by `title` and the record's folio.
 */
export const employeeRecordDocument =
  <D extends RecordDescriptor>(d: D, title: string, layout: (record: EntityOf<D>, ctx: EmployeeRecordContext) => RecordDocument): DocumentBuilder =>
  (record, { principal }) =>
    Effect.gen(function* () {
      const typed = yield* asEntity(d, record)
      const company = yield* companyOf(Number(record.id_empresa ?? 0))
      const person = yield* readEmployeeFacts(Number(record.id_empleado), principal)
      const mark = documentMark(d, record)
      const spec = layout(typed, { razonSocial: company.razonSocial, person })
      return {
        document: companyDocument({ company, ...spec, ...(mark === undefined ? {} : { marca: mark }) }),
        filename: documentFileName(title, typeof record.folio === "string" ? record.folio : ""),
      }
    })
