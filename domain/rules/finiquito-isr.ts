import type { TariffBracket } from "./legal-parameters"
import { roundCents } from "./money-rounding"

// The ISR withholding a finiquito estimates (MODULES-MX §1.3; the payroll CFDI is the legal one):
// ordinary pay with the LISR 96 monthly tariff as one payment, aguinaldo and prima vacacional
// gravados by RLISR 174, and separation pay by LISR 96's penultimate paragraph. The rates are
// kept unrounded: example B's 13.4919% rounded would give 6,893.99, not the 6,894.01 it prints.

/** LISR 96 on a monthly base, unrounded (the differences of RLISR 174 need the exact values). */
export const isr96 = (brackets: ReadonlyArray<TariffBracket>, base: number): number => {
  let bracket: TariffBracket | undefined
  for (const b of brackets) if (b.limite_inferior <= base && (bracket === undefined || b.limite_inferior > bracket.limite_inferior)) bracket = b
  if (bracket === undefined) return 0
  return bracket.cuota_fija + ((base - bracket.limite_inferior) * bracket.porcentaje) / 100
}

export interface IsrPart {
  readonly gravado: number
  /** The effective rate applied (a fraction), when the method has one. */
  readonly tasa: number | null
  readonly isr: number
}

/** Ordinary income (salario pendiente, vacaciones): the tariff on it as one monthly payment. */
export const isrOrdinario = (brackets: ReadonlyArray<TariffBracket>, gravado: number): IsrPart => ({
  gravado,
  tasa: null,
  isr: gravado > 0 ? roundCents(isr96(brackets, gravado)) : 0,
})

/** RLISR 174's part also shows `m`, the gravado as a month. */
export type GratificacionesIsr = IsrPart & { readonly m: number }

/**
 * RLISR 174: the gravado spread over a month (m = gravado / 365 × 30.4), the tariff's rate on that
 * month on top of the USMO, applied to the whole gravado.
 */
export const isrGratificaciones = (brackets: ReadonlyArray<TariffBracket>, usmo: number, gravado: number): GratificacionesIsr => {
  if (gravado <= 0) return { gravado, m: 0, tasa: null, isr: 0 }
  const m = (gravado / 365) * 30.4
  const tasa = (isr96(brackets, usmo + m) - isr96(brackets, usmo)) / m
  return { gravado, m, tasa, isr: roundCents(gravado * tasa) }
}

/**
 * LISR 96, penultimate paragraph: at or above the USMO, the USMO's own average rate on the whole
 * gravado; below it, the tariff's increase from adding it to the USMO.
 */
export const isrSeparacion = (brackets: ReadonlyArray<TariffBracket>, usmo: number, gravado: number): IsrPart => {
  if (gravado <= 0) return { gravado, tasa: null, isr: 0 }
  if (gravado >= usmo && usmo > 0) {
    const tasa = isr96(brackets, usmo) / usmo
    return { gravado, tasa, isr: roundCents(gravado * tasa) }
  }
  return { gravado, tasa: null, isr: roundCents(isr96(brackets, usmo + gravado) - isr96(brackets, usmo)) }
}
