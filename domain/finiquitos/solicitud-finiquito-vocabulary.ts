import type { Choice } from "../records/field"
import type { FiniquitoCause } from "../rules/finiquito-causes"

// FIN100's words (MODULES-MX §1.6): its states, choices and messages. Where §1.6 gives a rule
// but no wording, the message is ours [D].

export const finiquitoOrigin = "FINIQUITO"
export const finiquitoRequestType = "FINIQUITO"
export const finiquitoRequestTypeRow = { clave: finiquitoRequestType, n_tipo_solicitud: "Finiquito" } as const

export const finiquitoStates = ["Borrador", "Calculado", "En autorización", "Autorizado", "Rechazado", "Pagado", "Ratificado", "Cancelado"] as const

/** States whose inputs may still change: a change takes the record back to Calculado. */
export const finiquitoEditableStates = ["Borrador", "Calculado", "En autorización", "Autorizado", "Rechazado"] as const

export const causeChoices: ReadonlyArray<Choice & { readonly id: FiniquitoCause }> = [
  { id: "RENUNCIA", label: "Renuncia (separación voluntaria)" },
  { id: "MUTUO_CONSENTIMIENTO", label: "Mutuo consentimiento" },
  { id: "TERMINO_CONTRATO", label: "Término de contrato" },
  { id: "DESPIDO_JUSTIFICADO", label: "Despido justificado" },
  { id: "DESPIDO_INJUSTIFICADO", label: "Despido injustificado" },
  { id: "RESCISION_TRABAJADOR", label: "Rescisión por el trabajador" },
  { id: "NEGATIVA_REINSTALAR", label: "Negativa a reinstalar" },
  { id: "MUERTE", label: "Muerte" },
  { id: "INCAPACIDAD", label: "Incapacidad no profesional" },
]

export const zoneChoices: ReadonlyArray<Choice> = [
  { id: "GEN", label: "General" },
  { id: "ZLFN", label: "Zona Libre de la Frontera Norte" },
]

export const seniorityBaseChoices: ReadonlyArray<Choice> = [
  { id: "SDI", label: "Salario diario integrado" },
  { id: "SD", label: "Salario diario" },
]

export const extraGroupChoices: ReadonlyArray<Choice> = [
  { id: "ORD", label: "Ordinaria" },
  { id: "SEP", label: "Separación" },
  { id: "EXENTO", label: "Exenta" },
]

export const paymentFormChoices: ReadonlyArray<Choice> = [
  { id: "TRANSFERENCIA", label: "Transferencia" },
  { id: "CHEQUE", label: "Cheque" },
  { id: "EFECTIVO", label: "Efectivo" },
]

/** §1.6: a CFDI's UUID, upper-cased. */
export const uuidPattern = /^[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}$/

export const finiquitoMessages = {
  colaborador: "El colaborador es requerido",
  duplicado: "El colaborador ya tiene un finiquito para esta baja",
  causa: "La causa de baja es requerido",
  // [D] the wordings below
  fechaBaja: "La fecha de baja es requerida",
  fechaPagado: "La fecha de último pago es requerida",
  colaboradorSinSalario: "El colaborador no tiene salario diario registrado; captúrelo en el finiquito",
  noCalculable: "Solo un finiquito en Borrador, Calculado o Rechazado se calcula",
  calculado: "Finiquito calculado",
  noEnviable: "Solo un finiquito Calculado se envía a autorización",
  enviado: "Finiquito enviado a autorización",
  autorizadoYa: "Finiquito autorizado",
  noPagable: "Solo un finiquito Autorizado registra su pago",
  pagado: "Pago del finiquito registrado",
  noCancelable: "Un finiquito pagado ya no se cancela; corríjalo con un finiquito nuevo",
  cancelado: "Finiquito cancelado",
  inmutable: "Un finiquito pagado ya no se modifica; corríjalo con un finiquito nuevo que cancele este",
  noEliminable: "Un finiquito no se elimina: cancélelo",
  formaPago: "La forma de pago es requerida",
  referenciaPago: "La referencia de pago es requerida",
  fechaPago: "La fecha de pago es requerida",
  fechaPagoAntes: "La fecha de pago no puede ser menor a la fecha de baja",
  uuid: "El UUID del CFDI no tiene el formato 8-4-4-4-12 en hexadecimal",
  uuidRequerido: "El UUID del CFDI es requerido",
  concepto: "El concepto es requerido",
  importe: "El importe es requerido",
  responsivasAbiertas: (n: number) =>
    n === 1
      ? "El colaborador tiene una responsiva abierta: recupere el bien antes de pagar el finiquito"
      : `El colaborador tiene ${n} responsivas abiertas: recupere los bienes antes de pagar el finiquito`,
  fechaBajaMovimiento: "La fecha de baja es la del movimiento de baja autorizado; no se cambia en el finiquito",
} as const
