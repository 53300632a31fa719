// The lookups of Proyectos DNC (FOR100): names of the server's allowlist
// (server/formacion/proyectos-dnc-catalogs.ts), kept beside the records that use them.

export const dncCatalogNames = {
  /** Every active competency of the three types, named with its type (a need's competency). */
  competencias: "competencias_activas",
  /** The active modalidades of a course (FOR050). */
  modalidades: "modalidades_activas",
} as const

export const dncCompetencyLookup = { catalogue: dncCatalogNames.competencias, idColumn: "id_competencia", labelColumn: "n_competencia" } as const
export const dncModalityLookup = { catalogue: dncCatalogNames.modalidades, idColumn: "id_modalidad", labelColumn: "n_modalidad" } as const
