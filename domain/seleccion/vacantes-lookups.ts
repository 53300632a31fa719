// The lookups of Vacantes (SEL160): names of the server's allowlist (server/seleccion/vacantes-catalogs.ts).

export const vacancyCatalogNames = {
  /** The authorized requisitions of the caller's work centres, as "REQ-2026-00001 · Analista de nómina". */
  requisiciones: "sel_requisiciones_vacante",
  /** The active selection processes (SEL150). */
  procesos: "sel_procesos_activos",
} as const
