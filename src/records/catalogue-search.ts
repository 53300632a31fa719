/** The `catalogo` search parameter of a Tablas de referencia page: the chosen catalogue's id. */
export const catalogueSearch = (search: Record<string, unknown>): { catalogo?: string } =>
  typeof search.catalogo === "string" && search.catalogo.length <= 40 ? { catalogo: search.catalogo } : {}
