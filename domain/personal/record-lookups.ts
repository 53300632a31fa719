// The lookups of Propiedades de empresas (GP180) and Actas administrativas (GP200): names of the
// server's allowlist (server/personal/record-catalogs.ts), kept beside their records.

export const recordCatalogNames = {
  tiposPropiedad: "tipos_propiedad",
  tiposFalta: "tipos_falta",
  /** The assets of the caller's companies a responsiva may lend now (Disponible, no open responsiva). */
  propiedadesDisponibles: "propiedades_disponibles",
} as const
