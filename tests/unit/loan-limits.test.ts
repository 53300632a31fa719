import { describe, expect, it } from "vitest"
import { loanMessages } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { type LoanBorrower, type LoanCounts, type LoanParameters, type LoanRequest, type LoanRule, checkLoan, loanTerms, splitPayments } from "../../domain/rules/loan-limits"
import { loanSchedule, paymentDates, paymentsPhrase } from "../../domain/personal/prestamos-autorizados-rules"

// The loan rule (DOMAIN-MX 4.11, 7.1, 7.2): each limit refuses the case just outside it and
// accepts the case just inside it, the limits apply in their order, and the worked case of
// issue 15 holds: 400.00 a day paid fortnightly over a minimum wage of 315.04 leaves 382.32 a
// fortnight to discount, so 3,000.00 in 6 payments (500.00) is refused and in 8 (375.00) accepted.

const open: LoanParameters = {
  tope_prestamo: null,
  tope_max_veces: null,
  cuota_pres_sem: null,
  des_pres_sem: null,
  cuota_pres_quin: null,
  des_pres_quin: null,
  cuota_pres_men: null,
  des_pres_men: null,
  prestamos_mes_emp: null,
  prestamos_ano_trab: null,
  tasa_int_clave: null,
  tasa_int_noclave: null,
}
const fortnightly: LoanBorrower = { salario_diario: 400, id_periodicidad: "04", salario_minimo: 315.04, persona_clave: "0" }
const none: LoanCounts = { prestamos_mes_empresa: 0, prestamos_ano_colaborador: 0, prestamo_abierto: false }
const loan = (monto: number, num_pagos: number, otorgante: LoanRequest["otorgante"] = "EMPRESA"): LoanRequest => ({ monto, num_pagos, otorgante })

interface Case {
  readonly rule: LoanRule
  readonly message: string
  readonly params?: Partial<LoanParameters>
  readonly borrower?: Partial<LoanBorrower>
  readonly outside: { readonly request: LoanRequest; readonly counts?: Partial<LoanCounts>; readonly borrower?: Partial<LoanBorrower> }
  readonly inside: { readonly request: LoanRequest; readonly counts?: Partial<LoanCounts>; readonly borrower?: Partial<LoanBorrower> }
}

const cases: ReadonlyArray<Case> = [
  { rule: "periodicidad", message: loanMessages.periodicidad, outside: { request: loan(3000, 8), borrower: { id_periodicidad: "03" } }, inside: { request: loan(3000, 8) } },
  { rule: "monto_pagos", message: loanMessages.montoPagos, outside: { request: loan(7.99, 8) }, inside: { request: loan(8, 8) } },
  { rule: "tope", message: loanMessages.tope, params: { tope_prestamo: 3000 }, outside: { request: loan(3000.01, 8) }, inside: { request: loan(3000, 8) } },
  // One monthly salary (400.00 x 30) when the parameter is not set: the limit of LFT art. 110-I.
  { rule: "veces", message: loanMessages.veces, outside: { request: loan(12000.01, 32) }, inside: { request: loan(12000, 32) } },
  { rule: "veces", message: loanMessages.veces, params: { tope_max_veces: 0.5 }, outside: { request: loan(6000.01, 16) }, inside: { request: loan(6000, 16) } },
  { rule: "veces", message: loanMessages.veces, params: { tope_max_veces: 2 }, outside: { request: loan(24000.01, 64) }, inside: { request: loan(24000, 64) } },
  { rule: "pagos", message: loanMessages.pagos, params: { cuota_pres_quin: 8 }, outside: { request: loan(3000, 9) }, inside: { request: loan(3000, 8) } },
  {
    rule: "pagos",
    message: loanMessages.pagos,
    params: { cuota_pres_sem: 10, cuota_pres_quin: 99 },
    borrower: { id_periodicidad: "02" },
    outside: { request: loan(1000, 11) },
    inside: { request: loan(1000, 10) },
  },
  {
    rule: "pagos",
    message: loanMessages.pagos,
    params: { cuota_pres_men: 4, cuota_pres_quin: 99 },
    borrower: { id_periodicidad: "05" },
    outside: { request: loan(3000, 5) },
    inside: { request: loan(3000, 4) },
  },
  // 6 % of a fortnight's 6,000.00 is 360.00.
  { rule: "descuento_maximo", message: loanMessages.descuentoMaximo, params: { des_pres_quin: 6 }, outside: { request: loan(2880.01, 8) }, inside: { request: loan(2880, 8) } },
  { rule: "descuento_legal", message: loanMessages.descuentoLegal, outside: { request: loan(3000, 6) }, inside: { request: loan(3000, 8) } },
  { rule: "descuento_legal", message: loanMessages.descuentoLegal, outside: { request: loan(3058.57, 8) }, inside: { request: loan(3058.56, 8) } },
  // Weekly: (400.00 - 315.04) x 7 x 30 % = 178.41.
  { rule: "descuento_legal", message: loanMessages.descuentoLegal, borrower: { id_periodicidad: "02" }, outside: { request: loan(1784.11, 10) }, inside: { request: loan(1784.1, 10) } },
  // Paid the minimum wage, nothing may be discounted.
  { rule: "descuento_legal", message: loanMessages.descuentoLegal, outside: { request: loan(1000, 10), borrower: { salario_diario: 315.04 } }, inside: { request: loan(1000, 10) } },
  { rule: "mes_empresa", message: loanMessages.mesEmpresa, params: { prestamos_mes_emp: 5 }, outside: { request: loan(3000, 8), counts: { prestamos_mes_empresa: 5 } }, inside: { request: loan(3000, 8), counts: { prestamos_mes_empresa: 4 } } },
  {
    rule: "ano_colaborador",
    message: loanMessages.anoColaborador,
    params: { prestamos_ano_trab: 2 },
    outside: { request: loan(3000, 8), counts: { prestamos_ano_colaborador: 2 } },
    inside: { request: loan(3000, 8), counts: { prestamos_ano_colaborador: 1 } },
  },
  { rule: "abierto", message: loanMessages.vigente, outside: { request: loan(3000, 8), counts: { prestamo_abierto: true } }, inside: { request: loan(3000, 8) } },
]

describe("checkLoan", () => {
  it.each(cases.map((c, i) => [`${i + 1}. ${c.rule}`, c] as const))("%s refuses just outside and accepts just inside", (_, c) => {
    const params = { ...open, ...c.params }
    const outside = checkLoan(c.outside.request, { ...fortnightly, ...c.borrower, ...c.outside.borrower }, { ...none, ...c.outside.counts }, params)
    expect(outside.ok).toBe(false)
    if (!outside.ok) {
      expect(outside.rule).toBe(c.rule)
      expect(outside.message.startsWith(c.message)).toBe(true)
    }
    const inside = checkLoan(c.inside.request, { ...fortnightly, ...c.borrower, ...c.inside.borrower }, { ...none, ...c.inside.counts }, params)
    expect(inside).toMatchObject({ ok: true })
  })

  it("holds the worked case: 3,000.00 in 6 fortnights refused (500.00 > 382.32), in 8 accepted", () => {
    const refused = checkLoan(loan(3000, 6), fortnightly, none, open)
    expect(refused).toMatchObject({ ok: false, rule: "descuento_legal" })
    if (!refused.ok) expect(refused.message).toBe(`${loanMessages.descuentoLegal}: $500.00 > $382.32 (30 % del salario del periodo sobre el mínimo, LFT art. 110-I)`)
    const accepted = checkLoan(loan(3000, 8), fortnightly, none, open)
    expect(accepted).toEqual({
      ok: true,
      terms: { id_periodicidad: "04", dias_periodo: 15, tasa_interes: 0, interes: 0, total: 3000, importe_descuento: 375, limite_legal: 382.32, limite_parametro: null },
    })
  })

  it("applies the limits in their order: a loan that breaks them all is refused by the first, then the next", () => {
    const strict: LoanParameters = { ...open, tope_prestamo: 1000, tope_max_veces: 0.1, cuota_pres_quin: 2, des_pres_quin: 1, prestamos_mes_emp: 1, prestamos_ano_trab: 1 }
    const counts: LoanCounts = { prestamos_mes_empresa: 1, prestamos_ano_colaborador: 1, prestamo_abierto: true }
    const order: Array<LoanRule> = []
    let params = strict
    let request = loan(5000, 3)
    let current = counts
    const relax: Record<string, () => void> = {
      tope: () => {
        params = { ...params, tope_prestamo: null }
      },
      veces: () => {
        params = { ...params, tope_max_veces: null }
      },
      pagos: () => {
        params = { ...params, cuota_pres_quin: null }
      },
      descuento_maximo: () => {
        params = { ...params, des_pres_quin: null }
      },
      descuento_legal: () => {
        request = loan(5000, 14)
      },
      mes_empresa: () => {
        current = { ...current, prestamos_mes_empresa: 0 }
      },
      ano_colaborador: () => {
        current = { ...current, prestamos_ano_colaborador: 0 }
      },
      abierto: () => {
        current = { ...current, prestamo_abierto: false }
      },
    }
    for (let i = 0; i < 10; i++) {
      const verdict = checkLoan(request, fortnightly, current, params)
      if (verdict.ok) break
      order.push(verdict.rule)
      relax[verdict.rule]?.()
    }
    expect(order).toEqual(["tope", "veces", "pagos", "descuento_maximo", "descuento_legal", "mes_empresa", "ano_colaborador", "abierto"])
  })

  it("charges interest only on a savings fund's loan (LFT art. 111), at the rate of persona_clave", () => {
    const rates: LoanParameters = { ...open, tasa_int_clave: 6, tasa_int_noclave: 12 }
    // 3,000.00 x 12 % x 8 fortnights of 15 days / 360 = 120.00; 3,120.00 / 8 = 390.00 > 382.32.
    expect(loanTerms(loan(3000, 8, "CAJA"), fortnightly, rates)).toMatchObject({ tasa_interes: 12, interes: 120, total: 3120, importe_descuento: 390 })
    expect(checkLoan(loan(3000, 8, "CAJA"), fortnightly, none, rates)).toMatchObject({ ok: false, rule: "descuento_legal" })
    expect(checkLoan(loan(3000, 8, "EMPRESA"), fortnightly, none, rates)).toMatchObject({ ok: true, terms: { tasa_interes: 0, interes: 0, total: 3000 } })
    expect(loanTerms(loan(3000, 8, "CAJA"), { ...fortnightly, persona_clave: "1" }, rates)).toMatchObject({ tasa_interes: 6, interes: 60, total: 3060 })
    expect(loanTerms(loan(3000, 8, "CAJA"), fortnightly, open)).toMatchObject({ tasa_interes: 0, total: 3000 })
  })
})

describe("the payment schedule", () => {
  it("splits the total in whole cents, the odd cents first", () => {
    expect(splitPayments(100_000, 3)).toEqual([33_334, 33_333, 33_333])
    expect(splitPayments(300_000, 8)).toEqual(Array(8).fill(37_500))
  })

  it("dates the discounts by the pay period", () => {
    expect(paymentDates("2026-06-05", "02", 3)).toEqual(["2026-06-05", "2026-06-12", "2026-06-19"])
    expect(paymentDates("2026-01-31", "05", 3)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31"])
    expect(paymentDates("2026-01-15", "04", 4)).toEqual(["2026-01-15", "2026-01-31", "2026-02-15", "2026-02-28"])
    expect(paymentDates("2026-01-31", "04", 4)).toEqual(["2026-01-31", "2026-02-15", "2026-02-28", "2026-03-15"])
    expect(paymentDates("2026-01-10", "04", 3)).toEqual(["2026-01-10", "2026-01-25", "2026-02-10"])
    expect(paymentDates("2026-11-20", "04", 4)).toEqual(["2026-11-20", "2026-12-05", "2026-12-20", "2027-01-05"])
  })

  it("settles the payments in order with the abonos, the balance after each", () => {
    const schedule = loanSchedule(1000, 3, "2026-06-15", "04", 500)
    expect(schedule.map((p) => [p.num_pago, p.fecha, p.importe, p.pagado, p.saldo, p.estado])).toEqual([
      [1, "2026-06-15", 333.34, 333.34, 666.66, "Pagado"],
      [2, "2026-06-30", 333.33, 166.66, 333.33, "Parcial"],
      [3, "2026-07-15", 333.33, 0, 0, "Pendiente"],
    ])
    expect(paymentsPhrase(8, "04")).toBe("8 pagos quincenales")
    expect(paymentsPhrase(1, "05")).toBe("1 pago mensual")
  })
})
