import { formatPesos } from "../number-format"

// Movimientos de personal (DOMAIN-MX 4.10): the vocabulary shared by the migration, the server
// and the page. A movement changes the employee record on its f_efectiva, once its flow (the
// request type's, SPEC 2.14) authorizes it.

export const movementTypes = ["ALTA", "REINGRESO", "BAJA", "CAMBIO_POSICION", "CAMBIO_SALARIO", "PROMOCION"] as const
export type MovementType = (typeof movementTypes)[number]

export const movementTypeChoices: ReadonlyArray<{ readonly id: MovementType; readonly label: string }> = [
  { id: "ALTA", label: "Alta" },
  { id: "REINGRESO", label: "Reingreso" },
  { id: "BAJA", label: "Baja" },
  { id: "CAMBIO_POSICION", label: "Cambio de posición" },
  { id: "CAMBIO_SALARIO", label: "Cambio de salario" },
  { id: "PROMOCION", label: "Promoción" },
]

export const movementTypeLabel = (t: string): string => movementTypeChoices.find((c) => c.id === t)?.label ?? t

export const movementStates = ["Capturado", "En autorización", "Autorizado", "Aplicado", "Rechazado", "Cancelado"] as const
export type MovementState = (typeof movementStates)[number]

/** States that still wait for something: two of them for one person may not overlap. */
export const pendingStates: ReadonlyArray<MovementState> = ["Capturado", "En autorización", "Autorizado"]

/** The origin code movements go through the authorization engine with. */
export const movementOrigin = "MOV"

/** The request type (tipos_solicitud.clave) whose flow authorizes a movement type. */
export const requestTypeOf = (t: MovementType): "MOV_ALTA" | "MOV_BAJA" | "MOV_CAMBIO" =>
  t === "ALTA" || t === "REINGRESO" ? "MOV_ALTA" : t === "BAJA" ? "MOV_BAJA" : "MOV_CAMBIO"

/** What a type proposes: a new position, a new salary (and periodicidad), a termination. */
export const movesPosition = (t: string): boolean => t === "CAMBIO_POSICION" || t === "PROMOCION"
export const changesSalary = (t: string): boolean => t === "CAMBIO_SALARIO" || t === "PROMOCION"
export const isHire = (t: string): boolean => t === "ALTA" || t === "REINGRESO"

/** The fields a before/after pair may name, in the order they are shown. */
export const changeFields = ["posicion", "puesto", "depto", "centro", "salario_diario", "sdi", "periodicidad"] as const
export type ChangeField = (typeof changeFields)[number]

export const changeFieldLabel: Readonly<Record<ChangeField, string>> = {
  posicion: "Posición",
  puesto: "Puesto",
  depto: "Departamento",
  centro: "Centro de trabajo",
  salario_diario: "Salario diario",
  sdi: "SDI",
  periodicidad: "Periodicidad",
}

/** A before/after value as people read it: salaries in pesos ($2,142.28); others as stored; "—" for none. */
export const changeValueText = (campo: string, value: string | null): string => {
  if (value === null || value.trim() === "") return "—"
  const amount = Number(value)
  return (campo === "salario_diario" || campo === "sdi") && Number.isFinite(amount) ? formatPesos(amount) : value
}

export const movementMessages = {
  posicionNoDisponible: "La posición no está disponible",
  movimientoPendiente: "El colaborador tiene un movimiento pendiente",
  fechaIngreso: "La fecha efectiva no puede ser anterior a la fecha de ingreso",
  aplicadoNoEditable: "Un movimiento aplicado no se modifica ni se cancela; capture un movimiento que lo revierta",
  soloCapturado: "Sólo un movimiento capturado puede modificarse",
  noCancelable: "El movimiento ya no puede cancelarse",
  noEnviable: "Sólo un movimiento capturado puede enviarse a autorización",
  salarioMinimo: "El salario diario no puede ser menor al salario mínimo",
  reduccionSalario: "La reducción de salario requiere el consentimiento por escrito del colaborador",
  responsableDepto: "El colaborador es responsable de departamento; asigne un reemplazo",
  jefePosiciones: "El colaborador ocupa la posición jefe de posiciones ocupadas; asigne un reemplazo",
  colaboradorInactivo: "El colaborador no está activo",
  colaboradorActivo: "El colaborador ya está activo",
  colaboradorNoExiste: "El colaborador no existe",
  posicionRequerida: "La posición es requerida",
  salarioRequerido: "El salario diario es requerido",
  motivoBajaRequerido: "El motivo de baja es requerido",
  motivoBajaNoExiste: "El motivo de baja no existe",
  mismaPosicion: "La posición nueva es la que ocupa el colaborador",
  sinCambio: "Capture al menos un valor nuevo",
  tipoNoEditable: "El tipo de movimiento no se modifica; cancele el movimiento y capture otro",
  altaPorEmpleado: "Las altas y reingresos se capturan en Gestión de personal",
  movimientoNoExiste: "El movimiento no existe",
  cancelado: "Movimiento cancelado",
  enviado: "Movimiento enviado a autorización",
  autorizado: "Movimiento autorizado",
  aplicado: "Movimiento aplicado",
} as const

/** IDSE movement type of a notice: 08 alta/reingreso, 07 salary change, 02 baja. */
export type ImssNoticeType = "08" | "07" | "02"
