import type { Fields, RecordDescriptor } from "../../descriptor"
import { type AnyField, flag, integer, text } from "../../field"

// The common shape of the organisation's reference catalogues: a key (text as most catalogues
// keep it, or a number where the table has always had one), a description and the active flag.
// A catalogue adds only what is its own (the país of an estado, the wages of a zona).

export const referenceKeys = ["ORG050"] as const

export const referenceMessages = { created: "Datos guardados", updated: "Datos guardados", deleted: "Registro eliminado" }

export interface CatalogueOptions {
  readonly resource: string
  readonly title: string
  readonly singular: string
  /** Key column and description column, as the table names them. */
  readonly id: string
  readonly name: string
  /** "integer" for tables keyed by a number, with its bounds. */
  readonly keyKind?: { readonly kind: "integer"; readonly min: number; readonly max: number } | { readonly kind: "text"; readonly max: number }
  /** Fields between the description and the active flag. */
  readonly extra?: Fields
}

const keyField = (o: CatalogueOptions): AnyField => {
  const kind = o.keyKind ?? { kind: "text", max: 10 }
  const common = { label: "Clave", required: "La clave es requerido", key: true, column: true, sortable: true } as const
  return kind.kind === "integer"
    ? integer({ ...common, min: kind.min, max: kind.max })
    : text({ ...common, max: kind.max, searchable: true, upperCase: true })
}

export const referenceCatalogue = (o: CatalogueOptions): RecordDescriptor => ({
  resource: o.resource,
  title: o.title,
  singular: o.singular,
  keys: [...referenceKeys],
  messages: referenceMessages,
  fields: {
    [o.id]: keyField(o),
    [o.name]: text({ label: "Descripción", max: 100, required: "La descripción es requerido", column: true, searchable: true, sortable: true }),
    ...o.extra,
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  },
})
