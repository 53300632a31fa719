// The lookups of Gestión de contratos (CON210): names of the server's allowlist
// (server/contratos/gestion-contratos-catalogs.ts), kept beside the record.

export const contractCatalogNames = {
  /** The active types of the CON100 catalogue (catalogo_contratos), with their SAT code. */
  tiposContratoActivos: "tipos_contrato_activos",
} as const
