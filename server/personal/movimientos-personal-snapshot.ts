import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type ChangeField, changeFields, changesSalary, isHire, movesPosition } from "../../domain/personal/movimientos-personal-vocabulary"
import { dateText } from "../records/date-text"

// What a movement reads of the employee and of its target position, and the before/after pairs
// it shows (DOMAIN-MX 4.10, Frappe's promotion details). The pairs are taken when a movement is
// captured or edited and again when it is applied, so "before" is the record on the day it changed.


const num = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).trim())

export interface EmployeeSnapshot {
  readonly id_empleado: number
  readonly activo: string
  readonly f_ingreso: string
  readonly f_baja: string | null
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly id_depto: number
  readonly id_puesto: string
  readonly id_posicion: string | null
  readonly salario_diario: number | null
  readonly factor_integracion: number | null
  readonly sdi: number | null
  readonly id_periodicidad: string | null
  readonly nss: string | null
  readonly registro_patronal: string | null
  readonly labels: Readonly<Record<"posicion" | "puesto" | "depto" | "centro" | "periodicidad", string | null>>
}

export const employeeSnapshot = (idEmpleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT e.id_empleado, e.activo, e.f_ingreso, e.f_baja, e.id_empresa, e.id_centro_trabajo, e.id_depto, e.id_puesto,
        e.id_posicion, e.salario_diario, e.factor_integracion, e.sdi, e.id_periodicidad, e.nss, e.registro_patronal,
        po.n_posicion, pu.n_puesto, d.n_depto, ct.n_centro_trabajo, pp.n_periodicidad
      FROM empleados e
      JOIN puestos pu ON pu.id_puesto = e.id_puesto
      JOIN departamentos d ON d.id_depto = e.id_depto
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      LEFT JOIN posiciones po ON po.id_posicion = e.id_posicion
      LEFT JOIN periodicidades_pago pp ON pp.id_periodicidad = e.id_periodicidad
      WHERE e.id_empleado = ${idEmpleado}`
    if (r === undefined) return undefined
    const snapshot: EmployeeSnapshot = {
      id_empleado: Number(r.id_empleado),
      activo: String(r.activo),
      f_ingreso: String(r.f_ingreso).trim(),
      f_baja: str(r.f_baja),
      id_empresa: Number(r.id_empresa),
      id_centro_trabajo: Number(r.id_centro_trabajo),
      id_depto: Number(r.id_depto),
      id_puesto: String(r.id_puesto),
      id_posicion: str(r.id_posicion),
      salario_diario: num(r.salario_diario),
      factor_integracion: num(r.factor_integracion),
      sdi: num(r.sdi),
      id_periodicidad: str(r.id_periodicidad),
      nss: str(r.nss),
      registro_patronal: str(r.registro_patronal),
      labels: {
        posicion: r.id_posicion === null ? null : `${str(r.id_posicion)} · ${str(r.n_posicion) ?? ""}`,
        puesto: str(r.n_puesto),
        depto: str(r.n_depto),
        centro: str(r.n_centro_trabajo),
        periodicidad: r.id_periodicidad === null ? null : `${str(r.id_periodicidad)} ${str(r.n_periodicidad) ?? ""}`.trim(),
      },
    }
    return snapshot
  })

export interface PositionInfo {
  readonly id_posicion: string
  readonly n_posicion: string
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly id_depto: number
  readonly id_puesto: string
  readonly n_puesto: string
  readonly n_depto: string
  readonly n_centro_trabajo: string
  readonly f_inicio: string
  readonly f_fin: string | null
}

export const positionInfo = (idPosicion: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT p.id_posicion, p.n_posicion, p.id_empresa, p.id_centro_trabajo, p.id_depto, p.id_puesto,
        pu.n_puesto, d.n_depto, ct.n_centro_trabajo,
        ${sql.literal(dateText(sql, "p.f_inicio"))} AS f_inicio, ${sql.literal(dateText(sql, "p.f_fin"))} AS f_fin
      FROM posiciones p
      JOIN puestos pu ON pu.id_puesto = p.id_puesto
      JOIN departamentos d ON d.id_depto = p.id_depto
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = p.id_centro_trabajo
      WHERE p.id_posicion = ${idPosicion}`
    if (r === undefined) return undefined
    const info: PositionInfo = {
      id_posicion: String(r.id_posicion),
      n_posicion: String(r.n_posicion),
      id_empresa: Number(r.id_empresa),
      id_centro_trabajo: Number(r.id_centro_trabajo),
      id_depto: Number(r.id_depto),
      id_puesto: String(r.id_puesto),
      n_puesto: String(r.n_puesto),
      n_depto: String(r.n_depto),
      n_centro_trabajo: String(r.n_centro_trabajo),
      f_inicio: String(r.f_inicio),
      f_fin: str(r.f_fin),
    }
    return info
  })

/** The minimum factor of the first year (DOMAIN-MX 1.7), when the record has none. */
export const minimumFactor = 1.0493

/** sdi = round(salario diario × factor, 2). */
export const sdiOf = (salary: number, factor: number | null): number => Math.round(salary * (factor ?? minimumFactor) * 100) / 100

export interface Proposal {
  readonly tipo_movimiento: string
  readonly id_posicion_nueva: string | null
  readonly salario_diario_nuevo: number | null
  readonly id_periodicidad_nueva: string | null
}

export interface Pair {
  readonly campo: ChangeField
  readonly valor_anterior: string | null
  readonly valor_nuevo: string | null
}

const money = (n: number | null): string | null => (n === null ? null : n.toFixed(2))

/** The pairs a movement changes: each field whose proposed value differs from the record's. */
export const pairsOf = (e: EmployeeSnapshot, p: Proposal, position: PositionInfo | undefined, periodicidad: string | null): ReadonlyArray<Pair> => {
  const hire = isHire(p.tipo_movimiento)
  const before = (v: string | null) => (hire && e.activo !== "1" ? null : v)
  const out: Array<Pair> = []
  const add = (campo: ChangeField, anterior: string | null, nuevo: string | null) => {
    if (anterior !== nuevo) out.push({ campo, valor_anterior: anterior, valor_nuevo: nuevo })
  }
  if (p.tipo_movimiento === "BAJA") {
    add("posicion", e.labels.posicion, null)
    return out
  }
  if ((hire || movesPosition(p.tipo_movimiento)) && position !== undefined) {
    add("posicion", before(e.labels.posicion), `${position.id_posicion} · ${position.n_posicion}`)
    add("puesto", before(e.labels.puesto), position.n_puesto)
    add("depto", before(e.labels.depto), position.n_depto)
    add("centro", before(e.labels.centro), position.n_centro_trabajo)
  }
  if ((hire || changesSalary(p.tipo_movimiento)) && p.salario_diario_nuevo !== null) {
    add("salario_diario", before(money(e.salario_diario)), money(p.salario_diario_nuevo))
    add("sdi", before(money(e.sdi)), money(sdiOf(p.salario_diario_nuevo, e.factor_integracion)))
  }
  if (p.id_periodicidad_nueva !== null) add("periodicidad", before(e.labels.periodicidad), periodicidad)
  return [...out].sort((a, b) => changeFields.indexOf(a.campo) - changeFields.indexOf(b.campo))
}

export const periodicidadLabel = (id: string | null) =>
  Effect.gen(function* () {
    if (id === null) return null
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<{ n_periodicidad: string }>`SELECT n_periodicidad FROM periodicidades_pago WHERE id_periodicidad = ${id}`
    return r === undefined ? null : `${id} ${r.n_periodicidad}`
  })

/** Replaces the movement's stored pairs. */
export const writePairs = (idMovimiento: number, pairs: ReadonlyArray<Pair>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM movimientos_personal_cambios WHERE id_movimiento = ${idMovimiento}`
    if (pairs.length === 0) return
    yield* sql`INSERT INTO movimientos_personal_cambios ${sql.insert(pairs.map((p, i) => ({ id_movimiento: idMovimiento, orden: i + 1, ...p })))}`
  })
