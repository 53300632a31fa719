// The lookups of Mejores prácticas (FOR320): names of the server's allowlist
// (server/formacion/mejores-practicas-catalogs.ts).

export const practiceCatalogNames = {
  /** The active categories (get-catalogo-mp's categorías). */
  categorias: "categorias_mp",
  /** The courses of the caller's work centres, the practice's origin. */
  cursos: "cursos_mejores_practicas",
} as const
