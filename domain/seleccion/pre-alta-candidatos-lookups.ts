// The lookups of Pre-alta de candidatos in Selección (SEL370): names of the server's allowlist
// (server/seleccion/pre-alta-candidatos-catalogs.ts).

export const offerPreHireCatalogNames = {
  /** The accepted offers of the caller's centres with no pre-alta in course: the candidate's data and the offer's terms. */
  ofertasAceptadas: "sel_ofertas_aceptadas",
} as const
