// The integration factor and the salario diario integrado (SDI) of DOMAIN-MX 1.7, and the
// salario base de cotización (SBC) capped at 25 UMA (LSS art. 28).
//
//   factor = (365 + días de aguinaldo + días de vacaciones × prima vacacional) / 365, to 4 places
//   sdi    = salario diario × factor, to 2 places
//
// With the legal minimums (15 days of aguinaldo, LFT 87; a 25% prima vacacional, LFT 80) and the
// 12 vacation days of the first year the factor is 1.0493: the floor, since no year gives less.
// Money is computed in whole cents and the factor in ten-thousandths (integers), so
// 315.04 × 1.0493 is 330.57 and not the float's 330.56999...

/** The legal minimums: the product's companies grant no more today (no column says otherwise). */
export const legalBenefits = { diasAguinaldo: 15, primaVacacional: 0.25 } as const

/** The factor of the first year with the legal minimums (1.0452 before the 2023 reform). */
export const minimumIntegrationFactor = 1.0493

export interface Benefits {
  readonly diasAguinaldo: number
  /** The prima vacacional as a fraction: 0.25 is 25%. */
  readonly primaVacacional: number
}

/** The factor for a year with `vacationDays`, never under the legal minimum 1.0493. */
export const integrationFactor = (vacationDays: number, benefits: Benefits = legalBenefits): number => {
  const raw = (365 + benefits.diasAguinaldo + vacationDays * benefits.primaVacacional) / 365
  const factor = Math.round(raw * 10_000) / 10_000
  return Math.max(factor, minimumIntegrationFactor)
}

const cents = (amount: number): number => Math.round(amount * 100)

/** sdi = round(salario diario × factor, 2). */
export const integratedDailyWage = (salarioDiario: number, factor: number): number => {
  // cents × ten-thousandths: the product in millionths of a peso, exact as an integer.
  const product = cents(salarioDiario) * Math.round(factor * 10_000)
  return Math.round(product / 10_000) / 100
}

/** The UMA (Unidad de Medida y Actualización) by the date it took effect: dated, never a constant. */
export const umaValues: ReadonlyArray<readonly [desde: string, diario: number]> = [
  ["2024-02-01", 108.57],
  ["2025-02-01", 113.14],
  ["2026-02-01", 117.31],
]

/** The UMA in force on `date` (ISO), or undefined before the first one known. */
export const umaOn = (date: string): number | undefined => {
  let value: number | undefined
  for (const [desde, diario] of umaValues) if (desde <= date) value = diario
  return value
}

/** The SBC: the SDI, capped at 25 UMA (LSS 28; $2,932.75 in 2026). */
export const contributionBase = (sdi: number, uma: number): number => Math.min(sdi, Math.round(uma * 25 * 100) / 100)
