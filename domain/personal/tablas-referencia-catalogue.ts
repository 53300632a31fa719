import { type CatalogueOptions, type ReferenceCatalogue, catalogueDescriptor, catalogueEntry, numberedKey } from "../records/reference/catalogue"

// Personal's reference catalogues (Tablas de referencia, GP050, DOMAIN-MX 4.1) take the common
// shape of domain/records/reference/catalogue.ts under the module's key. Their tables (migration
// 0069) are keyed by a number the user gives, like the organisation's, except bancos. Each is
// built as its entry of the page's select: id (the page's URL), stem (its endpoints' names).

export const personalReferenceKeys = ["GP050"] as const

export const personalCatalogue = (id: string, stem: string, o: Omit<CatalogueOptions, "keys">): ReferenceCatalogue =>
  catalogueEntry(id, stem, catalogueDescriptor({ keyKind: numberedKey, ...o, keys: personalReferenceKeys }))
