import { type FiniquitoCause, causeRights } from "./finiquito-causes"
import { type GratificacionesIsr, type IsrPart, isrGratificaciones, isrOrdinario, isrSeparacion } from "./finiquito-isr"
import { type FiniquitoSeniority, daysInclusive, finiquitoSeniority, nextDay } from "./finiquito-seniority"
import type { LegalRow } from "./legal-parameters"
import { fourDecimals, minusCents, roundCents, sumCents } from "./money-rounding"
import { laterDate } from "./vacation-balance"
import { vacationDaysOfServiceYear } from "./vacation-days"

// The finiquito engine (MODULES-MX §1.2–1.3): what a separation pays, line by line, with the
// exempt and taxable part of each, the ISR estimate and the net. Pure: the legal rows (UMA, the
// zone's minimum wage, the monthly ISR tariff) come in as arguments, already chosen for the date
// (finiquito-parameters.ts), and go out as the versions the result used.

/** ORD: ordinary pay (art. 96 as one payment); GRAT: aguinaldo and prima vacacional (RLISR 174); SEP: separation pay (96, 93-XIII). */
export type FiniquitoGroup = "ORD" | "GRAT" | "SEP" | "EXENTO"

export interface ExtraPerception {
  readonly concepto: string
  readonly importe: number
  /** ORD is taxed with the ordinary pay, SEP shares the separation exemption, EXENTO is all exempt. */
  readonly grupo: "ORD" | "SEP" | "EXENTO"
}

export interface Deduction {
  readonly concepto: string
  readonly importe: number
  readonly consentimiento: "1" | "0"
}

export interface FiniquitoParameters {
  readonly uma: LegalRow
  readonly salario_minimo: LegalRow
  readonly tarifa: LegalRow
}

export interface FiniquitoInput {
  readonly causa: FiniquitoCause
  readonly salario_diario: number
  readonly sdi: number
  readonly f_ingreso: string
  /** Defaults to f_ingreso. */
  readonly f_antiguedad?: string | null
  readonly f_baja: string
  readonly f_pagado_hasta: string
  /** A fixed-term relation (LFT 50-I) changes the 20 days per year. */
  readonly tiempo_determinado: boolean
  readonly dias_aguinaldo: number
  readonly dias_aguinaldo_anticipados: number
  readonly pct_prima_vacacional: number
  readonly vac_pendientes: number
  readonly meses_caidos: number
  /** Only read for causes where 50-I/II is optional (despido injustificado by convenio). */
  readonly incluir_20_dias: boolean
  readonly base_prima_antiguedad: "SDI" | "SD"
  readonly dias_usmo: number
  readonly percepciones_extra: ReadonlyArray<ExtraPerception>
  readonly deducciones: ReadonlyArray<Deduction>
  readonly parametros: FiniquitoParameters
}

export type FiniquitoConcept =
  | "SALARIO_PENDIENTE"
  | "AGUINALDO"
  | "VACACIONES_PENDIENTES"
  | "VACACIONES_PROPORCIONALES"
  | "PRIMA_VACACIONAL"
  | "PRIMA_ANTIGUEDAD"
  | "INDEMNIZACION_90"
  | "INDEMNIZACION_20"
  | "INDEMNIZACION_INCAPACIDAD"
  | "SALARIOS_VENCIDOS"
  | "INTERESES_SALARIOS_VENCIDOS"
  | "PERCEPCION_EXTRA"

export interface FiniquitoLine {
  readonly clave: FiniquitoConcept
  readonly concepto: string
  /** Days paid, four decimals (display only); null when the line is not days × base. */
  readonly dias: number | null
  readonly base: number | null
  readonly importe: number
  readonly exento: number
  readonly gravado: number
  readonly grupo: FiniquitoGroup
  readonly clave_sat: string
  readonly fundamento: string
  readonly nota: string | null
}

export interface ParameterVersion {
  readonly clave: LegalRow["clave"]
  readonly id_parametro_legal: number
  readonly f_inicio: string
  readonly f_fin: string | null
  readonly valor: number | null
}

export interface FiniquitoResult {
  readonly antiguedad: FiniquitoSeniority
  readonly lineas: ReadonlyArray<FiniquitoLine>
  readonly deducciones: ReadonlyArray<Deduction>
  readonly isr: {
    readonly usmo: number
    readonly ordinario: IsrPart
    readonly gratificaciones: GratificacionesIsr
    readonly separacion: IsrPart
    readonly total: number
  }
  readonly totales: {
    readonly bruto: number
    readonly exento: number
    readonly gravado: number
    readonly isr: number
    readonly deducciones: number
    readonly neto: number
  }
  readonly advertencias: ReadonlyArray<string>
  readonly parametros: ReadonlyArray<ParameterVersion>
}

export const finiquitoTexts = {
  descuentoLft110: "El descuento excede el límite de LFT 110",
} as const

type Draft = Omit<FiniquitoLine, "exento" | "gravado">

const line = (clave: FiniquitoConcept, concepto: string, grupo: FiniquitoGroup, clave_sat: string, fundamento: string, dias: number | null, base: number | null, raw: number, nota: string | null = null): Draft => ({
  clave,
  concepto,
  dias: dias === null ? null : fourDecimals(dias),
  base,
  importe: roundCents(raw),
  grupo,
  clave_sat,
  fundamento,
  nota,
})

/** Splits an importe against what is left of an exemption; returns the line and what remains. */
const exempt = (draft: Draft, room: number): [FiniquitoLine, number] => {
  const exento = Math.min(draft.importe, Math.max(0, room))
  return [{ ...draft, exento, gravado: minusCents(draft.importe, exento) }, minusCents(room, exento)]
}

const version = (row: LegalRow): ParameterVersion => ({ clave: row.clave, id_parametro_legal: row.id_parametro_legal, f_inicio: row.f_inicio, f_fin: row.f_fin, valor: row.valor })

/** The finiquito proper: pay up to f_baja, aguinaldo, vacations and their prima. */
const ordinaryLines = (input: FiniquitoInput, seniority: FiniquitoSeniority): ReadonlyArray<Draft> => {
  const sd = input.salario_diario
  // [D] A pay date before f_ingreso counts the salary from f_ingreso.
  const diasSalario = daysInclusive(laterDate(nextDay(input.f_pagado_hasta), input.f_ingreso), input.f_baja)
  const yearStart = `${input.f_baja.slice(0, 4)}-01-01`
  // [D] A leap year's 366th day adds nothing: the year's aguinaldo is at most dias_aguinaldo.
  const diasTrabajados = Math.min(365, daysInclusive(laterDate(input.f_ingreso, yearStart), input.f_baja))
  // [D] An advance larger than what is due leaves the line at zero; any excess is a deducción.
  const diasAguinaldo = Math.max(0, (input.dias_aguinaldo * diasTrabajados) / 365 - input.dias_aguinaldo_anticipados)
  const vacacionesAnio = vacationDaysOfServiceYear(seniority.anio_en_curso)
  const diasProporcionales = (vacacionesAnio * seniority.dias_fraccion) / 365
  const pendientes = line("VACACIONES_PENDIENTES", "Vacaciones pendientes", "ORD", "001", "LFT 76, 79", input.vac_pendientes, sd, input.vac_pendientes * sd)
  const proporcionales = line("VACACIONES_PROPORCIONALES", "Vacaciones proporcionales", "ORD", "001", "LFT 76, 79", diasProporcionales, sd, diasProporcionales * sd, `Año ${seniority.anio_en_curso} = ${vacacionesAnio} días; ${vacacionesAnio} × ${seniority.dias_fraccion}/365`)
  // The prima is on the rounded vacation lines: example B's 25% × 15,333.70 = 3,833.43.
  const vacaciones = sumCents([pendientes.importe, proporcionales.importe])
  return [
    line("SALARIO_PENDIENTE", "Salario pendiente", "ORD", "001", "LFT 82, 84", diasSalario, sd, diasSalario * sd),
    line("AGUINALDO", "Aguinaldo", "GRAT", "002", "LFT 87", diasAguinaldo, sd, diasAguinaldo * sd, `${input.dias_aguinaldo} × ${diasTrabajados}/365${input.dias_aguinaldo_anticipados > 0 ? ` − ${input.dias_aguinaldo_anticipados}` : ""}`),
    pendientes,
    proporcionales,
    line("PRIMA_VACACIONAL", "Prima vacacional", "GRAT", "021", "LFT 80", null, vacaciones, (vacaciones * input.pct_prima_vacacional) / 100, `${input.pct_prima_vacacional}% × ${vacaciones.toFixed(2)}`),
  ]
}

/** Prima de antigüedad and what a dismissal or its like adds (LFT 48–54, 162). */
const separationLines = (input: FiniquitoInput, seniority: FiniquitoSeniority, salarioMinimo: number): ReadonlyArray<Draft> => {
  const rights = causeRights[input.causa]
  const sdi = input.sdi
  const tope = roundCents(2 * salarioMinimo)
  const basePrima = Math.min(input.base_prima_antiguedad === "SD" ? input.salario_diario : sdi, tope)
  const diasPrima = 12 * seniority.anios
  const anios = fourDecimals(seniority.anios).toFixed(4)
  const due = rights.primaAntiguedad === "SIEMPRE" || (rights.primaAntiguedad === "QUINCE_ANIOS" && seniority.anios >= 15)
  const why = rights.primaAntiguedad === "NO" ? "No procede por la causa de baja" : `Antigüedad de ${anios} años, menor a 15`
  // The prima stays on the sheet at zero when not due, with the reason (example A).
  const lines: Array<Draft> = [
    due
      ? line("PRIMA_ANTIGUEDAD", "Prima de antigüedad", "SEP", "022", "LFT 162, 485, 486", diasPrima, basePrima, diasPrima * basePrima, `12 × ${anios} años × min(${input.base_prima_antiguedad}, 2 × SM = ${tope.toFixed(2)})`)
      : line("PRIMA_ANTIGUEDAD", "Prima de antigüedad", "SEP", "022", "LFT 162", 0, basePrima, 0, why),
  ]
  if (rights.indemnizacion90) lines.push(line("INDEMNIZACION_90", "Indemnización 3 meses", "SEP", "025", "LFT 48, 50-III", 90, sdi, 90 * sdi))
  if (rights.indemnizacion20 === "SI" || (rights.indemnizacion20 === "OPCIONAL" && input.incluir_20_dias)) {
    const dias = !input.tiempo_determinado
      ? 20 * seniority.anios
      : seniority.anios < 1
        ? daysInclusive(input.f_antiguedad ?? input.f_ingreso, input.f_baja) / 2
        : 180 + 20 * (seniority.anios - 1)
    lines.push(line("INDEMNIZACION_20", "Indemnización 20 días por año", "SEP", "025", input.tiempo_determinado ? "LFT 50-I" : "LFT 50-II", dias, sdi, dias * sdi))
  }
  // [D] One month is 30 days of SDI: the salary of indemnizations (LFT 84, 89).
  if (rights.mesIncapacidad) lines.push(line("INDEMNIZACION_INCAPACIDAD", "Indemnización por incapacidad", "SEP", "025", "LFT 54", 30, sdi, 30 * sdi))
  if (rights.salariosVencidos && input.meses_caidos > 0) {
    const dias = 30 * Math.min(input.meses_caidos, 12)
    lines.push(line("SALARIOS_VENCIDOS", "Salarios vencidos", "SEP", "023", "LFT 48", dias, sdi, dias * sdi))
    if (input.meses_caidos > 12) {
      // Simple 2% a month on 15 months of salary, from month 13 (LFT 48 as reformed 2012).
      const capital = 15 * 30 * sdi
      const meses = input.meses_caidos - 12
      lines.push(line("INTERESES_SALARIOS_VENCIDOS", "Intereses sobre salarios vencidos", "SEP", "023", "LFT 48", null, roundCents(capital), capital * 0.02 * meses, `2% mensual × ${meses} meses sobre 15 meses de salario`))
    }
  }
  return lines
}

const extraLine = (p: ExtraPerception): Draft =>
  line("PERCEPCION_EXTRA", p.concepto, p.grupo, p.grupo === "SEP" ? "023" : "038", "", null, null, p.importe)

/**
 * [D] Zero lines are left out, as example B leaves out its vacaciones pendientes; the prima de
 * antigüedad always stays, to say why it is zero. [D] The separation exemption (90 UMA per year)
 * is spent in line order: prima de antigüedad, indemnizaciones, salarios vencidos, extras.
 */
export const calculateFiniquito = (input: FiniquitoInput): FiniquitoResult => {
  const { uma, salario_minimo, tarifa } = input.parametros
  const umaValue = uma.valor ?? 0
  const seniority = finiquitoSeniority(input.f_antiguedad ?? input.f_ingreso, input.f_baja)
  const drafts = [
    ...ordinaryLines(input, seniority),
    ...separationLines(input, seniority, salario_minimo.valor ?? 0),
    ...input.percepciones_extra.map(extraLine),
  ].filter((d) => d.importe !== 0 || d.clave === "PRIMA_ANTIGUEDAD")

  // LISR 93-XIV: aguinaldo up to 30 UMA, prima vacacional up to 15; 93-XIII: separation up to 90 UMA a year.
  let aguinaldoRoom = roundCents(30 * umaValue)
  let primaRoom = roundCents(15 * umaValue)
  let separationRoom = roundCents(90 * umaValue * seniority.anios_exencion)
  const lineas = drafts.map((d): FiniquitoLine => {
    let done: FiniquitoLine
    if (d.grupo === "EXENTO") return { ...d, exento: d.importe, gravado: 0 }
    if (d.grupo === "ORD") return { ...d, exento: 0, gravado: d.importe }
    if (d.clave === "AGUINALDO") [done, aguinaldoRoom] = exempt(d, aguinaldoRoom)
    else if (d.clave === "PRIMA_VACACIONAL") [done, primaRoom] = exempt(d, primaRoom)
    else [done, separationRoom] = exempt(d, separationRoom)
    return done
  })

  const gravadoOf = (grupo: FiniquitoGroup) => sumCents(lineas.filter((l) => l.grupo === grupo).map((l) => l.gravado))
  const usmo = roundCents(input.salario_diario * input.dias_usmo)
  const ordinario = isrOrdinario(tarifa.tramos, gravadoOf("ORD"))
  const gratificaciones = isrGratificaciones(tarifa.tramos, usmo, gravadoOf("GRAT"))
  const separacion = isrSeparacion(tarifa.tramos, usmo, gravadoOf("SEP"))
  const isrTotal = sumCents([ordinario.isr, gratificaciones.isr, separacion.isr])

  const bruto = sumCents(lineas.map((l) => l.importe))
  const deducciones = sumCents(input.deducciones.map((d) => roundCents(d.importe)))
  // [D] LFT 110's limit read as the sum of the deductions against 30 days of salario diario.
  const advertencias = deducciones > roundCents(30 * input.salario_diario) ? [finiquitoTexts.descuentoLft110] : []
  return {
    antiguedad: seniority,
    lineas,
    deducciones: input.deducciones,
    isr: { usmo, ordinario, gratificaciones, separacion, total: isrTotal },
    totales: {
      bruto,
      exento: sumCents(lineas.map((l) => l.exento)),
      gravado: sumCents(lineas.map((l) => l.gravado)),
      isr: isrTotal,
      deducciones,
      neto: minusCents(minusCents(bruto, isrTotal), deducciones),
    },
    advertencias,
    parametros: [version(uma), version(salario_minimo), version(tarifa)],
  }
}
