// The words of SEL360 ofertas-candidatos (MODULES-MX §6): states, messages and the legal floors
// of the benefits, shared by the rules, the descriptor, the server and the page.

export const offerStates = ["Borrador", "En autorización", "Enviada", "Aceptada", "Rechazada", "Vencida", "Retirada"] as const
export type OfferState = (typeof offerStates)[number]

/** The legal floors an offer's benefits may not go under. */
export const legalBenefits = {
  /** LFT 87: at least 15 days of salary. */
  aguinaldo: 15,
  /** LFT 80: at least 25 % of the vacation pay. */
  primaVacacional: 25,
  /** LFT 76 (2023 reform): 12 days in the first year of service. */
  vacaciones: 12,
} as const

export const offerMessages = {
  asignacion: "La asignación del candidato es requerida",
  asignacionNoExiste: "La asignación del candidato no existe",
  descartado: "No se puede hacer una oferta a un candidato descartado",
  contratado: "El candidato ya fue contratado en esta vacante",
  otraOferta: "El candidato ya tiene una oferta vigente en esta vacante",
  salario: "El salario diario es requerido",
  salarioMinimo: "El salario diario no puede ser menor al salario mínimo de la zona",
  tipoContrato: "El tipo de contrato es requerido",
  tipoInexistente: "El tipo de contrato no existe o está inactivo",
  pruebaNoPermitida: "El tipo de contrato no admite periodo de prueba",
  ingreso: "La fecha de ingreso propuesta es requerida",
  ingresoPasado: "La fecha de ingreso propuesta no puede ser anterior a hoy",
  limite: "La fecha límite de respuesta es requerida",
  limitePasado: "La fecha límite de respuesta no puede ser anterior a hoy",
  limiteTardio: "La fecha límite de respuesta no puede ser posterior a la fecha de ingreso propuesta",
  aguinaldo: `El aguinaldo no puede ser menor a ${legalBenefits.aguinaldo} días de salario (LFT 87)`,
  primaVacacional: `La prima vacacional no puede ser menor al ${legalBenefits.primaVacacional}% (LFT 80)`,
  vacaciones: `Las vacaciones no pueden ser menores a ${legalBenefits.vacaciones} días en el primer año (LFT 76)`,
  soloBorrador: "Solo una oferta en borrador se modifica o se elimina",
  noEnviable: "Solo una oferta en borrador se envía",
  noRespondible: "Solo una oferta enviada se responde",
  noRetirable: "La oferta ya no puede retirarse",
  vencida: "La fecha límite de respuesta ya pasó: la oferta venció",
  motivoRechazo: "El motivo del rechazo es requerido",
  resultado: "Seleccione si el candidato aceptó o rechazó la oferta",
  enviada: "Oferta enviada al candidato",
  enAutorizacion: "El salario está fuera del tabulador del puesto: la oferta se envió a autorización",
  aceptada: "Oferta aceptada: el candidato queda Seleccionado",
  rechazada: "Oferta rechazada",
  retirada: "Oferta retirada",
  fueraTabulador: "El salario está fuera del tabulador del puesto",
  sinCorreo: "El candidato no tiene correo electrónico",
  ofertaNoExiste: "La oferta no existe",
} as const
