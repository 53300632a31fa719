// Gestión de contratos (CON210, MODULES-MX §2): the words shared by the rules
// (domain/rules/contratos-*.ts), the descriptor, the server and the page. The messages are the
// module's own, word for word; those §2 leaves unworded are marked [D].

/** The states a contract is stored in; Por vencer and Vencido are read from the dates. */
export const storedContractStates = ["Borrador", "Vigente", "Renovado", "Terminado", "Cancelado"] as const
export type StoredContractState = (typeof storedContractStates)[number]

export const derivedContractStates = ["Por vencer", "Vencido"] as const
export type ContractState = StoredContractState | (typeof derivedContractStates)[number]

/** LFT 37's cases for a tiempo determinado (SAT 03). */
export const causaArt37Choices = [
  { id: "NATURALEZA", label: "Naturaleza del trabajo" },
  { id: "SUSTITUCION", label: "Sustitución temporal" },
  { id: "OTRO", label: "Otro caso legal" },
] as const

/** SAT c_TipoContrato codes that carry an end date (02 to 06). */
export const fixedTermCodes: ReadonlyArray<string> = ["02", "03", "04", "05", "06"]
export const indefiniteCode = "01"
export const fixedTermArt37Code = "03"
export const trialCode = "05"
export const initialTrainingCode = "06"

/** renovaciones_max_determinado until CON090 keeps it [D]. */
export const defaultMaxRenewals = 3

/** The request type whose flow authorizes a renewal that breaks a rule that warns (§0). */
export const renewalRequestType = "RENOVACION_CONTRATO"
export const renewalRequestTypeRow = { clave: renewalRequestType, n_tipo_solicitud: "Renovación de contrato" } as const
/** The origin of a renewal's flow in the authorization engine: the renewal request's serial id. */
export const renewalOrigin = "RENOVACION_CONTRATO"

/** A renewal that went through its flow: waiting, authorized or rejected [D]. */
export const renewalStates = ["En autorización", "Autorizada", "Rechazada"] as const
export type RenewalState = (typeof renewalStates)[number]

export const contractMessages = {
  colaborador: "El colaborador es requerido",
  tipo: "El tipo de contrato es requerido",
  inicio: "La fecha de inicio es requerida",
  fin: "La fecha de término es requerido",
  finAntesInicio: "La fecha de término debe ser posterior a la fecha de inicio",
  antesIngreso: "La fecha de inicio no puede ser anterior a la fecha de ingreso del colaborador",
  traslape: "El colaborador ya tiene un contrato vigente en esas fechas",
  causaArt37: "La causa del artículo 37 es requerida",
  sinSustitucion: "Solo una sustitución temporal nombra al colaborador sustituido",
  puesto: "El puesto es requerido",
  salario: "El salario diario es requerido",
  jornada: "El tipo de jornada es requerido",
  horario: "El horario es requerido",
  lugar: "El lugar de prestación es requerido",
  funciones: "Las funciones son requeridas",
  tipoInexistente: "El tipo de contrato no existe o está inactivo",
  colaboradorInactivo: "El colaborador no está activo",
  pruebaRequerida: "Los días de prueba son requeridos",
  terminacion: "La fecha de terminación es requerida",
  terminacionAnterior: "La fecha de terminación no puede ser anterior al inicio del contrato",
  bajaAjena: "El movimiento de baja no existe o no es una baja del colaborador",
  sinIndeterminado: "No hay un tipo de contrato por tiempo indeterminado activo en el catálogo",
  sustituido: "El colaborador sustituido es requerido",
  prueba30: "El periodo de prueba no puede exceder de 30 días (LFT 39-A)",
  // [D] §2 words only the 30-day limit; the 180-day one says its own number.
  prueba180: "El periodo de prueba no puede exceder de 180 días (LFT 39-A)",
  pruebaNoPermitida: "El tipo de contrato no admite periodo de prueba",
  capacitacion: "Los meses de capacitación son requeridos",
  capacitacion3: "La capacitación inicial no puede exceder de 3 meses (LFT 39-B)",
  capacitacion6: "La capacitación inicial no puede exceder de 6 meses (LFT 39-B)",
  repetida: "El periodo de prueba o de capacitación inicial no puede aplicarse más de una vez (LFT 39-D)",
  beneficiarios: "La suma de porcentajes de beneficiarios debe ser 100",
  salarioMinimo: "El salario diario no puede ser menor al salario mínimo de la zona",
  renovacionesSucesivas: "Renovaciones sucesivas pueden configurar una relación por tiempo indeterminado (LFT 39)",
  prorrogado: "El contrato venció y la relación subsiste: se entiende prorrogada (LFT 39)",
  faltanDatos: (lista: ReadonlyArray<string>) => `Faltan datos obligatorios del contrato: ${lista.join(", ")}`,
  soloBorrador: "Solo un contrato en Borrador se modifica",
  noEliminable: "Solo un contrato en Borrador se elimina; uno vigente se termina",
  noActivable: "Solo un contrato en Borrador se activa",
  noRenovable: "Solo un contrato vigente se renueva",
  noConvertible: "Solo un contrato vigente por tiempo determinado se convierte a indeterminado",
  yaIndeterminado: "El contrato ya es por tiempo indeterminado",
  noTerminable: "Solo un contrato vigente se termina",
  noCancelable: "Solo un contrato en Borrador se cancela",
  activado: "Contrato activado",
  renovado: "Contrato renovado",
  // [D] §2 leaves the flow's own answers unworded.
  renovacionEnviada: "Renovación enviada a autorización",
  pasaPorFlujo: "El nuevo contrato entra en vigor cuando se autorice la renovación (RENOVACION_CONTRATO).",
  renovacionPendiente: "El contrato ya tiene una renovación en autorización",
  enAutorizacion: "La renovación está en autorización: el contrato se activa cuando se autorice",
  renovacionRetirada: "Se retiró la renovación: el contrato anterior se terminó",
  anteriorNoVigente: "El contrato anterior ya no está vigente: la renovación no puede autorizarse",
  convertido: "Contrato convertido a tiempo indeterminado",
  terminado: "Contrato terminado",
  cancelado: "Contrato cancelado",
} as const
