// The lookups of Proyectos de formación (FOR160): names of the server's allowlist
// (server/formacion/proyectos-formacion-catalogs.ts), kept beside the record that uses them.

export const courseCatalogNames = {
  modalidades: "modalidades",
  tiposCurso: "tipos_curso",
  conceptosGasto: "conceptos_gasto",
  /** The active sedes of the caller's work centres. */
  sedes: "sedes_rol",
  /** The active instructors, named as the DC-3 prints them. */
  instructores: "instructores",
} as const
