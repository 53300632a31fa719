import { type Lender, type LoanPeriod, isLoanPeriod, loanMessages, loanPeriods } from "../personal/prestamos-autorizados-vocabulary"

// The limits of a loan (DOMAIN-MX 4.11, 7.1, 7.2): a pure function of the request, the person's
// pay and the system parameters (SPEC 3.3), checked in this order, the first broken one refusing:
//
//   1. monto <= tope_prestamo;
//   2. monto <= tope_max_veces x the monthly salary (salario diario x 30); without the parameter,
//      1 time, the limit of LFT art. 110-I;
//   3. num_pagos <= cuota_pres_{sem|quin|men} by the person's periodicidad (the most payments);
//   4. the discount per period <= des_pres_{sem|quin|men} percent of the period's pay [D: the
//      parameter is a percentage, as the parameters page bounds it], and <= 30 % of the period's
//      pay above the period's minimum wage (LFT art. 110-I, always);
//   5. the company's loans this calendar month < prestamos_mes_emp;
//   6. the person's loans this calendar year < prestamos_ano_trab;
//   7. no other loan of the person in force or in process.
//
// A parameter not set (null) does not bound. Interest (LFT art. 111): a loan of the employer
// (EMPRESA) carries none; one of a savings fund (CAJA) carries tasa_int_clave or
// tasa_int_noclave by persona_clave, an annual simple rate over the loan's term counted in a
// commercial year of 360 days (24 fortnights, 12 months) [D]. The discount checked is the
// largest payment, interest included. Amounts are compared in whole cents, so 382.32 is 382.32.

export interface LoanParameters {
  readonly tope_prestamo: number | null
  readonly tope_max_veces: number | null
  readonly cuota_pres_sem: number | null
  readonly des_pres_sem: number | null
  readonly cuota_pres_quin: number | null
  readonly des_pres_quin: number | null
  readonly cuota_pres_men: number | null
  readonly des_pres_men: number | null
  readonly prestamos_mes_emp: number | null
  readonly prestamos_ano_trab: number | null
  readonly tasa_int_clave: number | null
  readonly tasa_int_noclave: number | null
}

/** In the order Parámetros del sistema lists them (its numeric parameters end with these). */
export const loanParameterNames = [
  "tope_prestamo",
  "cuota_pres_sem",
  "des_pres_sem",
  "cuota_pres_quin",
  "des_pres_quin",
  "cuota_pres_men",
  "des_pres_men",
  "prestamos_mes_emp",
  "prestamos_ano_trab",
  "tasa_int_clave",
  "tasa_int_noclave",
  "tope_max_veces",
] as const satisfies ReadonlyArray<keyof LoanParameters>

/** The person and their pay, as the loan is requested. */
export interface LoanBorrower {
  readonly salario_diario: number
  /** SAT c_PeriodicidadPago of the person: 02, 04 or 05 take loans. */
  readonly id_periodicidad: string | null
  /** The daily minimum wage in force in the zone of the person's centre. */
  readonly salario_minimo: number
  readonly persona_clave: "1" | "0"
}

/** What the database counts for rules 5 to 7 (this loan itself excluded). */
export interface LoanCounts {
  readonly prestamos_mes_empresa: number
  readonly prestamos_ano_colaborador: number
  readonly prestamo_abierto: boolean
}

export interface LoanRequest {
  readonly monto: number
  readonly num_pagos: number
  readonly otorgante: Lender
}

/** What an accepted loan comes to. */
export interface LoanTerms {
  readonly id_periodicidad: LoanPeriod
  readonly dias_periodo: number
  /** Annual simple rate, percent: 0 for an EMPRESA loan. */
  readonly tasa_interes: number
  readonly interes: number
  /** Amount plus interest: what the payments add up to. */
  readonly total: number
  /** The regular payment per period (the first ones; the last may be a few cents less). */
  readonly importe_descuento: number
  /** 30 % of the period's pay above the period's minimum wage (LFT art. 110-I). */
  readonly limite_legal: number
  /** des_pres_* percent of the period's pay, or null without the parameter. */
  readonly limite_parametro: number | null
}

export type LoanRule = "periodicidad" | "monto_pagos" | "tope" | "veces" | "pagos" | "descuento_maximo" | "descuento_legal" | "mes_empresa" | "ano_colaborador" | "abierto"

export type LoanVerdict =
  | { readonly ok: true; readonly terms: LoanTerms }
  | { readonly ok: false; readonly rule: LoanRule; readonly message: string; readonly terms: LoanTerms | null }

const pesos = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", currencyDisplay: "narrowSymbol", minimumFractionDigits: 2 })

/** $3,000.00 */
export const formatPesos = (n: number): string => pesos.format(n)

const cents = (n: number): number => Math.round(n * 100)
const fromCents = (c: number): number => c / 100

/** The payments' amounts in cents: the remainder's cents go to the first ones, so none is larger than the first. */
export const splitPayments = (totalCents: number, n: number): ReadonlyArray<number> => {
  const base = Math.floor(totalCents / n)
  const extra = totalCents - base * n
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0))
}

/** The annual rate a loan carries (LFT art. 111): none for the employer's. */
export const loanRate = (otorgante: Lender, persona_clave: "1" | "0", p: Pick<LoanParameters, "tasa_int_clave" | "tasa_int_noclave">): number =>
  otorgante === "EMPRESA" ? 0 : ((persona_clave === "1" ? p.tasa_int_clave : p.tasa_int_noclave) ?? 0)

/** The terms of a loan, without judging them (null for a periodicidad that takes no loans). */
export const loanTerms = (request: LoanRequest, borrower: LoanBorrower, p: LoanParameters): LoanTerms | null => {
  const period = borrower.id_periodicidad
  if (!isLoanPeriod(period)) return null
  const { dias, sufijo } = loanPeriods[period]
  const tasa = loanRate(request.otorgante, borrower.persona_clave, p)
  const montoCents = cents(request.monto)
  const interesCents = Math.round((montoCents * tasa * request.num_pagos * dias) / (100 * 360))
  const totalCents = montoCents + interesCents
  const payCents = cents(borrower.salario_diario) * dias
  const excessCents = Math.max(0, (cents(borrower.salario_diario) - cents(borrower.salario_minimo)) * dias)
  const des = p[`des_pres_${sufijo}`]
  return {
    id_periodicidad: period,
    dias_periodo: dias,
    tasa_interes: tasa,
    interes: fromCents(interesCents),
    total: fromCents(totalCents),
    importe_descuento: fromCents(Math.ceil(totalCents / Math.max(1, request.num_pagos))),
    limite_legal: fromCents(Math.floor((excessCents * 30) / 100)),
    // A tiny epsilon keeps 25 % of 6,000.00 at 1,500.00 whatever the float says.
    limite_parametro: des === null ? null : fromCents(Math.floor((payCents * des) / 100 + 1e-6)),
  }
}

const refuse = (rule: LoanRule, message: string, terms: LoanTerms | null): LoanVerdict => ({ ok: false, rule, message, terms })

/** Judges a loan: its terms, or the first limit it breaks with its Spanish message. */
export const checkLoan = (request: LoanRequest, borrower: LoanBorrower, counts: LoanCounts, p: LoanParameters): LoanVerdict => {
  const terms = loanTerms(request, borrower, p)
  if (terms === null) return refuse("periodicidad", loanMessages.periodicidad, null)
  if (cents(request.monto) < request.num_pagos * 100) return refuse("monto_pagos", loanMessages.montoPagos, terms)
  const { sufijo, plural } = loanPeriods[terms.id_periodicidad]
  const monto = cents(request.monto)

  if (p.tope_prestamo !== null && monto > cents(p.tope_prestamo)) {
    return refuse("tope", `${loanMessages.tope}: ${formatPesos(request.monto)} > ${formatPesos(p.tope_prestamo)}`, terms)
  }
  const veces = p.tope_max_veces ?? 1
  const monthly = cents(borrower.salario_diario) * 30
  if (monto > Math.round(monthly * veces)) {
    return refuse("veces", `${loanMessages.veces}: ${formatPesos(request.monto)} > ${veces} × ${formatPesos(fromCents(monthly))}`, terms)
  }
  const cuota = p[`cuota_pres_${sufijo}`]
  if (cuota !== null && request.num_pagos > cuota) {
    return refuse("pagos", `${loanMessages.pagos}: ${request.num_pagos} > ${cuota} pagos ${plural}`, terms)
  }
  const discount = cents(terms.importe_descuento)
  if (terms.limite_parametro !== null && discount > cents(terms.limite_parametro)) {
    return refuse(
      "descuento_maximo",
      `${loanMessages.descuentoMaximo}: ${formatPesos(terms.importe_descuento)} > ${formatPesos(terms.limite_parametro)} (${p[`des_pres_${sufijo}`]} % del salario del periodo)`,
      terms,
    )
  }
  if (discount > cents(terms.limite_legal)) {
    return refuse(
      "descuento_legal",
      `${loanMessages.descuentoLegal}: ${formatPesos(terms.importe_descuento)} > ${formatPesos(terms.limite_legal)} (30 % del salario del periodo sobre el mínimo, LFT art. 110-I)`,
      terms,
    )
  }
  if (p.prestamos_mes_emp !== null && counts.prestamos_mes_empresa >= p.prestamos_mes_emp) {
    return refuse("mes_empresa", `${loanMessages.mesEmpresa} (${p.prestamos_mes_emp})`, terms)
  }
  if (p.prestamos_ano_trab !== null && counts.prestamos_ano_colaborador >= p.prestamos_ano_trab) {
    return refuse("ano_colaborador", `${loanMessages.anoColaborador} (${p.prestamos_ano_trab})`, terms)
  }
  if (counts.prestamo_abierto) return refuse("abierto", loanMessages.vigente, terms)
  return { ok: true, terms }
}
