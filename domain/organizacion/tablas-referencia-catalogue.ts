import type { RecordDescriptor } from "../records/descriptor"
import { type CatalogueOptions, catalogueDescriptor } from "../records/reference/catalogue"

// The organisation's reference catalogues (Tablas de referencia, ORG050) take the common shape of
// domain/records/reference/catalogue.ts under the module's key.

export const referenceKeys = ["ORG050"] as const

export const referenceCatalogue = (o: Omit<CatalogueOptions, "keys">): RecordDescriptor => catalogueDescriptor({ ...o, keys: referenceKeys })
