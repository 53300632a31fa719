import { defaultMessages, type Fields, type ReadOnlyDescriptor, type RecordDescriptor } from "../descriptor"
import { type AnyResourceEndpoints, resourceEndpoints } from "../endpoints"
import { type AnyField, flag, integer, text } from "../field"

// The common shape of a module's reference catalogues (Tablas de referencia of Organización,
// ORG050, of Personal, GP050, and of Formación, FOR050): a key (text as most catalogues keep it, or a number where
// the table has always had one), a description and the active flag. A catalogue adds only what
// is its own (the país of an estado, the IMSS cause of a motivo de baja).

export const catalogueMessages = defaultMessages

export type CatalogueKey =
  | { readonly kind: "integer"; readonly min: number; readonly max: number }
  | { readonly kind: "text"; readonly max: number; readonly pattern?: { readonly regex: RegExp; readonly message: string } }

export interface CatalogueOptions {
  readonly resource: string
  readonly title: string
  readonly singular: string
  /** The permission keys of the module's Tablas de referencia (any of them grants every call). */
  readonly keys: readonly [string, ...Array<string>]
  /** Key column and description column, as the table names them. */
  readonly id: string
  readonly name: string
  /** The description's length as the table declares it (100 by default). */
  readonly nameMax?: number
  /** "integer" for tables keyed by a number, with its bounds; text (10 characters) by default. */
  readonly keyKind?: CatalogueKey
  /** Fields between the description and the active flag. */
  readonly extra?: Fields
  readonly rules?: RecordDescriptor["rules"]
}

/** The key of a catalogue numbered by the user (1 to 9999), as most tables of both modules are. */
export const numberedKey = { kind: "integer", min: 1, max: 9999 } as const

const keyField = (o: CatalogueOptions): AnyField => {
  const kind = o.keyKind ?? { kind: "text", max: 10 }
  const common = { label: "Clave", required: "La clave es requerido", key: true, column: true, sortable: true } as const
  return kind.kind === "integer"
    ? integer({ ...common, min: kind.min, max: kind.max })
    : text({ ...common, max: kind.max, searchable: true, upperCase: true, ...(kind.pattern === undefined ? {} : { pattern: kind.pattern }) })
}

export const catalogueDescriptor = (o: CatalogueOptions): RecordDescriptor => ({
  resource: o.resource,
  title: o.title,
  singular: o.singular,
  keys: o.keys,
  messages: catalogueMessages,
  fields: {
    [o.id]: keyField(o),
    [o.name]: text({ label: "Descripción", max: o.nameMax ?? 100, required: "La descripción es requerida", column: true, searchable: true, sortable: true }),
    ...o.extra,
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  },
  ...(o.rules === undefined ? {} : { rules: o.rules }),
})

export interface SatCatalogueOptions {
  readonly resource: string
  readonly title: string
  readonly singular: string
  readonly keys: readonly [string, ...Array<string>]
  /** Key column and description column, as the table names them, with their lengths. */
  readonly id: string
  readonly idMax: number
  readonly name: string
  readonly nameMax: number
  /** Columns after the description (the persona física/moral flags of a régimen fiscal). */
  readonly extra?: Fields
}

/**
 * A catalogue the SAT publishes (c_RegimenFiscal, c_TipoContrato...), or the STPS (the DC-3's
 * áreas temáticas and ocupaciones): seeded by a migration from domain data and read-only here, so it is listed, searched, sorted and exported, never
 * changed. Every field is a list column, so the row says all there is and opens nothing.
 */
export const satCatalogueDescriptor = (o: SatCatalogueOptions): ReadOnlyDescriptor => ({
  resource: o.resource,
  title: o.title,
  singular: o.singular,
  keys: o.keys,
  readOnly: true,
  messages: catalogueMessages,
  fields: {
    [o.id]: text({ label: "Clave", max: o.idMax, required: "La clave es requerido", key: true, column: true, searchable: true, sortable: true }),
    [o.name]: text({ label: "Descripción", max: o.nameMax, required: "La descripción es requerida", column: true, searchable: true, sortable: true }),
    ...o.extra,
  },
})

/** One entry of a Tablas de referencia select. The id is what the page keeps in its URL. */
export interface ReferenceCatalogue {
  readonly id: string
  readonly descriptor: RecordDescriptor
  readonly endpoints: AnyResourceEndpoints
}

/** A select entry with its resource's endpoints (`stem` names them: listar<stem>, crear<stem>...). */
export const catalogueEntry = (id: string, stem: string, descriptor: RecordDescriptor): ReferenceCatalogue => ({
  id,
  descriptor,
  endpoints: resourceEndpoints(stem, descriptor),
})
