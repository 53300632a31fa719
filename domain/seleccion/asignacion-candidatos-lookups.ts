// The lookups of Asignación de candidatos (SEL250): names of the server's allowlist
// (server/seleccion/asignacion-candidatos-catalogs.ts).

export const pipelineCatalogNames = {
  /** The vacancies of the caller's work centres that have a board (every state but Cancelada), as "Analista de nómina (Abierta)". */
  vacantes: "sel_vacantes_tablero",
  /** The active rejection reasons (SEL050) a discard names. */
  motivosRechazo: "sel_motivos_rechazo_activos",
} as const
