// The lookups of Revisión de presupuesto (FOR150): names of the server's allowlist
// (server/formacion/revision-presupuesto-catalogs.ts).

export const budgetCatalogNames = {
  /** The DNC projects of the caller's companies, as "2027 · Plan anual". */
  proyectosDnc: "proyectos_dnc_rol",
  /** The active conceptos de gasto (FOR050). */
  conceptosGasto: "conceptos_gasto",
} as const
