import { type RecordDescriptor, idOf } from "./descriptor"
import { printableIn } from "./document"
import type { AnyResourceEndpoints } from "./endpoints"
import { administrativeRecords, administrativeRecordsEndpoints } from "../personal/actas-administrativas"
import { employmentLetters, employmentLettersEndpoints } from "../personal/cartas-laborales"
import { responsivas, responsivasEndpoints } from "../personal/propiedades-empresas-responsivas"

// The record types whose documents belong to a person (their descriptor names the person's
// field in `person`): the employee's Documentos tab offers each document a stored record may
// print now, by its print endpoint's name, and prints it through that endpoint.

type Row = Readonly<Record<string, unknown>>

export interface PersonDocumentSource {
  readonly descriptor: RecordDescriptor
  readonly endpoints: AnyResourceEndpoints
}

export const responsivaDocuments: PersonDocumentSource = { descriptor: responsivas, endpoints: responsivasEndpoints }
export const letterDocuments: PersonDocumentSource = { descriptor: employmentLetters, endpoints: employmentLettersEndpoints }

export const actaDocuments: PersonDocumentSource = { descriptor: administrativeRecords, endpoints: administrativeRecordsEndpoints }

export const personDocumentSources: ReadonlyArray<PersonDocumentSource> = [responsivaDocuments, actaDocuments, letterDocuments]

/** The print endpoints a stored record offers in its state. */
export const printsOf = ({ descriptor, endpoints }: PersonDocumentSource, record: Row): ReadonlyArray<string> =>
  (descriptor.documents ?? []).flatMap((doc) => {
    const print = endpoints.documents?.[doc.name]?.print
    return print !== undefined && printableIn(doc, record) ? [print.name] : []
  })

export interface PersonDocumentPrint {
  readonly label: string
  readonly print: NonNullable<AnyResourceEndpoints["documents"]>[string]["print"]
  /** The print's path id of the record the tab lists by its single integer key. */
  readonly idOf: (id: number) => string
}

/** Every person's document by its print endpoint's name. */
export const personDocumentPrints: ReadonlyMap<string, PersonDocumentPrint> = new Map(
  personDocumentSources.flatMap(({ descriptor, endpoints }) =>
    (descriptor.documents ?? []).flatMap((doc) => {
      const print = endpoints.documents?.[doc.name]?.print
      const key = Object.keys(descriptor.fields).find((name) => descriptor.fields[name]?.key === true) ?? ""
      return print === undefined ? [] : [[print.name, { label: doc.label, print, idOf: (id: number) => idOf(descriptor, { [key]: id }) }] as const]
    }),
  ),
)
