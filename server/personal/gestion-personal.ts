import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { employeeMessages, employees, employeesEndpoints } from "../../domain/personal/gestion-personal"
import type { EntityOf } from "../../domain/records/descriptor"
import { integratedDailyWage, integrationFactor } from "../../domain/rules/integration-factor"
import { vacationDaysOn } from "../../domain/rules/vacation-days"
import type { AnyField } from "../../domain/records/field"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import type { RecordTable, Row } from "../records/table"
import { type EmployeeCheckInput, employeeProblems, loadEmployeeCheckContext, reentryOf } from "./employee-checks"
import { drawEmployeeKeys } from "./employee-keys"
import { employeePhotos } from "./gestion-personal-photo"
import { type HireInput, recordHire } from "./hire-movement"
import { fullNameSql } from "../records/person-name"

// Gestión de personal (GP100): the employee record on the records platform. What the descriptor's
// schemas cannot judge is checked here, in the write's transaction, by the same batch-ready checks
// the Excel import uses (./employee-checks.ts):
// - an alta (POST /empleados) stores the person with activo '0' ("Por ingresar") and records its
//   ALTA movement (recordHire, ./hire-movement.ts): with no flow for MOV_ALTA it is applied at
//   once when f_ingreso has come (the person becomes active, the position occupied), with a flow
//   it waits for its approvers;
// - a former employee's CURP (not active, with a baja) turns the alta into a re-entry of the same
//   record: same id_empleado and num_empleado, the row rewritten, a REINGRESO movement;
// - id_empleado and num_empleado are drawn by the server (./employee-keys.ts, as the import does);
// - factor_integracion and sdi are derived (DOMAIN-MX 1.7), régimen fiscal 605 by default and
//   f_antiguedad f_ingreso by default;
// - the workplace, position, salary and f_ingreso are changed only by movements: an edit that
//   changes them is refused; the baja columns are the BAJA movement's;
// - there is no delete: a person leaves by a BAJA movement.

export const employeeServerMessages = {
  sinBorrado: "No se puede eliminar a un colaborador; registre su baja en Movimientos de personal",
  soloMovimientos: "La empresa, el centro de trabajo, el departamento, el puesto, la posición, el salario y la fecha de ingreso solo cambian con un movimiento de personal",
  fotoNueva: "Guarde al colaborador antes de subir su foto",
  fotoNoEncontrada: "La foto no se encontró; vuelva a subirla",
  fotoNoValida: "La foto debe ser una imagen JPEG o PNG",
} as const

/** The fields an alta sets and only movements change afterwards. */
const movementFields = ["id_empresa", "id_centro_trabajo", "id_depto", "id_puesto", "id_posicion", "salario_diario", "f_ingreso"] as const

/** The record's own columns a request writes (derived fields and the baja are never written). */
const writtenColumns = Object.entries<AnyField>(employees.fields)
  .filter(([, f]) => f.derived !== true && f.kind !== "rows")
  .map(([name]) => name)

const asNumber = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))
const asText = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).trim())

/** A request (or stored row) as the checks read it. */
export const checkInputOf = (r: Row): EmployeeCheckInput => ({
  curp: asText(r.curp),
  rfc: asText(r.rfc),
  nss: asText(r.nss),
  email_trabajo: asText(r.email_trabajo),
  f_nacimiento: asText(r.f_nacimiento),
  sexo: asText(r.sexo),
  f_ingreso: asText(r.f_ingreso),
  f_antiguedad: asText(r.f_antiguedad),
  id_empresa: asNumber(r.id_empresa),
  id_centro_trabajo: asNumber(r.id_centro_trabajo),
  id_depto: asNumber(r.id_depto),
  id_puesto: asText(r.id_puesto),
  id_posicion: asText(r.id_posicion),
  registro_patronal: asText(r.registro_patronal),
  id_periodicidad: asText(r.id_periodicidad),
  salario_diario: asNumber(r.salario_diario),
  id_pais: asNumber(r.id_pais),
  id_estado: asNumber(r.id_estado),
  id_ciudad: asNumber(r.id_ciudad),
})

/** The later of two ISO dates. */
const laterDate = (a: string, b: string): string => (a.localeCompare(b) >= 0 ? a : b)

/**
 * What a write fills in beside the typed fields, for an alta, an edit and an import alike: régimen
 * fiscal 605 and f_antiguedad f_ingreso by default, and factor_integracion and sdi of the salary
 * with the vacation days of the service year running on the later of today and f_ingreso.
 */
export const filledColumns = (values: Readonly<Record<string, unknown>>, today: string) => {
  const ingreso = String(values.f_ingreso)
  const antiguedad = asText(values.f_antiguedad) ?? ingreso
  const salario = asNumber(values.salario_diario)
  const day = laterDate(today, ingreso)
  const factor = integrationFactor(vacationDaysOn(antiguedad, laterDate(day, antiguedad)))
  return {
    id_regimen_fiscal: asText(values.id_regimen_fiscal) ?? "605",
    f_antiguedad: antiguedad,
    factor_integracion: factor,
    sdi: salario === null ? null : integratedDailyWage(salario, factor),
  }
}

/** The former employee an alta with this CURP re-enters, if any. */
const reentryFor = (request: Row, today: string) =>
  Effect.map(loadEmployeeCheckContext([checkInputOf(request)], today), (ctx) => reentryOf(ctx, asText(request.curp)))

const checkWrite = (request: Row, mode: "add" | "edit", stored: EntityOf<typeof employees> | undefined) =>
  Effect.gen(function* () {
    const today = yield* todayInMexico
    if (mode === "edit" && stored !== undefined) {
      const changed = movementFields.some((f) => {
        const a = request[f]
        const b = stored[f]
        return typeof b === "number" || f === "salario_diario" ? asNumber(a) !== asNumber(b) : asText(a) !== asText(b)
      })
      if (changed) return yield* refuse(400, employeeServerMessages.soloMovimientos)
    }
    // The photo: only an upload of this very employee (its endpoint checked the bytes by content).
    if (typeof request.foto === "string") {
      if (stored === undefined || stored.id_empleado === null) return yield* refuse(400, employeeServerMessages.fotoNueva)
      if (!(yield* employeePhotos.isStored(stored.id_empleado, request.foto))) return yield* refuse(400, employeeServerMessages.fotoNoEncontrada)
    }
    const input = checkInputOf(mode === "edit" && stored !== undefined ? { ...request, ...pick(stored, movementFields) } : request)
    const ctx = yield* loadEmployeeCheckContext([input], today)
    const self = stored !== undefined ? stored.id_empleado : (reentryOf(ctx, input.curp)?.id_empleado ?? null)
    const [first] = employeeProblems(input, ctx, self, mode)
    if (first !== undefined) return yield* refuse(first.status, first.message)
  })

const pick = (row: Row, fields: ReadonlyArray<string>): Row => Object.fromEntries(fields.map((f) => [f, row[f]]))

/** The key of an alta: a former employee's own (a re-entry by their CURP), else a new one drawn from the parameters. */
export const employeeKey = (request: Row) =>
  Effect.gen(function* () {
    const former = yield* reentryFor(request, yield* todayInMexico)
    if (former !== undefined) return { id_empleado: former.id_empleado } as Row
    const [key] = yield* drawEmployeeKeys(1)
    return { ...key } as Row
  })

/** The record's own columns of a decoded request. */
const requestColumns = (request: Row): Record<string, unknown> => Object.fromEntries(writtenColumns.filter((c) => c in request).map((c) => [c, request[c] ?? null]))

/** An alta's row from its decoded request (POST /empleados, a candidate's pre-alta): its columns, the derived ones, not yet active. */
export const hireRowOf = (request: Row, today: string): Row => hireColumns({ ...requestColumns(request), ...filledColumns(request, today) })

const toColumns = (request: Row, mode: "add" | "edit", stored: Row | undefined) =>
  Effect.gen(function* () {
    const today = yield* todayInMexico
    if (mode === "add") return hireRowOf(request, today)
    const columns = requestColumns(request)
    Object.assign(columns, filledColumns(stored !== undefined ? { ...request, ...pick(stored, movementFields) } : request, today))
    // Movements own these: the stored values stay.
    for (const f of movementFields) delete columns[f]
    return columns as Row
  })

/** An alta's columns: active once its ALTA (or REINGRESO) movement is applied (recordHire), not before; no baja. */
export const hireColumns = (columns: Row): Row => ({
  ...columns,
  activo: "0",
  f_baja: null,
  id_motivo_baja: null,
  causa_imss: null,
  recontratable: null,
  observaciones_baja: null,
})

/**
 * An alta's row: a new person, or a former employee's record rewritten (re-entry: same
 * id_empleado and num_empleado); then its movement. The Excel import stores its re-entries here
 * too, with the movement authorized by the import (`hire.authorized`).
 */
export const storeHire = (row: Row, hire: Pick<HireInput, "id_usuario" | "authorized" | "motivo">) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = Number(row.id_empleado)
    const existing = yield* sql`SELECT 1 AS x FROM empleados WHERE id_empleado = ${id}`
    const reentry = existing.length > 0
    if (reentry) {
      const { id_empleado: _id, num_empleado: _num, ...rest } = row
      yield* sql`UPDATE empleados SET ${sql.update({ ...rest })} WHERE id_empleado = ${id}`
    } else {
      yield* sql`INSERT INTO empleados ${sql.insert({ ...row })}`
    }
    return yield* recordHire({ ...hire, id_empleado: id, tipo: reentry ? "REINGRESO" : "ALTA", f_efectiva: String(row.f_ingreso) })
  })

export const employeesTable: RecordTable<typeof employees> = {
  descriptor: employees,
  endpoints: employeesEndpoints,
  entity: "colaborador",
  table: "empleados",
  from: `empleados t
    JOIN empresas em ON em.id_empresa = t.id_empresa
    JOIN centros_trabajo ct ON ct.id_centro_trabajo = t.id_centro_trabajo
    JOIN departamentos d ON d.id_depto = t.id_depto
    JOIN puestos pu ON pu.id_puesto = t.id_puesto
    LEFT JOIN motivos_baja mb ON mb.id_motivo_baja = t.id_motivo_baja`,
  // The joins only name the company, centre, department, puesto and motive (to-one, NOT NULL
  // keys or a LEFT JOIN), and every filter, the search, the scope and the sorts read t: the
  // count and the page walk over 100,000 people need not join them (a count: 560 ms -> 8 ms on
  // SQLite), and the sorts read the indexed columns.
  keyFrom: "empleados t",
  sortExpressions: { f_ingreso: "t.f_ingreso" },
  expressions: {
    n_empleado: fullNameSql("t"),
    n_empresa: "em.n_empresa",
    n_centro_trabajo: "ct.n_centro_trabajo",
    n_depto: "d.n_depto",
    n_puesto: "pu.n_puesto",
    estatus: "CASE WHEN t.activo = '1' THEN 'A' WHEN t.f_baja IS NOT NULL THEN 'B' ELSE 'P' END",
    n_motivo_baja: "mb.n_motivo_baja",
    // The dates are CHAR(10) ISO text in empleados; DATE() gives PostgreSQL the date the
    // platform formats (and SQLite the same text).
    f_nacimiento: "DATE(t.f_nacimiento)",
    f_ingreso: "DATE(t.f_ingreso)",
    f_antiguedad: "DATE(t.f_antiguedad)",
    f_baja: "DATE(t.f_baja)",
  },
  searchColumn: "busqueda",
  searchIndex: "empleados_fts",
  generatedKey: (request) => employeeKey(request),
  hooks: {
    beforeWrite: (request, mode, stored) => checkWrite(request, mode, stored),
    toColumns: (request, mode, stored) => toColumns(request, mode, stored),
    insert: (row, ctx) => storeHire(row, { id_usuario: ctx.principal.id_usuario }),
    beforeDelete: () => refuse(409, employeeServerMessages.sinBorrado),
    afterWrite: (stored, mode) => (mode === "delete" || stored.id_empleado === null ? Effect.void : employeePhotos.dropUnused(stored.id_empleado, stored.foto)),
  },
}

export { employeeMessages }
