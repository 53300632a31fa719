import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { NodoPosicion } from "../../domain/organizacion/organigramas-api"
import type { Principal } from "../auth/principal"
import { descendantsOf } from "./department-ancestry"
import { inForce, todayInMexico } from "./in-force"
import { numOrNull, textOrEmpty, textOrNull } from "../records/stored-values"
import { fullNameSql } from "../records/person-name"
import { grantedCentres } from "../records/queries"

// The SQL of the org chart. A chart is two statements, run at once: the positions in force on the
// date in the caller's granted centres (the index posiciones_centro (id_centro_trabajo, f_inicio,
// f_fin) answers a centre's), each with the occupation in force on that date (primary key
// (id_posicion, f_inicio)) and its occupant; and the direct reports in force of those positions,
// grouped by chief (posiciones_jefe). No query is sent per position.

type Stored = Readonly<Record<string, unknown>>

export interface ChartFilter {
  readonly id_empresa?: number | undefined
  readonly id_centro_trabajo?: number | undefined
  /** `YYYY-MM-DD`; today in Mexico City when absent. */
  readonly fecha?: string | undefined
  /** The subtree root: positions of this department and of every department under it. */
  readonly id_depto?: number | undefined
  readonly id_puesto?: string | undefined
}

/** A stored date as `YYYY-MM-DD`, whether the driver answers text or a Date. */
const dateOrNull = (v: unknown): string | null => {
  if (v === null || v === undefined) return null
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  return String(v).slice(0, 10)
}

/** The chart's date: the one asked, or today in Mexico City. */
export const chartDate = (fecha: string | undefined) => (fecha === undefined ? todayInMexico : Effect.succeed(fecha))

/**
 * The positions of the chart, flat, by name. A chief that is not among the answered positions
 * (another role's centre, outside the filter, not in force on the date) is answered as null.
 */
export const chartNodes = (principal: Principal, filter: ChartFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = yield* chartDate(filter.fecha)
    const granted = grantedCentres(sql, principal)
    const subtree = filter.id_depto === undefined ? undefined : (yield* descendantsOf(filter.id_depto)).map((d) => d.id_depto)
    if (subtree !== undefined && subtree.length === 0) return []
    // The filter is written twice, for the answer's positions (p) and for the chiefs whose reports
    // are counted (c): the two statements run at once (PostgreSQL answers them on two connections).
    const whereOf = (alias: string): Array<Fragment> => {
      const column = (name: string) => sql.literal(`${alias}.${name}`)
      const where = [sql`${column("id_centro_trabajo")} IN (${granted})`, inForce(sql, alias, day)]
      if (filter.id_centro_trabajo !== undefined) where.push(sql`${column("id_centro_trabajo")} = ${filter.id_centro_trabajo}`)
      if (filter.id_empresa !== undefined) where.push(sql`${column("id_empresa")} = ${filter.id_empresa}`)
      if (filter.id_puesto !== undefined) where.push(sql`${column("id_puesto")} = ${filter.id_puesto}`)
      if (subtree !== undefined) where.push(sql.in(`${alias}.id_depto`, subtree))
      return where
    }
    // Several occupations in force on one day would be bad data (movements keep one); the latest
    // start comes first and the others are dropped below.
    const positions = sql<Stored>`
      SELECT p.id_posicion, p.n_posicion, p.id_posicion_jefe, p.id_puesto, pu.n_puesto, d.n_depto,
        o.id_empleado, CASE WHEN e.id_empleado IS NULL THEN NULL ELSE ${sql.literal(fullNameSql("e"))} END AS n_empleado,
        e.foto, e.f_ingreso
      FROM posiciones p
      JOIN puestos pu ON pu.id_puesto = p.id_puesto
      JOIN departamentos d ON d.id_depto = p.id_depto
      LEFT JOIN ocupaciones_posicion o ON o.id_posicion = p.id_posicion AND ${inForce(sql, "o", day)}
      LEFT JOIN empleados e ON e.id_empleado = o.id_empleado
      WHERE ${sql.and(whereOf("p"))}
      ORDER BY p.n_posicion, p.id_posicion, o.f_inicio DESC`
    // Direct reports in force in the caller's centres, of every chief of the answer, whatever the
    // filter (a subordinate in another department still reports to him): one grouped join instead
    // of a count per position (a correlated count cost PostgreSQL 60 ms on 5,000 positions).
    const reports = sql<Stored>`
      SELECT s.id_posicion_jefe, COUNT(*) AS n FROM posiciones c
      JOIN posiciones s ON s.id_posicion_jefe = c.id_posicion
      WHERE ${sql.and(whereOf("c"))} AND ${inForce(sql, "s", day)} AND s.id_centro_trabajo IN (${granted})
      GROUP BY s.id_posicion_jefe`
    const [rows, counts] = yield* Effect.all([positions, reports], { concurrency: 2 })
    const reportsOf = new Map(counts.map((r) => [textOrEmpty(r.id_posicion_jefe), Number(r.n ?? 0)]))
    const seen = new Set<string>()
    const unique = rows.filter((r) => {
      const id = textOrEmpty(r.id_posicion)
      if (seen.has(id)) return false
      seen.add(id)
      return true
    })
    return unique.map((r): NodoPosicion => {
      const chief = textOrNull(r.id_posicion_jefe)
      const occupant = numOrNull(r.id_empleado)
      return {
        id_posicion: textOrEmpty(r.id_posicion),
        n_posicion: textOrEmpty(r.n_posicion),
        id_posicion_jefe: chief !== null && seen.has(chief) ? chief : null,
        id_puesto: textOrEmpty(r.id_puesto),
        n_puesto: textOrEmpty(r.n_puesto),
        n_depto: textOrEmpty(r.n_depto),
        id_empleado: occupant,
        n_empleado: occupant === null ? null : textOrNull(r.n_empleado),
        foto: occupant === null ? null : textOrNull(r.foto),
        f_ingreso: occupant === null ? null : dateOrNull(r.f_ingreso),
        n_subordinados: reportsOf.get(textOrEmpty(r.id_posicion)) ?? 0,
      }
    })
  })

/** The names a printed chart's heading needs: the company and, when one is chosen, the centre. */
export const chartHeading = (filter: ChartFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (filter.id_centro_trabajo !== undefined) {
      const [row] = yield* sql<Stored>`
        SELECT em.id_empresa, em.n_empresa, ct.n_centro_trabajo FROM centros_trabajo ct
        JOIN empresas em ON em.id_empresa = ct.id_empresa WHERE ct.id_centro_trabajo = ${filter.id_centro_trabajo}`
      return { id_empresa: numOrNull(row?.id_empresa), n_empresa: textOrEmpty(row?.n_empresa), n_centro_trabajo: textOrNull(row?.n_centro_trabajo) }
    }
    const [row] = yield* sql<Stored>`SELECT em.id_empresa, em.n_empresa FROM empresas em WHERE em.id_empresa = ${filter.id_empresa ?? 0}`
    return { id_empresa: numOrNull(row?.id_empresa), n_empresa: textOrEmpty(row?.n_empresa), n_centro_trabajo: null }
  })
