// The lookups of Ofertas a candidatos (SEL360): names of the server's allowlist
// (server/seleccion/ofertas-candidatos-catalogs.ts).

export const offerCatalogNames = {
  /** The assignments of the caller's centres a new offer may name: not discarded nor hired, as "Candidato · Vacante". */
  asignacionesOfertables: "sel_asignaciones_ofertables",
  /** The active offer templates (SEL050). */
  plantillasOferta: "sel_plantillas_oferta_activas",
} as const
