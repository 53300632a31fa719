// The lookups of the cartas laborales and reconocimientos pages: names of the server's allowlist
// (server/personal/documents-catalogs.ts), beside the records that use them.

export const documentCatalogNames = {
  /** Active letter types with their class (GP210, GP050). */
  tiposCarta: "tipos_carta",
  /** Active recognition types (GP100, GP050). */
  tiposReconocimiento: "tipos_reconocimiento",
} as const

/** Keys of the pages that pick an employee for a document (the other helper's pages included). */
export const documentPickerKeys = ["GP100", "GP180", "GP200", "GP210"] as const
