import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { contracts } from "../../domain/contratos/gestion-contratos"
import { defaultDuties, hireContractCode, scheduleOfJornada, seededKeyOf, startingTrainingMonths, startingTrialDays } from "../../domain/contratos/contrato-ingreso"
import { indefiniteCode } from "../../domain/contratos/gestion-contratos-vocabulary"
import { shiftDay } from "../../domain/rules/working-days"
import { folioSeries, nextFolio } from "../documents/folio"
import { stampColumns } from "../records/stamps"

// A hire's first contract (MODULES-MX §2 CON210): when an ALTA or REINGRESO takes effect
// (server/personal/movimientos-personal-apply.ts, inside its transaction) the person gets a
// Borrador from f_efectiva with the CON210 terms "copied from the employee": puesto, salario
// diario, jornada, the centre as the place of work and the puesto's objective as the duties. HR
// completes it (the LFT 37 cause of a 03, the beneficiaries when none were suggested) and
// activates it; the draft is never judged here, exactly as a draft saved by hand may be incomplete.
//
// A hire from an accepted offer (SEL370) takes the offer's CON100 type and probation instead.
//
// Idempotent: a person who already has a contract starting that day (other than a cancelled one)
// gets none, so an application run again, or a contract HR wrote first, is never doubled.

interface HirePerson {
  readonly id_empresa: number | string
  readonly id_puesto: string | null
  readonly salario_diario: number | string | null
  readonly id_tipo_contrato: string | null
  readonly id_tipo_jornada: string | null
  readonly n_centro_trabajo: string | null
  readonly objetivo: string | null
  readonly contacto_emergencia_nombre: string | null
  readonly n_parentesco: string | null
}

interface CatalogueType {
  readonly id_tipo_contrato: string
  readonly c_tipo_contrato: string
  readonly duracion_default_dias: number | string | null
  readonly requiere_f_fin: string | null
}

/** The active CON100 type of the SAT code, the seeded one of that code first. */
const typeOfCode = (sat: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<CatalogueType>`
      SELECT id_tipo_contrato, c_tipo_contrato, duracion_default_dias, requiere_f_fin FROM catalogo_contratos
      WHERE c_tipo_contrato = ${sat} AND activo = '1'
      ORDER BY CASE WHEN id_tipo_contrato = ${seededKeyOf(sat) ?? ""} THEN 0 ELSE 1 END, id_tipo_contrato`
    return row
  })

/**
 * The type of the employee's SAT code; when the company's catalogue has no active one of it, the
 * indeterminado (LFT 35: without an express stipulation the relation is indefinite). Undefined
 * when not even that is active: the hire then goes on without a draft rather than fail.
 */
const hireType = (recorded: string | null) =>
  Effect.gen(function* () {
    const sat = hireContractCode(recorded)
    const own = yield* typeOfCode(sat)
    return own ?? (sat === indefiniteCode ? undefined : yield* typeOfCode(indefiniteCode))
  })

/** The terms an accepted offer (SEL360) fixed for the first contract: its CON100 type and probation. */
export interface OfferedTerms {
  readonly id_tipo_contrato: string
  readonly dias_prueba: number | null
}

/** The active CON100 type an offer named. */
const typeOfKey = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<CatalogueType>`
      SELECT id_tipo_contrato, c_tipo_contrato, duracion_default_dias, requiere_f_fin FROM catalogo_contratos WHERE id_tipo_contrato = ${id} AND activo = '1'`
    return row
  })

export const draftHireContract = (id_empleado: number, f_inicio: string, who: string | null, offered?: OfferedTerms) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const existing = yield* sql<{ id_contrato: string; estado: string }>`SELECT id_contrato, estado FROM contratos WHERE id_empleado = ${id_empleado} AND f_inicio = ${f_inicio} AND estado <> 'Cancelado'`
    if (existing.length > 0) {
      // The ALTA applied at once drafted it from the employee record a moment before the offer's
      // step ran: the draft takes the offer's terms (a contract HR already activated keeps its own).
      const draft = existing.find((c) => c.estado === "Borrador")
      const type = offered === undefined || draft === undefined ? undefined : yield* typeOfKey(offered.id_tipo_contrato)
      if (offered === undefined || draft === undefined || type === undefined) return undefined
      const days = type.duracion_default_dias === null ? null : Number(type.duracion_default_dias)
      yield* sql`UPDATE contratos SET id_tipo_contrato = ${type.id_tipo_contrato}, dias_prueba = ${offered.dias_prueba},
        meses_capacitacion = ${startingTrainingMonths(type.c_tipo_contrato.trim())},
        f_fin = ${type.requiere_f_fin === "1" && days !== null ? shiftDay(f_inicio, days - 1) : null}
        WHERE id_contrato = ${draft.id_contrato}`
      return draft.id_contrato
    }
    const [p] = yield* sql<HirePerson>`
      SELECT e.id_empresa, e.id_puesto, e.salario_diario, e.id_tipo_contrato, e.id_tipo_jornada, ct.n_centro_trabajo, pu.objetivo,
        e.contacto_emergencia_nombre, pa.n_parentesco
      FROM empleados e
      LEFT JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      LEFT JOIN puestos pu ON pu.id_puesto = e.id_puesto
      LEFT JOIN parentescos pa ON pa.id_parentesco = e.contacto_emergencia_parentesco
      WHERE e.id_empleado = ${id_empleado}`
    // A contract names a puesto and a positive salary (the table's NOT NULL and CHECK): a record
    // without them has nothing to copy.
    if (p === undefined || p.id_puesto === null || p.salario_diario === null || Number(p.salario_diario) <= 0) return undefined
    const type = (offered === undefined ? undefined : yield* typeOfKey(offered.id_tipo_contrato)) ?? (yield* hireType(p.id_tipo_contrato))
    if (type === undefined) return undefined
    const sat = type.c_tipo_contrato.trim()
    const days = type.duracion_default_dias === null ? null : Number(type.duracion_default_dias)
    const id_empresa = Number(p.id_empresa)
    const id_contrato = yield* nextFolio(folioSeries.contrato, id_empresa, Number(f_inicio.slice(0, 4)))
    yield* sql`INSERT INTO contratos ${sql.insert({
      id_contrato,
      id_empleado,
      id_empresa,
      id_tipo_contrato: type.id_tipo_contrato,
      f_inicio,
      // A type with an end and a default duration ends after it; obra and temporada wait for HR.
      f_fin: type.requiere_f_fin === "1" && days !== null ? shiftDay(f_inicio, days - 1) : null,
      dias_prueba: offered === undefined ? startingTrialDays(sat, days) : offered.dias_prueba,
      meses_capacitacion: startingTrainingMonths(sat),
      id_puesto: p.id_puesto,
      salario_diario: Number(p.salario_diario),
      id_tipo_jornada: p.id_tipo_jornada?.trim() || "01",
      horario: scheduleOfJornada(p.id_tipo_jornada?.trim() ?? null),
      lugar_prestacion: (p.n_centro_trabajo ?? "El centro de trabajo de su adscripción").slice(0, 250),
      funciones: (p.objetivo?.trim() || defaultDuties).slice(0, 2000),
      estado: "Borrador",
      ...(yield* stampColumns(contracts, "add", who)),
    })}`
    // The emergency contact as the suggested beneficiary: the worker confirms or changes it (LFT 501)
    // before the draft is activated.
    const nombre = p.contacto_emergencia_nombre?.trim()
    if (nombre) {
      yield* sql`INSERT INTO contratos_beneficiarios ${sql.insert({ id_contrato, orden: 1, nombre: nombre.slice(0, 150), parentesco: (p.n_parentesco ?? "Contacto de emergencia").slice(0, 50), porcentaje: 100 })}`
    }
    return id_contrato
  })
