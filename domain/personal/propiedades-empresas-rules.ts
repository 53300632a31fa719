// Company property lent to a worker under a responsiva (DOMAIN-MX 4.3): the asset's states and
// conditions, and the limit of the system parameters. The form and the
// server read the same definitions.

export const propertyMessages = {
  empresa: "La empresa es requerida",
  tipo: "El tipo de propiedad es requerido",
  descripcion: "La descripción es requerida",
  valor: "El valor es requerido",
  estado: "El estado es requerido",
  serieDuplicada: "El número de serie ya está registrado",
  inventarioDuplicado: "El número de inventario ya está registrado",
  vencimientoAnterior: "La fecha de vencimiento no puede ser anterior a la de adquisición",
  estadoAsignado: "El estado Asignado lo da una responsiva abierta; registre la responsiva",
  asignadaSinCambio: "La propiedad está asignada; registre primero su devolución",
  conResponsivas: "La propiedad tiene responsivas registradas; márquela como Baja",
  tipoInexistente: "El tipo de propiedad no existe",
  // Responsivas
  propiedad: "La propiedad es requerida",
  colaborador: "El colaborador es requerido",
  fEntrega: "La fecha de entrega es requerida",
  condicionEntrega: "La condición de entrega es requerida",
  yaAsignada: "La propiedad ya está asignada",
  noDisponible: "La propiedad no está disponible: está en reparación o dada de baja",
  excedeLimite: "El colaborador excede el límite de responsiva",
  otraEmpresa: "La propiedad y el colaborador deben ser de la misma empresa",
  colaboradorInactivo: "El colaborador no está activo",
  devolucionEsperadaAnterior: "La devolución esperada no puede ser anterior a la entrega",
  devolucionAnterior: "La devolución no puede ser anterior a la entrega",
  devolucionFutura: "La fecha de devolución no puede ser posterior a hoy",
  entregaFutura: "La fecha de entrega no puede ser posterior a hoy",
  condicionDevolucion: "La condición de devolución es requerida",
  sinDevolucion: "Capture la fecha de devolución antes de su condición",
  firmaSinDocumento: "Adjunte la responsiva firmada para marcarla como firmada",
  firmadaNoEliminable: "Una responsiva firmada no se elimina",
  documentoAjeno: "El documento firmado no es una carga de esta responsiva",
  noDevuelta: "La propiedad de esta responsiva no ha sido devuelta",
  documentoNuevo: "Guarde la responsiva antes de adjuntar el documento firmado",
  documentoNoValido: "El documento firmado debe ser un PDF, PNG o JPEG",
} as const

/** The asset's states. Asignado is set by an open responsiva, never chosen in the asset's form. */
export const propertyStates = ["Disponible", "Asignado", "En reparación", "Baja"] as const
export type PropertyState = (typeof propertyStates)[number]

/** The states a user chooses (Asignado follows the responsivas). */
export const choosableStates: ReadonlyArray<PropertyState> = ["Disponible", "En reparación", "Baja"]

export const conditionChoices = [
  { id: "Buena", label: "Buena" },
  { id: "Daño menor", label: "Daño menor" },
  { id: "Daño mayor", label: "Daño mayor" },
] as const

/** Whether a responsiva is still open (the asset not returned) or closed. */
export const responsivaStates = ["Abierta", "Devuelta"] as const

/** The state an asset takes back when its responsiva closes: a major damage sends it to repair. */
export const stateAfterReturn = (condition: string | null): PropertyState => (condition === "Daño mayor" ? "En reparación" : "Disponible")

/**
 * Whether one more open assignment of `value` pesos takes the employee over the limit of the
 * system parameters (`limite_responsiva`, DOMAIN-MX 4.3 [D]: the total value of their open
 * responsivas). No limit is set while the parameter is empty or zero.
 */
export const exceedsLimit = (openValue: number, value: number, limit: number | null): boolean =>
  limit !== null && limit > 0 && Math.round((openValue + value) * 100) > Math.round(limit * 100)
