// The lookups of Entrevistas and Competencias de candidatos (guarded by SEL250): names of the
// server's allowlist (server/seleccion/entrevistas-catalogs.ts).

export const interviewCatalogNames = {
  /** The candidates in process in the vacancies of the caller's centres, as "Nombre · Vacante". */
  asignaciones: "sel_asignaciones_rol",
  /** The vacancies of the caller's centres, as "Título (folio)". */
  vacantes: "sel_vacantes_rol",
  /** The active competencies of every type, for a scorecard row. */
  competencias: "sel_competencias",
} as const
