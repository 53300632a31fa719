// The lookups of Gestión de candidatos (SEL200): names of the server's allowlist
// (server/seleccion/gestion-candidatos-catalogs.ts).

export const candidateRecordCatalogNames = {
  /** The active recruitment sources (SEL050). */
  fuentes: "sel_fuentes_activas",
} as const
