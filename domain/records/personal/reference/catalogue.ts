import type { RecordDescriptor } from "../../descriptor"
import { type CatalogueOptions, catalogueDescriptor } from "../../reference/catalogue"

// Personal's reference catalogues (Tablas de referencia, GP050, DOMAIN-MX 4.1) take the common
// shape of domain/records/reference/catalogue.ts under the module's key. Their tables (migration
// 0069) are keyed by a number the user gives, like the organisation's, except bancos.

export const personalReferenceKeys = ["GP050"] as const

export const numberedKey = { kind: "integer", min: 1, max: 9999 } as const

export const personalCatalogue = (o: Omit<CatalogueOptions, "keys">): RecordDescriptor => catalogueDescriptor({ keyKind: numberedKey, ...o, keys: personalReferenceKeys })
