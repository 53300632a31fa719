import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type Lender, countedLoanStates, loanMessages, openLoanStates } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { type LoanBorrower, type LoanParameters, type LoanRule, type LoanTerms, checkLoan, loanParameterNames } from "../../domain/rules/loan-limits"
import { refuse } from "../http/failure"
import { numberedNameSql } from "../records/person-name"
import { minimumWage } from "./movimientos-personal-checks"

// What the loan rule (domain/rules/loan-limits.ts) needs from the database, read in the write's
// transaction, and the rule applied: the person (active, their pay, period and persona_clave),
// the zone's minimum wage on the request date, the loan parameters, the company's loans of the
// request's month, the person's loans of its year and whether another is open. A refusal is a
// Spanish message with 400 (the amount or the payments) or 409 (the counts and the loan in
// force, which depend on other records), and nothing is stored.

const num = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))
const quoted = (values: ReadonlyArray<string>) => values.map((v) => `'${v}'`).join(", ")

/** The loan parameters of the system (nulls when no parameters were saved yet). */
export const loanParameters = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<Record<string, unknown>>`SELECT ${sql.literal(loanParameterNames.join(", "))} FROM parametros_sistema WHERE id = 1`
  return Object.fromEntries(loanParameterNames.map((n) => [n, num(row?.[n])])) as unknown as LoanParameters
})

export interface LoanPerson {
  readonly id_empleado: number
  readonly nombre: string
  readonly activo: string
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly salario_diario: number | null
  readonly id_periodicidad: string | null
  readonly periodicidad: string | null
  readonly persona_clave: "1" | "0"
}

export const loanPerson = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT e.id_empleado, e.activo, e.id_empresa, e.id_centro_trabajo, e.salario_diario, e.id_periodicidad, e.persona_clave,
        p.n_periodicidad,
        ${sql.literal(numberedNameSql("e"))} AS nombre
      FROM empleados e LEFT JOIN periodicidades_pago p ON p.id_periodicidad = e.id_periodicidad
      WHERE e.id_empleado = ${id_empleado}`
    if (r === undefined) return undefined
    const period = r.id_periodicidad === null ? null : String(r.id_periodicidad).trim()
    const person: LoanPerson = {
      id_empleado: Number(r.id_empleado),
      nombre: String(r.nombre),
      activo: String(r.activo),
      id_empresa: Number(r.id_empresa),
      id_centro_trabajo: Number(r.id_centro_trabajo),
      salario_diario: num(r.salario_diario),
      id_periodicidad: period,
      periodicidad: period === null ? null : `${period} ${String(r.n_periodicidad ?? "")}`.trim(),
      persona_clave: r.persona_clave === "1" ? "1" : "0",
    }
    return person
  })

export interface LoanDraft {
  /** The loan itself when it is stored (its own row is not counted against it). */
  readonly id_prestamo: number | null
  readonly id_empleado: number
  readonly f_solicitud: string
  readonly monto: number
  readonly num_pagos: number
  readonly otorgante: Lender
}

const statusOf = (rule: LoanRule): number => (rule === "mes_empresa" || rule === "ano_colaborador" || rule === "abierto" ? 409 : 400)

/**
 * Applies the loan rule with what the database holds now; answers the person and the terms, or
 * fails with the first limit broken.
 */
export const checkLoanDraft = (draft: LoanDraft) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const person = yield* loanPerson(draft.id_empleado)
    if (person === undefined) return yield* refuse(400, loanMessages.colaboradorNoExiste)
    if (person.activo !== "1") return yield* refuse(409, loanMessages.colaboradorInactivo)
    if (person.salario_diario === null) return yield* refuse(400, loanMessages.sinSalario)
    const wage = yield* minimumWage(person.id_centro_trabajo, draft.f_solicitud)
    if (wage === undefined) return yield* refuse(400, loanMessages.sinSalarioMinimo)

    // Two captures for one person, or for one company's month, queue here on PostgreSQL; SQLite
    // has one writer.
    yield* sql.onDialectOrElse({
      pg: () =>
        Effect.zipRight(
          sql`SELECT id_empresa FROM empresas WHERE id_empresa = ${person.id_empresa} FOR UPDATE`,
          sql`SELECT id_empleado FROM empleados WHERE id_empleado = ${person.id_empleado} FOR UPDATE`,
        ),
      orElse: () => Effect.void,
    })
    // Ranges of real dates (PostgreSQL refuses a '2026-06-31'): [first day, next first day).
    const y = Number(draft.f_solicitud.slice(0, 4))
    const m = Number(draft.f_solicitud.slice(5, 7))
    const first = (yy: number, mm: number) => `${String(yy).padStart(4, "0")}-${String(mm).padStart(2, "0")}-01`
    const monthFrom = first(y, m)
    const monthTo = m === 12 ? first(y + 1, 1) : first(y, m + 1)
    const self = draft.id_prestamo ?? -1
    const counted = sql.literal(quoted(countedLoanStates))
    const [counts] = yield* sql<{ mes: number | string; ano: number | string; abiertos: number | string }>`
      SELECT
        (SELECT COUNT(*) FROM prestamos WHERE id_empresa = ${person.id_empresa} AND id_prestamo <> ${self}
          AND f_solicitud >= ${monthFrom} AND f_solicitud < ${monthTo} AND estado IN (${counted})) AS mes,
        (SELECT COUNT(*) FROM prestamos WHERE id_empleado = ${person.id_empleado} AND id_prestamo <> ${self}
          AND f_solicitud >= ${first(y, 1)} AND f_solicitud < ${first(y + 1, 1)} AND estado IN (${counted})) AS ano,
        (SELECT COUNT(*) FROM prestamos WHERE id_empleado = ${person.id_empleado} AND id_prestamo <> ${self}
          AND estado IN (${sql.literal(quoted(openLoanStates))})) AS abiertos`
    const borrower: LoanBorrower = {
      salario_diario: person.salario_diario,
      id_periodicidad: person.id_periodicidad,
      salario_minimo: wage,
      persona_clave: person.persona_clave,
    }
    const verdict = checkLoan(
      { monto: draft.monto, num_pagos: draft.num_pagos, otorgante: draft.otorgante },
      borrower,
      {
        prestamos_mes_empresa: Number(counts?.mes ?? 0),
        prestamos_ano_colaborador: Number(counts?.ano ?? 0),
        prestamo_abierto: Number(counts?.abiertos ?? 0) > 0,
      },
      yield* loanParameters,
    )
    if (!verdict.ok) return yield* refuse(statusOf(verdict.rule), verdict.message)
    return { person, terms: verdict.terms } satisfies { person: LoanPerson; terms: LoanTerms }
  })
