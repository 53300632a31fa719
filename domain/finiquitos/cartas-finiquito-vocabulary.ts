import type { Choice } from "../records/field"

// FIN200's words (MODULES-MX §1.7): the letter types, its states and messages. Where §1.7 gives a
// rule but no wording, the message is ours [D].

export const letterStates = ["Borrador", "Emitida", "Firmada", "Ratificada", "Cancelada"] as const

/** §1.7: only these finiquitos get a letter. */
export const letterFiniquitoStates = ["Autorizado", "Pagado"] as const

export const letterTypes = ["RECIBO", "CONVENIO", "BENEFICIARIOS"] as const
export type LetterType = (typeof letterTypes)[number]

export const letterTypeChoices: ReadonlyArray<Choice & { readonly id: LetterType }> = [
  { id: "RECIBO", label: "Recibo finiquito" },
  { id: "CONVENIO", label: "Convenio de terminación" },
  { id: "BENEFICIARIOS", label: "Recibo de beneficiarios" },
]

/** Before whom a letter is ratified since the 2019 reform (LFT 33). */
export const ratificationBodyChoices: ReadonlyArray<Choice> = [
  { id: "CENTRO", label: "Centro de Conciliación" },
  { id: "TRIBUNAL", label: "Tribunal Laboral" },
]

/** A letter's witnesses: §1.7 asks for exactly two. */
export const witnessCount = 2

/** The signed scan's limit (§1.7: pdf ≤ 10 MB). */
export const signedLetterMaxBytes = 10 * 1024 * 1024

export const letterMessages = {
  finiquito: "El finiquito es requerido",
  tipo: "El tipo de carta es requerido",
  lugar: "El lugar es requerido",
  fechaFirma: "La fecha de firma es requerida",
  representante: "El representante de la empresa es requerido",
  testigos: "Se requieren dos testigos",
  // [D] the wordings below
  testigoNombre: "El nombre del testigo es requerido",
  testigoDomicilio: "El domicilio del testigo es requerido",
  finiquitoInexistente: "El finiquito no existe",
  finiquitoNoAutorizado: "Solo un finiquito Autorizado o Pagado tiene carta finiquito",
  firmaAntesBaja: "La fecha de firma no puede ser menor a la fecha de baja",
  representanteAjeno: "El representante debe ser un colaborador activo de la empresa del finiquito",
  beneficiariosSoloMuerte: "El recibo de beneficiarios es solo para un finiquito por muerte (LFT 501)",
  muerteSoloBeneficiarios: "El finiquito por muerte se paga a los beneficiarios: use el recibo de beneficiarios",
  soloBorrador: "Una carta emitida ya no se modifica: reemítala con un nuevo folio",
  noEliminable: "Solo una carta en Borrador se elimina; una emitida se cancela",
  noEmitible: "Solo una carta en Borrador se emite",
  emitida: "Carta emitida: su texto queda fijo",
  noFirmable: "Solo una carta Emitida se marca como firmada",
  sinEscaneo: "Adjunte el escaneo de la carta firmada (PDF) antes de marcarla como firmada",
  firmada: "Carta marcada como firmada",
  noRatificable: "Solo una carta Firmada se ratifica",
  ratificada: "Ratificación registrada: el finiquito queda Ratificado",
  finiquitoNoPagado: "Registre primero el pago del finiquito: solo un finiquito Pagado se ratifica",
  organo: "Indique ante quién se ratificó",
  centro: "El centro de conciliación o tribunal es requerido",
  expediente: "El expediente es requerido",
  fechaRatificacion: "La fecha de ratificación es requerida",
  ratificacionAntesFirma: "La fecha de ratificación no puede ser menor a la fecha de firma",
  ratificacionFutura: "La fecha de ratificación no puede ser posterior a hoy",
  noReemitible: "Solo una carta Emitida o Firmada se reemite",
  reemitida: "Carta reemitida con un nuevo folio; la anterior queda Cancelada",
  noCancelable: "Una carta ratificada ya no se cancela",
  cancelada: "Carta cancelada",
  escaneoNoValido: "La carta firmada debe ser un PDF",
  escaneoFueraDeEstado: "Solo una carta Emitida o Firmada recibe su escaneo firmado",
  escaneoGuardado: "Carta firmada guardada",
  cartaInexistente: "La carta finiquito no existe",
} as const
