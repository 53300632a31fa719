// The lookups of Proyecto encuesta de opinión (FOR310) and the report of its answers (FOR650):
// names of the server's allowlist (server/formacion/proyecto-encuesta-opinion-catalogs.ts).

export const surveyCatalogNames = {
  /** The courses of the caller's work centres that are not cancelled, newest first. */
  cursos: "cursos_encuesta_opinion",
  /** The active instruments of type Opinión de curso. */
  instrumentos: "instrumentos_opinion",
  /** The surveys of the caller's work centres (the report's project filter). */
  encuestas: "encuestas_opinion_rol",
} as const
