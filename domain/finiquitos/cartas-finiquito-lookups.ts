// The lookups of Cartas finiquito (FIN200): names of the server's allowlist
// (server/finiquitos/cartas-finiquito-catalogs.ts), kept beside the record.

export const letterCatalogNames = {
  /** The finiquitos a new letter may name: Autorizado or Pagado, of people the caller sees. */
  finiquitosParaCarta: "finiquitos_para_carta",
} as const

export const letterFiniquitoLookup = { catalogue: letterCatalogNames.finiquitosParaCarta, idColumn: "id_finiquito", labelColumn: "n_finiquito" } as const
