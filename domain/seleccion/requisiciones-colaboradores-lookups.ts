// The lookups of Requisiciones de colaboradores (SEL100): names of the server's allowlist
// (server/seleccion/requisiciones-colaboradores-catalogs.ts).

export const requisitionCatalogNames = {
  /** The active requisition reasons of SEL050, with their kind. */
  motivosRequisicion: "sel_motivos_requisicion",
} as const
