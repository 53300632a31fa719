// The lookups of Formación's reference tables: names of the server's allowlist
// (server/formacion/tablas-referencia-catalogs.ts), kept beside the records that use them.

export const formationCatalogNames = {
  /** The active agentes capacitadores (an instructor's agent). */
  agentesCapacitadores: "agentes_capacitadores",
  /** The subáreas of the Catálogo Nacional de Ocupaciones (a puesto's occupation on the DC-3). */
  ocupacionesCno: "ocupaciones_cno",
} as const
