// The prorating rules of a position (DOMAIN-MX 3.9), pure: the form (through the descriptor's
// schemas, so formProblems shows them) and the server (the same schemas decode the request, then
// the write's transaction checks the overlap) decide with these functions.
//
// Percentages are compared in hundredths as integers, never as floats: 60.00 + 39.99 is 9999
// hundredths and 33.33 × 3 is 9999, both refused, while floats would add 0.1 + 0.2 to
// 0.30000000000000004 and make "exactly 100" a matter of luck.

export const proratingMessages = {
  porcentaje: "El porcentaje debe ser mayor a 0 y menor o igual a 100",
  porcentajeRequerido: "El porcentaje es requerido",
  destinoDuplicado: "El destino ya está registrado en el prorrateo",
  suma: "La suma de los porcentajes debe ser 100",
  traslape: "Ya existe un prorrateo vigente para la posición en esas fechas",
  posicion: "La posición es requerida",
  fechaInicio: "La fecha de inicio es requerida",
  fechaFin: "La fecha fin no puede ser menor a la fecha de inicio",
  tipo: "El tipo de destino es requerido",
  // A row names exactly the destination its tipo says: a department for 'D', a project for 'P'.
  departamento: (row: number) => `Destinos, renglón ${row}: el departamento es requerido y no lleva proyecto`,
  proyecto: (row: number) => `Destinos, renglón ${row}: el proyecto es requerido y no lleva departamento`,
} as const

/** All of a position's cost: 100.00 in hundredths. */
export const wholeInHundredths = 10_000

export type DestinationType = "D" | "P"

/** One destination row as the API carries it. */
export interface Destination {
  readonly tipo: DestinationType
  readonly id_depto: number | null
  readonly id_proyecto: number | null
  readonly porcentaje: number
}

/**
 * A percentage in hundredths. The value has at most two decimals (the field's schema checks
 * that), so rounding only removes the binary fraction's noise: 39.99 is 3998.9999999999995 × 1.
 */
export const hundredths = (percent: number): number => Math.round(percent * 100)

/** The message for a percentage outside (0, 100], or undefined. */
export const percentageProblem = (percent: number): string | undefined => {
  const h = hundredths(percent)
  return h > 0 && h <= wholeInHundredths ? undefined : proratingMessages.porcentaje
}

/** The sum of the rows' percentages in hundredths (an exact integer). */
export const sumInHundredths = (rows: ReadonlyArray<Pick<Destination, "porcentaje">>): number =>
  rows.reduce((total, row) => total + hundredths(row.porcentaje), 0)

/** The message when the rows do not add up to exactly 100.00, or undefined. */
export const sumProblem = (rows: ReadonlyArray<Pick<Destination, "porcentaje">>): string | undefined =>
  sumInHundredths(rows) === wholeInHundredths ? undefined : proratingMessages.suma

/** A sum of hundredths as the form shows it: "99.99", "100.00". */
export const hundredthsText = (h: number): string => {
  const sign = h < 0 ? "-" : ""
  const abs = Math.abs(h)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`
}

/** What identifies a destination within one prorating: its kind and its id. */
export const destinationKey = (row: Pick<Destination, "tipo" | "id_depto" | "id_proyecto">): string =>
  row.tipo === "D" ? `D:${row.id_depto ?? ""}` : `P:${row.id_proyecto ?? ""}`

/** The 1-based row that repeats an earlier destination, or undefined. */
export const repeatedDestination = (rows: ReadonlyArray<Pick<Destination, "tipo" | "id_depto" | "id_proyecto">>): number | undefined => {
  const seen = new Set<string>()
  for (const [i, row] of rows.entries()) {
    const key = destinationKey(row)
    if (seen.has(key)) return i + 1
    seen.add(key)
  }
  return undefined
}

/** The message when a row's ids do not match its tipo, or undefined. */
export const destinationProblem = (row: Pick<Destination, "tipo" | "id_depto" | "id_proyecto">, n: number): string | undefined => {
  if (row.tipo === "D") return row.id_depto !== null && row.id_proyecto === null ? undefined : proratingMessages.departamento(n)
  return row.id_proyecto !== null && row.id_depto === null ? undefined : proratingMessages.proyecto(n)
}

/**
 * The first problem of a prorating's destination list, in the order a user fixes them: a row
 * without its destination, a destination twice, then the sum. Each row's percentage bounds are
 * the row field's own check (percentageProblem), so they show on the row.
 */
export const destinationsProblem = (rows: ReadonlyArray<Destination>): string | undefined => {
  for (const [i, row] of rows.entries()) {
    const problem = destinationProblem(row, i + 1)
    if (problem !== undefined) return problem
  }
  if (repeatedDestination(rows) !== undefined) return proratingMessages.destinoDuplicado
  return sumProblem(rows)
}

/** A vigencia: from f_inicio to f_fin, open when f_fin is null; ISO dates compare as text. */
export interface Vigencia {
  readonly f_inicio: string
  readonly f_fin: string | null
}

const openEnd = "9999-12-31"

/** Whether two vigencias share at least one day (both ends included). */
export const vigenciasOverlap = (a: Vigencia, b: Vigencia): boolean => a.f_inicio <= (b.f_fin ?? openEnd) && b.f_inicio <= (a.f_fin ?? openEnd)

/** Whether a vigencia is in force on a day. */
export const vigenteOn = (v: Vigencia, day: string): boolean => v.f_inicio <= day && day <= (v.f_fin ?? openEnd)
