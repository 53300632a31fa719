import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { contractMessages, fixedTermArt37Code, initialTrainingCode, trialCode } from "../../domain/contratos/gestion-contratos-vocabulary"
import { type ContractSpan, overlapProblem, probationProblem, repeatedTrialProblem, trainingProblem } from "../../domain/rules/contratos-periodos"
import { minimumWageProblem } from "../../domain/rules/contratos-datos"
import { refuseField } from "../http/failure"
import { legalParameterReader } from "./legal-parameters"
import { dateTextSql } from "../records/date-text"

// The rules of a contract that read the database (MODULES-MX §2 CON210): its CON100 type, the
// person, the puesto, and the person's other contracts. Each refusal names its field, so the form
// shows it there. The pure rules are domain/rules/contratos-*.ts.

export interface ContractType {
  readonly c_tipo_contrato: string
  readonly requiere_f_fin: boolean
  readonly permite_prueba: boolean
}

/** An active type of the CON100 catalogue. */
export const activeContractType = (id_tipo_contrato: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ c_tipo_contrato: string; requiere_f_fin: string | null; permite_prueba: string | null; activo: string }>`
      SELECT c_tipo_contrato, requiere_f_fin, permite_prueba, activo FROM catalogo_contratos WHERE LOWER(id_tipo_contrato) = LOWER(${id_tipo_contrato})`
    if (row === undefined || row.activo !== "1") return yield* refuseField("id_tipo_contrato", contractMessages.tipoInexistente)
    const code = row.c_tipo_contrato.trim()
    return { c_tipo_contrato: code, requiere_f_fin: row.requiere_f_fin === "1", permite_prueba: row.permite_prueba === "1" || code === trialCode } satisfies ContractType
  })

/** The person's start, whether they are active, and their centre's minimum-wage zone. */
const personFacts = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ f_ingreso: string; activo: string; id_zona: string | null }>`
      SELECT e.f_ingreso, e.activo, c.id_zona FROM empleados e LEFT JOIN centros_trabajo c ON c.id_centro_trabajo = e.id_centro_trabajo
      WHERE e.id_empleado = ${id_empleado}`
    return row
  })

/** `salario_diario ≥ SM(zona)` on the contract's start, the minimum from CON090's dated legal parameters. */
const checkMinimumWage = (salario_diario: number, zona: string | null, f_inicio: string) =>
  Effect.gen(function* () {
    const legal = yield* legalParameterReader
    const minimum = yield* legal.minimumWageOn(zona ?? "GEN", f_inicio)
    const problem = minimumWageProblem(salario_diario, minimum.kind === "found" ? minimum.row : null)
    if (problem !== undefined) return yield* refuseField("salario_diario", problem)
  })

/** The puesto's kind; no flag marks a specialized puesto yet, so only Directivo ('D') takes the longer limits. */
const positionKind = (id_puesto: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ tipo_puesto: string | null }>`SELECT tipo_puesto FROM puestos WHERE id_puesto = ${id_puesto}`
    return { tipo_puesto: row?.tipo_puesto ?? null, especializado: false }
  })

export interface StoredContract extends ContractSpan {
  readonly dias_prueba: number | null
  readonly meses_capacitacion: number | null
}

/** The person's contracts, dates as ISO text on both dialects. */
export const personContracts = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_contrato: string; estado: string; f_inicio: string; f_fin: string | null; dias_prueba: number | string | null; meses_capacitacion: number | string | null }>`
      SELECT id_contrato, estado, ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin, dias_prueba, meses_capacitacion
      FROM contratos WHERE id_empleado = ${id_empleado}`
    return rows.map(
      (r): StoredContract => ({
        ...r,
        dias_prueba: r.dias_prueba === null ? null : Number(r.dias_prueba),
        meses_capacitacion: r.meses_capacitacion === null ? null : Number(r.meses_capacitacion),
      }),
    )
  })

/** No other Vigente contract of the person shares a day with this span. */
export const checkOverlap = (id_empleado: number, span: ContractSpan, field = "f_inicio") =>
  Effect.gen(function* () {
    const problem = overlapProblem(span, yield* personContracts(id_empleado))
    if (problem !== undefined) return yield* refuseField(field, problem, 409)
  })

export interface ContractTerms {
  readonly id_contrato: string
  readonly id_empleado: number
  readonly id_tipo_contrato: string
  readonly id_puesto: string
  readonly f_inicio: string
  readonly f_fin: string | null
  readonly causa_art37: string | null
  readonly dias_prueba: number | null
  readonly meses_capacitacion: number | null
  readonly salario_diario: number
}

/**
 * What a draft is judged by on every save: its type's needs (an end for 02 to 06, the LFT 37
 * cause for 03, the months for 06, a probation only where the type admits one), the person's
 * start, the salary's floor (the zone's minimum on the start), the LFT 39-A/B limits by puesto, LFT 39-D against the person's other contracts, and no
 * day shared with a Vigente one.
 */
export const checkContractTerms = (c: ContractTerms) =>
  Effect.gen(function* () {
    const type = yield* activeContractType(c.id_tipo_contrato)
    const person = yield* personFacts(c.id_empleado)
    if (person === undefined) return yield* refuseField("id_empleado", "El colaborador no existe")
    if (c.f_inicio < person.f_ingreso) return yield* refuseField("f_inicio", contractMessages.antesIngreso)
    yield* checkMinimumWage(c.salario_diario, person.id_zona, c.f_inicio)
    if (type.requiere_f_fin && c.f_fin === null) return yield* refuseField("f_fin", contractMessages.fin)
    if (type.c_tipo_contrato === fixedTermArt37Code && c.causa_art37 === null) return yield* refuseField("causa_art37", contractMessages.causaArt37)
    if (c.dias_prueba !== null && !type.permite_prueba) return yield* refuseField("dias_prueba", contractMessages.pruebaNoPermitida)
    if (type.c_tipo_contrato === trialCode && c.dias_prueba === null) return yield* refuseField("dias_prueba", contractMessages.pruebaRequerida)
    if (type.c_tipo_contrato === initialTrainingCode && c.meses_capacitacion === null) return yield* refuseField("meses_capacitacion", contractMessages.capacitacion)
    const kind = yield* positionKind(c.id_puesto)
    const probation = c.dias_prueba === null ? undefined : probationProblem(c.dias_prueba, kind)
    if (probation !== undefined) return yield* refuseField("dias_prueba", probation)
    const training = c.meses_capacitacion === null ? undefined : trainingProblem(c.meses_capacitacion, kind)
    if (training !== undefined) return yield* refuseField("meses_capacitacion", training)
    const others = yield* personContracts(c.id_empleado)
    const candidate = { id_contrato: c.id_contrato, estado: "Borrador", dias_prueba: c.dias_prueba, meses_capacitacion: c.meses_capacitacion }
    const repeated = repeatedTrialProblem(candidate, others)
    if (repeated !== undefined) return yield* refuseField(c.dias_prueba !== null ? "dias_prueba" : "meses_capacitacion", repeated, 409)
    const overlap = overlapProblem({ id_contrato: c.id_contrato, estado: "Borrador", f_inicio: c.f_inicio, f_fin: c.f_fin }, others)
    if (overlap !== undefined) return yield* refuseField("f_inicio", overlap, 409)
    return type
  })
