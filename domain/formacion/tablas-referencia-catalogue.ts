import { text } from "../records/field"
import { type CatalogueOptions, type ReferenceCatalogue, catalogueDescriptor, catalogueEntry } from "../records/reference/catalogue"

// Formación's reference catalogues (Tablas de referencia, FOR050, MODULES-MX §3) under the module's
// key. The plain ones take the common shape of domain/records/reference/catalogue.ts (a clave of
// up to ten characters, a description, the active flag); those with fields of their own (sedes,
// agentes, instructores) are typed records with the same clave.

export const formationReferenceKeys = ["FOR050"] as const

export const formationCatalogue = (id: string, stem: string, o: Omit<CatalogueOptions, "keys">): ReferenceCatalogue =>
  catalogueEntry(id, stem, catalogueDescriptor({ ...o, keys: formationReferenceKeys }))

/** The clave of a typed catalogue, as the common shape writes it (upper case, unique in any case). */
export const catalogueKey = () =>
  text({ label: "Clave", max: 10, required: "La clave es requerido", key: true, column: true, searchable: true, sortable: true, upperCase: true })
