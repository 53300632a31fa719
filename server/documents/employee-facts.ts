import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type LetterPrivacyChoice, letterPrivacyFlags } from "../../domain/personal/documents-vocabulary"
import { pesosInWords } from "../../domain/rules/amount-in-words"
import type { LetterValues } from "../../domain/personal/plantillas-carta-rules"
import { seniority, seniorityText } from "../../domain/rules/seniority"
import type { Principal } from "../auth/principal"
import { ApiFailure, forbidden } from "../http/failure"
import { spanishDate } from "../pdf/spanish-date"
import { scopeCondition } from "../records/queries"
import type { DocumentCompany } from "./company"
import { isVisible } from "../records/visible"

// What a company document says about one employee (DOMAIN-MX 4.5's placeholders and the facts an
// acta or a responsiva prints), read within the caller's scope: an employee outside the work
// centres of the caller's role is a 403, a missing one a 404, before anything is read.
//
//   const facts = yield* readEmployeeFacts(id_empleado, principal)
//   const company = yield* readDocumentCompany(facts.id_empresa)
//   const values = letterValues(facts, company, { f_emision: "2026-03-05", dirigido_a: "A QUIEN CORRESPONDA", flags: { incluir_salario: "0", incluir_nss_rfc: "0" } })
//   fillTemplate(template, values).text        // domain/personal/plantillas-carta-rules.ts

export const employeeFactMessages = {
  noExiste: "El colaborador no existe",
} as const

export interface EmployeeFacts {
  readonly id_empleado: number
  readonly num_empleado: string | null
  /** "NOMBRE APELLIDO_P APELLIDO_M" as stored (the SPEC's display name). */
  readonly n_empleado: string
  readonly curp: string | null
  readonly rfc: string | null
  readonly nss: string | null
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly n_centro_trabajo: string
  readonly n_depto: string
  readonly id_puesto: string
  readonly n_puesto: string
  /** The employee's IMSS registration (the company's registro patronal they are insured under). */
  readonly registro_patronal: string | null
  readonly f_ingreso: string
  readonly f_antiguedad: string
  readonly f_baja: string | null
  /** '1' active, '0' after a baja. */
  readonly activo: string
  readonly recontratable: string | null
  readonly salario_diario: number | null
  /** Monthly salary as DOMAIN-MX 4.5 [D] counts it: salario diario × 30.4, to the cent. */
  readonly salario_mensual: number | null
}

/** DOMAIN-MX 4.5 [D]: a month of salary is 30.4 days (365 / 12, as Mexican payroll rounds it). */
export const daysPerMonth = 30.4

export const monthlySalary = (daily: number | null): number | null => (daily === null ? null : Math.round(daily * daysPerMonth * 100) / 100)

const money = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "$12,345.60" (es-MX currency, as letters print amounts). */
export const pesos = (amount: number): string => money.format(amount)

const textOrNull = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim())
const numOrNull = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))

/** The employee's facts, refused with 404 (absent) or 403 (outside the caller's work centres). */
export const readEmployeeFacts = (id_empleado: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT e.id_empleado, e.num_empleado, e.nombre, e.apellido_paterno, e.apellido_materno, e.curp, e.rfc, e.nss,
        e.id_empresa, e.id_centro_trabajo, ct.n_centro_trabajo, d.n_depto, e.id_puesto, p.n_puesto, e.registro_patronal,
        e.f_ingreso, e.f_antiguedad, e.f_baja, e.activo, e.recontratable, e.salario_diario,
        CASE WHEN ${scopeCondition(sql, "empleado", "e.id_empleado", principal)} THEN 1 ELSE 0 END AS ve
      FROM empleados e
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      JOIN departamentos d ON d.id_depto = e.id_depto
      JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.id_empleado = ${id_empleado}`
    if (r === undefined) return yield* new ApiFailure({ status: 404, message: employeeFactMessages.noExiste })
    if (!isVisible(r.ve)) return yield* forbidden()
    const daily = numOrNull(r.salario_diario)
    const f_ingreso = String(r.f_ingreso).trim()
    const facts: EmployeeFacts = {
      id_empleado: Number(r.id_empleado),
      num_empleado: textOrNull(r.num_empleado),
      n_empleado: [r.nombre, r.apellido_paterno, r.apellido_materno].map(textOrNull).filter((s) => s !== null).join(" "),
      curp: textOrNull(r.curp),
      rfc: textOrNull(r.rfc),
      nss: textOrNull(r.nss),
      id_empresa: Number(r.id_empresa),
      id_centro_trabajo: Number(r.id_centro_trabajo),
      n_centro_trabajo: String(r.n_centro_trabajo),
      n_depto: String(r.n_depto),
      id_puesto: String(r.id_puesto),
      n_puesto: String(r.n_puesto),
      registro_patronal: textOrNull(r.registro_patronal),
      f_ingreso,
      f_antiguedad: textOrNull(r.f_antiguedad) ?? f_ingreso,
      f_baja: textOrNull(r.f_baja),
      activo: String(r.activo),
      recontratable: textOrNull(r.recontratable),
      salario_diario: daily,
      salario_mensual: monthlySalary(daily),
    }
    return facts
  })

export interface LetterContext {
  /** The letter's issue date, `YYYY-MM-DD`. */
  readonly f_emision: string
  readonly dirigido_a?: string | null
  /**
   * The letter's privacy flags ('1' asks for the data): the placeholders of a flag left off stay
   * empty (domain/personal/documents-vocabulary.ts letterPrivacyFlags), whatever the text names.
   */
  readonly flags: LetterPrivacyChoice
}

/**
 * The placeholders' values for a letter, as printed: dates in Spanish words, amounts in pesos
 * ("$15,300.00") and in words, seniority up to the issue date (or the baja's).
 */
export const letterValues = (facts: EmployeeFacts, company: Pick<DocumentCompany, "razonSocial" | "rfc" | "domicilio">, ctx: LetterContext): LetterValues => {
  const withheld = letterPrivacyFlags.filter((f) => ctx.flags[f.flag] !== "1").flatMap((f) => f.placeholders.map((p) => [p, null] as const))
  return { ...allLetterValues(facts, company, ctx), ...Object.fromEntries(withheld) }
}

const allLetterValues = (facts: EmployeeFacts, company: Pick<DocumentCompany, "razonSocial" | "rfc" | "domicilio">, ctx: LetterContext): LetterValues => {
  const until = facts.f_baja ?? ctx.f_emision
  const tenure = seniority(facts.f_antiguedad, until)
  return {
    n_empleado: facts.n_empleado,
    num_empleado: facts.num_empleado,
    curp: facts.curp,
    rfc: facts.rfc,
    nss: facts.nss,
    n_puesto: facts.n_puesto,
    n_depto: facts.n_depto,
    n_centro_trabajo: facts.n_centro_trabajo,
    f_ingreso: spanishDate(facts.f_ingreso),
    f_antiguedad: spanishDate(facts.f_antiguedad),
    f_baja: facts.f_baja === null ? null : spanishDate(facts.f_baja),
    antiguedad: tenure === null ? null : seniorityText(tenure),
    salario_diario: facts.salario_diario === null ? null : pesos(facts.salario_diario),
    salario_mensual: facts.salario_mensual === null ? null : pesos(facts.salario_mensual),
    salario_mensual_letra: facts.salario_mensual === null ? null : pesosInWords(facts.salario_mensual),
    n_empresa: company.razonSocial,
    rfc_empresa: company.rfc,
    registro_patronal: facts.registro_patronal,
    domicilio_empresa: company.domicilio,
    f_emision: spanishDate(ctx.f_emision),
    dirigido_a: ctx.dirigido_a ?? null,
  }
}
