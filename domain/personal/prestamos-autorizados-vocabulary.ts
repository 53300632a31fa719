// Préstamos autorizados (DOMAIN-MX 4.11, 7.1-7.2): the vocabulary shared by the migration, the
// rule (domain/rules/loan-limits.ts), the server and the page. A loan is captured, sent to the
// flow of the request type PRESTAMO, and once approved is Vigente: its payments (abonos) lower
// the balance until it is Liquidado.

export const loanStates = ["Capturado", "En autorización", "Rechazado", "Vigente", "Liquidado", "Cancelado"] as const
export type LoanState = (typeof loanStates)[number]

/** A loan that still counts against the person: a second one may not be captured meanwhile. */
export const openLoanStates: ReadonlyArray<LoanState> = ["Capturado", "En autorización", "Vigente"]

/** A loan that counts towards the month's and the year's number of loans. */
export const countedLoanStates: ReadonlyArray<LoanState> = ["Capturado", "En autorización", "Vigente", "Liquidado"]

/**
 * Who lends (LFT art. 111): the employer (EMPRESA) may not charge interest on a worker's debt;
 * a savings fund (CAJA: caja o fondo de ahorro) may, at the rate of the system parameters.
 */
export const lenders = ["EMPRESA", "CAJA"] as const
export type Lender = (typeof lenders)[number]

export const lenderChoices: ReadonlyArray<{ readonly id: Lender; readonly label: string }> = [
  { id: "EMPRESA", label: "Empresa" },
  { id: "CAJA", label: "Caja o fondo de ahorro" },
]

export const lenderLabel = (l: string): string => lenderChoices.find((c) => c.id === l)?.label ?? l

/** The request type (tipos_solicitud.clave) whose flow authorizes a loan. */
export const loanRequestType = "PRESTAMO"

/** The origin code loans go through the authorization engine with. */
export const loanOrigin = "PRESTAMO"

/**
 * The pay periods a loan is discounted in (SAT c_PeriodicidadPago), with the days of pay each
 * holds (a fortnight is 15 days, a month 30, as payroll counts them) and the suffix of their
 * parameters (cuota_pres_sem, des_pres_quin, ...). Other periodicidades take no loans [D].
 */
export const loanPeriods = {
  "02": { dias: 7, sufijo: "sem", nombre: "Semanal", plural: "semanales" },
  "04": { dias: 15, sufijo: "quin", nombre: "Quincenal", plural: "quincenales" },
  "05": { dias: 30, sufijo: "men", nombre: "Mensual", plural: "mensuales" },
} as const
export type LoanPeriod = keyof typeof loanPeriods

export const isLoanPeriod = (id: string | null | undefined): id is LoanPeriod => id === "02" || id === "04" || id === "05"

export const loanMessages = {
  montoRequerido: "El monto es requerido",
  tope: "El monto excede el tope de préstamo",
  veces: "El monto excede el tope máximo en veces del salario mensual",
  pagos: "El número de pagos excede el máximo permitido",
  descuentoMaximo: "El descuento por periodo excede el máximo permitido",
  descuentoLegal: "El descuento por periodo excede el límite legal",
  mesEmpresa: "La empresa alcanzó el número de préstamos del mes",
  anoColaborador: "El colaborador alcanzó el número de préstamos del año",
  vigente: "El colaborador tiene otro préstamo vigente o en trámite",
  periodicidad: "La periodicidad de pago del colaborador no admite préstamos (sólo semanal, quincenal o mensual)",
  sinSalario: "El colaborador no tiene salario diario registrado",
  sinSalarioMinimo: "No hay salario mínimo vigente para la zona del colaborador",
  montoPagos: "El monto debe cubrir al menos un peso por pago",
  colaboradorNoExiste: "El colaborador no existe",
  colaboradorInactivo: "El colaborador no está activo",
  primerDescuento: "La fecha del primer descuento no puede ser anterior a la fecha de solicitud",
  soloCapturado: "Sólo un préstamo capturado puede modificarse",
  noEnviable: "Sólo un préstamo capturado puede enviarse a autorización",
  noCancelable: "El préstamo ya no puede cancelarse: tiene abonos o ya terminó",
  noEliminable: "Un préstamo no se elimina: se cancela",
  noAbonable: "Sólo un préstamo vigente recibe abonos",
  abonoExcede: "El abono excede el saldo del préstamo",
  abonoFecha: "La fecha del abono no puede ser anterior a la fecha de solicitud",
  prestamoNoExiste: "El préstamo no existe",
  cancelado: "Préstamo cancelado",
  enviado: "Préstamo enviado a autorización",
  vigenteYa: "Préstamo autorizado: quedó vigente",
  abonado: "Abono registrado",
  liquidado: "Abono registrado: el préstamo quedó liquidado",
} as const

/** What the parameters page says about a loan parameter the law limits (DOMAIN-MX 7.1, 7.2). */
export const loanParameterWarnings = {
  tasa: "LFT art. 111: las deudas de los trabajadores con su patrón no devengan intereses. La tasa sólo se aplica a préstamos de una caja o fondo de ahorro; los préstamos de la empresa se otorgan al 0 %.",
  veces:
    "LFT art. 110-I: lo que se descuenta por nómina no puede exceder el salario de un mes. Un tope mayor a 1 vez el salario mensual permite préstamos que la ley no deja recuperar por nómina.",
} as const
