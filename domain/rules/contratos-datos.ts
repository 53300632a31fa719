import { contractMessages } from "../contratos/gestion-contratos-vocabulary"

// What a contract must say (LFT 25, 501; MODULES-MX §2 CON210): its beneficiaries adding to 100,
// a salary not under the zone's minimum, and every LFT 25 element before its PDF is issued.

export interface Beneficiary {
  readonly nombre: string
  readonly parentesco: string
  readonly porcentaje: number
}

/** The beneficiaries' shares add to 100 (LFT 25-X, 501), compared in centésimas so 33.33 + 33.33 + 33.34 holds. */
export const beneficiariesProblem = (rows: ReadonlyArray<Pick<Beneficiary, "porcentaje">>): string | undefined =>
  rows.reduce((sum, r) => sum + Math.round(r.porcentaje * 100), 0) === 10_000 ? undefined : contractMessages.beneficiarios

/**
 * `salario_diario ≥ SM(zona)`. The minimum comes from the dated legal parameters (SM_GEN or
 * SM_ZLFN on the contract's f_inicio, CON090 Legales) the caller reads; without one known nothing
 * is judged.
 */
export const minimumWageProblem = (salario_diario: number, minimum: number | null): string | undefined =>
  minimum !== null && salario_diario < minimum ? contractMessages.salarioMinimo : undefined

/** The facts of one party as LFT 25-I lists them. */
export interface PartyFacts {
  readonly nombre: string | null
  readonly nacionalidad: string | null
  readonly edad: number | null
  readonly sexo: string | null
  readonly estado_civil: string | null
  readonly curp: string | null
  readonly rfc: string | null
  readonly domicilio: string | null
}

export interface ContractFacts {
  readonly trabajador: PartyFacts
  /** The employer: a company has no age, sex or civil status; its representative signs. */
  readonly patron: Pick<PartyFacts, "nombre" | "rfc" | "domicilio">
  readonly tipo_contrato: string | null
  /** A contract of 02 to 06 states its end. */
  readonly requiere_f_fin: boolean
  readonly f_fin: string | null
  readonly sujeto_prueba: boolean
  readonly dias_prueba: number | null
  readonly funciones: string | null
  readonly lugar_prestacion: string | null
  readonly jornada: string | null
  readonly salario_diario: number | null
  readonly forma_pago: string | null
  readonly dia_pago: string | null
  readonly lugar_pago: string | null
  readonly capacitacion: string | null
  readonly descansos_vacaciones: string | null
  readonly beneficiarios: number
}

const blank = (v: string | number | null): boolean => v === null || (typeof v === "string" && v.trim() === "")

/** The LFT 25 elements a contract lacks, in the law's order, named as the message lists them. */
export const missingContractElements = (c: ContractFacts): ReadonlyArray<string> => {
  const t = c.trabajador
  const checks: ReadonlyArray<readonly [string, boolean]> = [
    ["nombre del trabajador", blank(t.nombre)],
    ["nacionalidad", blank(t.nacionalidad)],
    ["edad", blank(t.edad)],
    ["sexo", blank(t.sexo)],
    ["estado civil", blank(t.estado_civil)],
    ["CURP", blank(t.curp)],
    ["RFC del trabajador", blank(t.rfc)],
    ["domicilio del trabajador", blank(t.domicilio)],
    ["nombre del patrón", blank(c.patron.nombre)],
    ["RFC del patrón", blank(c.patron.rfc)],
    ["domicilio del patrón", blank(c.patron.domicilio)],
    ["tipo de contrato", blank(c.tipo_contrato)],
    ["duración", c.requiere_f_fin && blank(c.f_fin)],
    ["periodo de prueba", c.sujeto_prueba && blank(c.dias_prueba)],
    ["servicios", blank(c.funciones)],
    ["lugar de prestación", blank(c.lugar_prestacion)],
    ["jornada", blank(c.jornada)],
    ["salario", blank(c.salario_diario)],
    ["forma de pago", blank(c.forma_pago)],
    ["día de pago", blank(c.dia_pago)],
    ["lugar de pago", blank(c.lugar_pago)],
    ["capacitación", blank(c.capacitacion)],
    ["descansos y vacaciones", blank(c.descansos_vacaciones)],
    ["beneficiarios", c.beneficiarios === 0],
  ]
  return checks.filter(([, missing]) => missing).map(([name]) => name)
}

/** 'Faltan datos obligatorios del contrato: {lista}', or nothing when all are there. */
export const missingElementsProblem = (c: ContractFacts): string | undefined => {
  const missing = missingContractElements(c)
  return missing.length === 0 ? undefined : contractMessages.faltanDatos(missing)
}
