// The lookups of Seguimientos de contratos (CON220): names of the server's allowlist
// (server/contratos/seguimientos-contratos-catalogs.ts), kept beside the record.

export const followUpCatalogNames = {
  /** The contracts of the people in the caller's work centres, labelled by folio and person. */
  contratosDelRol: "contratos_del_rol",
} as const
