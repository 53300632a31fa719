// Dated legal parameters (MODULES-MX §0): UMA, the minimum wages of both zones, the monthly ISR
// tariff and the LFT 74 holidays change by decree, so every module reads them as rows with the
// period they apply to (f_fin null: still in force) and never as constants. These functions
// answer "the value of X on day D" over rows the caller already holds, so a calculation can
// store the row it used. Dates are ISO text (YYYY-MM-DD), compared as text.

export const legalKeys = ["UMA", "SM_GEN", "SM_ZLFN", "TARIFA_ISR_MENSUAL", "FESTIVO"] as const
export type LegalKey = (typeof legalKeys)[number]

/** A row of the monthly ISR tariff (LISR 96): límite inferior, cuota fija, % sobre excedente. */
export interface TariffBracket {
  readonly limite_inferior: number
  readonly cuota_fija: number
  readonly porcentaje: number
}

/** What a rule needs of a stored row; the stored record carries more. */
export interface LegalRow {
  readonly id_parametro_legal: number
  readonly clave: LegalKey
  readonly valor: number | null
  readonly descripcion: string | null
  readonly f_inicio: string
  readonly f_fin: string | null
  readonly tramos: ReadonlyArray<TariffBracket>
}

/** The row in force, or a plain "none" naming what was asked (a gap, or a day before the first row). */
export type LegalValue<R> =
  | { readonly kind: "found"; readonly row: R }
  | { readonly kind: "none"; readonly clave: LegalKey; readonly date: string }

export const noValueText = (clave: LegalKey, date: string): string => `No hay un valor de ${clave} vigente el ${date}`

type Dated = Pick<LegalRow, "clave" | "f_inicio" | "f_fin">

/** Whether a row's period holds the day (an open end holds every later day). */
export const inForce = (row: Pick<LegalRow, "f_inicio" | "f_fin">, date: string): boolean =>
  row.f_inicio <= date && (row.f_fin === null || date <= row.f_fin)

/** Whether two periods share a day; a null end is open. */
export const periodsOverlap = (a: Pick<LegalRow, "f_inicio" | "f_fin">, b: Pick<LegalRow, "f_inicio" | "f_fin">): boolean =>
  (b.f_fin === null || a.f_inicio <= b.f_fin) && (a.f_fin === null || b.f_inicio <= a.f_fin)

/**
 * The row of `clave` in force on `date`. Periods of a clave never overlap (the server refuses
 * it); should two ever hold the day, the later start wins, as a newer decree would.
 */
export const legalValueOn = <R extends Dated>(rows: ReadonlyArray<R>, clave: LegalKey, date: string): LegalValue<R> => {
  let best: R | undefined
  for (const row of rows) {
    if (row.clave !== clave || !inForce(row, date)) continue
    if (best === undefined || row.f_inicio > best.f_inicio) best = row
  }
  return best === undefined ? { kind: "none", clave, date } : { kind: "found", row: best }
}

/** A numeric parameter (UMA, SM_GEN, SM_ZLFN) on a day, or none. */
export const amountOn = (rows: ReadonlyArray<Dated & Pick<LegalRow, "valor">>, clave: LegalKey, date: string): LegalValue<number> => {
  const found = legalValueOn(rows, clave, date)
  if (found.kind === "none" || found.row.valor === null) return { kind: "none", clave, date }
  return { kind: "found", row: found.row.valor }
}

/** The minimum-wage clave of a zone (DOMAIN-MX 1.7: zona ZLFN or the general one). */
export const minimumWageKey = (zona: string): LegalKey => (zona.toUpperCase() === "ZLFN" ? "SM_ZLFN" : "SM_GEN")

/** The daily minimum wage of a zone on a day. */
export const minimumWageOn = (rows: ReadonlyArray<Dated & Pick<LegalRow, "valor">>, zona: string, date: string): LegalValue<number> =>
  amountOn(rows, minimumWageKey(zona), date)

/** The FESTIVO days among the rows (each row is one day: its f_inicio). */
export const holidaysOf = (rows: ReadonlyArray<Dated>): ReadonlyArray<string> => rows.filter((r) => r.clave === "FESTIVO").map((r) => r.f_inicio)

const dayMs = 86_400_000
const utc = (text: string): number => Date.parse(`${text}T00:00:00Z`)

/**
 * Working days from `from` to `to`, both included: Monday to Friday, less the holidays given
 * (a holiday on a weekend takes nothing more). Zero when `to` is before `from`.
 */
export const diasHabiles = (from: string, to: string, holidays: ReadonlyArray<string>): number => {
  const start = utc(from)
  const end = utc(to)
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0
  const off = new Set(holidays)
  let count = 0
  for (let t = start; t <= end; t += dayMs) {
    const weekday = new Date(t).getUTCDay()
    if (weekday !== 0 && weekday !== 6 && !off.has(new Date(t).toISOString().slice(0, 10))) count += 1
  }
  return count
}

const cents = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100

/** LISR 96 on a monthly base with a tariff's brackets: cuota fija plus the rate on the excess, to centavos. */
export const isrMensual = (brackets: ReadonlyArray<TariffBracket>, base: number): number => {
  let bracket: TariffBracket | undefined
  for (const b of brackets) if (b.limite_inferior <= base && (bracket === undefined || b.limite_inferior > bracket.limite_inferior)) bracket = b
  if (bracket === undefined) return 0
  return cents(bracket.cuota_fija + ((base - bracket.limite_inferior) * bracket.porcentaje) / 100)
}
