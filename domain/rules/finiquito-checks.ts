import { causeRights, type FiniquitoCause } from "./finiquito-causes"

// The inputs a finiquito is refused for (MODULES-MX §1.6), in its words; the engine assumes they
// hold. Messages marked [D] are ours where §1.6 gives a rule but no wording.

export const finiquitoCheckTexts = {
  bajaAntesIngreso: "La fecha de baja no puede ser menor a la fecha de ingreso",
  pagoDespuesBaja: "La fecha de último pago no puede ser mayor a la fecha de baja",
  aguinaldoMinimo: "Los días de aguinaldo no pueden ser menores a 15",
  primaVacacionalMinima: "La prima vacacional no puede ser menor al 25%",
  // [D] the wordings below
  sdiMenor: "El SDI no puede ser menor al salario diario",
  anticipadosNegativos: "Los días de aguinaldo anticipados no pueden ser negativos",
  vacacionesNegativas: "Los días de vacaciones pendientes no pueden ser negativos",
  mesesSinJuicio: "Los salarios vencidos solo proceden en un despido injustificado o una negativa a reinstalar",
  diasUsmo: "Los días del último sueldo mensual deben ser mayores a 0",
  importePositivo: "El importe debe ser mayor a 0",
  sinConsentimiento: "El descuento requiere el consentimiento del colaborador",
} as const

export interface FiniquitoCheckInput {
  readonly causa: FiniquitoCause
  readonly salario_diario: number
  readonly sdi: number
  readonly f_ingreso: string
  readonly f_baja: string
  readonly f_pagado_hasta: string
  readonly dias_aguinaldo: number
  readonly dias_aguinaldo_anticipados: number
  readonly pct_prima_vacacional: number
  readonly vac_pendientes: number
  readonly meses_caidos: number
  readonly dias_usmo: number
  readonly percepciones_extra: ReadonlyArray<{ readonly importe: number }>
  readonly deducciones: ReadonlyArray<{ readonly importe: number; readonly consentimiento: "1" | "0" }>
}

export interface FiniquitoProblem {
  readonly field: string
  readonly message: string
}

/** Every problem of the input, field by field, in the form's order. */
export const finiquitoProblems = (v: FiniquitoCheckInput): ReadonlyArray<FiniquitoProblem> => {
  const t = finiquitoCheckTexts
  const problems: Array<FiniquitoProblem> = []
  const add = (failed: boolean, field: string, message: string) => {
    if (failed) problems.push({ field, message })
  }
  add(v.f_baja < v.f_ingreso, "f_baja", t.bajaAntesIngreso)
  add(v.f_pagado_hasta > v.f_baja, "f_pagado_hasta", t.pagoDespuesBaja)
  add(v.sdi < v.salario_diario, "sdi", t.sdiMenor)
  add(v.dias_aguinaldo < 15, "dias_aguinaldo", t.aguinaldoMinimo)
  add(v.dias_aguinaldo_anticipados < 0, "dias_aguinaldo_anticipados", t.anticipadosNegativos)
  add(v.pct_prima_vacacional < 25, "pct_prima_vacacional", t.primaVacacionalMinima)
  add(v.vac_pendientes < 0, "vac_pendientes", t.vacacionesNegativas)
  add(v.meses_caidos > 0 && !causeRights[v.causa].salariosVencidos, "meses_caidos", t.mesesSinJuicio)
  add(v.dias_usmo <= 0, "dias_usmo", t.diasUsmo)
  for (const [i, p] of v.percepciones_extra.entries()) add(!(p.importe > 0), `percepciones_extra.${i}.importe`, t.importePositivo)
  for (const [i, d] of v.deducciones.entries()) {
    add(!(d.importe > 0), `deducciones.${i}.importe`, t.importePositivo)
    add(d.consentimiento !== "1", `deducciones.${i}.consentimiento`, t.sinConsentimiento)
  }
  return problems
}
