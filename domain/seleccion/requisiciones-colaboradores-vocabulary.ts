// SEL100's words (MODULES-MX §6, state table 0.1): the requisition's states, its request type in
// Flujos de autorización and the fixed kinds of requisition reasons the rules key on.

export const requisitionOrigin = "REQUISICION"
export const requisitionRequestType = "REQUISICION"
export const requisitionRequestTypeRow = { clave: requisitionRequestType, n_tipo_solicitud: "Requisición de personal" } as const

export const requisitionStates = ["Borrador", "En autorización", "Autorizada", "Rechazada", "En proceso", "Cubierta", "Cancelada"] as const
export type RequisitionState = (typeof requisitionStates)[number]

// SEL050's reasons each belong to one of these kinds; a user may add reasons, never kinds.
export const requisitionReasonKinds = ["BAJA", "PUESTO_NUEVO", "INCREMENTO", "SUSTITUCION"] as const
export type RequisitionReasonKind = (typeof requisitionReasonKinds)[number]

// Where §6 gives the wording it is §6's; the rest is ours [D].
export const requisitionMessages = {
  empresa: "La empresa es requerida",
  centro: "El centro de trabajo es requerido",
  depto: "El departamento es requerido",
  puesto: "El puesto es requerido",
  motivo: "El motivo es requerido",
  posicion: "La posición es requerido",
  solicitante: "El solicitante es requerido",
  vacantes: "El número de vacantes es requerido",
  fechaRequerida: "La fecha requerida es requerida",
  salarioMin: "El salario mínimo es requerido",
  salarioMax: "El salario máximo es requerido",
  justificacion: "La justificación es requerido",
  salariosInvertidos: "El salario mínimo no puede ser mayor que el salario máximo",
  fueraTabulador: "El salario está fuera del tabulador del puesto",
  fechaPasada: "La fecha requerida no puede ser anterior a hoy",
  sustituido: "El colaborador sustituido es requerido",
  sustituidoSoloSustitucion: "Solo una sustitución temporal indica al colaborador sustituido",
  posicionPuestoNuevo: "Una requisición de puesto nuevo no indica posición: se crea al autorizarse",
  posicionNoLibre: "La posición ya no está disponible",
  posicionAjena: "La posición debe ser del puesto y del departamento de la requisición",
  deptoAjeno: "El departamento debe ser del centro de trabajo de la requisición",
  puestoAjeno: "El puesto debe ser de la empresa de la requisición",
  centroAjeno: "El centro de trabajo debe ser de la empresa de la requisición",
  plazas: (libres: number) =>
    libres <= 0
      ? "El puesto no tiene plazas autorizadas disponibles"
      : `El número de vacantes excede las plazas autorizadas disponibles del puesto (${libres})`,
  motivoInactivo: "El motivo de requisición no existe o está inactivo",
  tipoContratoInactivo: "El tipo de contrato no existe o está inactivo",
  inmutable: "Solo se modifica una requisición en Borrador o Rechazada",
  noEliminable: "Solo se elimina una requisición en Borrador",
  noEnviable: "Solo se envía a autorización una requisición en Borrador o Rechazada",
  enviada: "Requisición enviada a autorización",
  autorizadaYa: "Requisición autorizada: no hay un flujo de autorización configurado para requisiciones",
  noCancelable: "Solo se cancela una requisición que aún no está cubierta ni cancelada",
  cancelada: "Requisición cancelada",
  motivoCancelacion: "El motivo de la cancelación es requerido",
  cancelarConVacantes: "La requisición tiene vacantes abiertas: ciérrelas o cancélelas antes",
} as const
