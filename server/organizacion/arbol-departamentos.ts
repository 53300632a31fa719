import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { InfoDepartamento, NodoDepartamento, ResponsableVigente } from "../../domain/organizacion/arbol-departamentos-api"
import type { Principal } from "../auth/principal"
import { notFound } from "../http/failure"
import { inForce, isDepartmentHead, todayInMexico } from "./in-force"
import { dateTextSql } from "../records/date-text"
import { flag, numOrNull, textOrEmpty, textOrNull } from "../records/stored-values"
import { fullNameSql } from "../records/person-name"
import { grantedCentres } from "../records/queries"

// The SQL of the department tree. The whole tree is two statements run at once, none per
// department: every department of the caller's granted work centres with its active headcount
// (a column kept by triggers on empleados) and their responsables in force today from
// responsables_depto. One department's detail
// walks up (its path) and down (its descendants) with WITH RECURSIVE, both restricted to the
// caller's centres, so a department the caller cannot see neither names nor counts anything.

type Stored = Readonly<Record<string, unknown>>

/** Deeper than any stored tree may be (the write rule allows 10 levels): a loop in old data ends here. */
const maxLevels = 50

const num = (v: unknown): number => Number(v ?? 0)

export interface TreeFilter {
  readonly id_empresa?: number | undefined
  readonly id_centro_trabajo?: number | undefined
}

/**
 * The tree's departments, flat, by name. `includeInactive` for the full tree. A parent that is
 * not among the answered departments (another role's centre, another company or centre than the
 * filter's, or an inactive parent of an active department) is answered as null: for this caller
 * that department is a root.
 */
export const departmentNodes = (principal: Principal, filter: TreeFilter, includeInactive: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = yield* todayInMexico
    const granted = grantedCentres(sql, principal)
    const departmentFilter: Array<Fragment> = [sql`d.id_centro_trabajo IN (${granted})`]
    if (!includeInactive) departmentFilter.push(sql`d.activo = '1'`)
    if (filter.id_empresa !== undefined) departmentFilter.push(sql`d.id_empresa = ${filter.id_empresa}`)
    if (filter.id_centro_trabajo !== undefined) departmentFilter.push(sql`d.id_centro_trabajo = ${filter.id_centro_trabajo}`)
    const where = sql.and(departmentFilter)
    // Two independent reads, run at once: on PostgreSQL each takes its own pooled connection, so
    // the departments and the responsables' names do not wait for each other (SQLite's single
    // connection runs them one after the other). They are joined here by id_depto. The company's
    // name does not travel with each department: the tree never showed it (the detail names it).
    //
    // The headcount is the department's own column, kept by triggers on empleados (migration
    // 0068): reading 3,000 index ranges of empleados instead cost about 20 ms on PostgreSQL. The
    // responsable is the parameter's tipo in force today with the lowest orden: the rows in force
    // are few (one per department), grouped once, then joined by the primary key (id_depto, orden).
    const [rows, heads] = yield* Effect.all(
      [
        sql<Stored>`
          SELECT d.id_depto, d.id_depto_padre, d.n_depto, d.id_empresa, d.id_centro_trabajo, ct.n_centro_trabajo, d.activo,
            d.empleados_activos AS empleados
          FROM departamentos d
          JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo
          WHERE ${where}
          ORDER BY d.n_depto, d.id_depto`,
        sql<Stored>`
          SELECT r.id_depto, r.id_numero AS id_responsable, ${sql.literal(fullNameSql("re"))} AS n_responsable
          FROM (SELECT rd.id_depto, MIN(rd.orden) AS orden FROM responsables_depto rd
              WHERE ${isDepartmentHead(sql, "rd")} AND ${inForce(sql, "rd", day)} GROUP BY rd.id_depto) rv
          JOIN departamentos d ON d.id_depto = rv.id_depto
          JOIN responsables_depto r ON r.id_depto = rv.id_depto AND r.orden = rv.orden
          JOIN empleados re ON re.id_empleado = r.id_numero
          WHERE ${where}`,
      ],
      { concurrency: "unbounded" },
    )
    const head = new Map(heads.map((h) => [num(h.id_depto), h]))
    const answered = new Set(rows.map((r) => num(r.id_depto)))
    return rows.map((r): NodoDepartamento => {
      const parent = numOrNull(r.id_depto_padre)
      return {
        id_depto: num(r.id_depto),
        id_depto_padre: parent !== null && answered.has(parent) ? parent : null,
        n_depto: textOrEmpty(r.n_depto),
        id_empresa: num(r.id_empresa),
        id_centro_trabajo: num(r.id_centro_trabajo),
        n_centro_trabajo: textOrEmpty(r.n_centro_trabajo),
        activo: flag(r.activo),
        empleados: num(r.empleados),
        id_responsable: numOrNull(head.get(num(r.id_depto))?.id_responsable),
        n_responsable: textOrNull(head.get(num(r.id_depto))?.n_responsable),
      }
    })
  })

/**
 * One department's detail for the caller (the router has refused a department outside the
 * caller's centres): its path from the topmost ancestor the caller sees, its visible children,
 * its headcount alone and with every visible descendant, and its responsables in force today.
 */
export const departmentInfo = (principal: Principal, id_depto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = yield* todayInMexico
    const granted = grantedCentres(sql, principal)
    const [row] = yield* sql<Stored>`
      SELECT d.id_depto, d.id_depto_padre, d.n_depto, d.id_empresa, em.n_empresa, d.id_centro_trabajo, ct.n_centro_trabajo,
        d.id_centro_costos, d.activo
      FROM departamentos d
      JOIN empresas em ON em.id_empresa = d.id_empresa
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo
      WHERE d.id_depto = ${id_depto} AND d.id_centro_trabajo IN (${granted})`
    if (row === undefined) return yield* notFound()

    const path = yield* sql<Stored>`
      WITH RECURSIVE arriba (id_depto, id_depto_padre, n_depto, nivel) AS (
        SELECT d.id_depto, d.id_depto_padre, d.n_depto, 0 FROM departamentos d WHERE d.id_depto = ${id_depto}
        UNION ALL
        SELECT p.id_depto, p.id_depto_padre, p.n_depto, a.nivel + 1 FROM arriba a
        JOIN departamentos p ON p.id_depto = a.id_depto_padre
        WHERE a.nivel < ${maxLevels} AND p.id_centro_trabajo IN (${granted})
      )
      SELECT id_depto, n_depto, nivel FROM arriba ORDER BY nivel`

    // From the department up, stopping where stored data would loop back.
    const seen = new Set<number>()
    const ruta: Array<string> = []
    for (const p of path) {
      if (seen.has(num(p.id_depto))) break
      seen.add(num(p.id_depto))
      ruta.unshift(textOrEmpty(p.n_depto))
    }

    // Headcounts as in the tree: each department's own column (its people of its own centre).
    const [counts] = yield* sql<Stored>`
      WITH RECURSIVE abajo (id_depto, id_centro_trabajo, nivel) AS (
        SELECT d.id_depto, d.id_centro_trabajo, 0 FROM departamentos d WHERE d.id_depto = ${id_depto}
        UNION ALL
        SELECT c.id_depto, c.id_centro_trabajo, a.nivel + 1 FROM abajo a
        JOIN departamentos c ON c.id_depto_padre = a.id_depto
        WHERE a.nivel < ${maxLevels} AND c.id_centro_trabajo IN (${granted})
      )
      SELECT
        (SELECT COUNT(*) FROM departamentos c WHERE c.id_depto_padre = ${id_depto} AND c.id_depto <> ${id_depto}
          AND c.id_centro_trabajo IN (${granted})) AS hijos,
        (SELECT d.empleados_activos FROM departamentos d WHERE d.id_depto = ${id_depto}) AS empleados,
        (SELECT COALESCE(SUM(d.empleados_activos), 0) FROM (SELECT DISTINCT id_depto FROM abajo) a
          JOIN departamentos d ON d.id_depto = a.id_depto) AS empleados_total`

    const responsables = yield* sql<Stored>`
      SELECT r.id_numero, ${sql.literal(fullNameSql("e"))} AS n_empleado, r.id_tipo_resp, t.n_tipo_resp,
        ${dateTextSql(sql, "r.f_inicio")} AS f_inicio, ${dateTextSql(sql, "r.f_fin")} AS f_fin,
        CASE WHEN ${isDepartmentHead(sql, "r")} THEN '1' ELSE '0' END AS principal
      FROM responsables_depto r
      JOIN empleados e ON e.id_empleado = r.id_numero
      JOIN tipos_responsabilidad t ON t.id_tipo_resp = r.id_tipo_resp
      WHERE r.id_depto = ${id_depto} AND ${inForce(sql, "r", day)}
      ORDER BY r.orden`

    const info: InfoDepartamento = {
      id_depto: num(row.id_depto),
      // A parent in a centre the caller does not see is no parent for this caller.
      id_depto_padre: ruta.length > 1 ? numOrNull(row.id_depto_padre) : null,
      n_depto: textOrEmpty(row.n_depto),
      id_empresa: num(row.id_empresa),
      n_empresa: textOrEmpty(row.n_empresa),
      id_centro_trabajo: num(row.id_centro_trabajo),
      n_centro_trabajo: textOrEmpty(row.n_centro_trabajo),
      id_centro_costos: textOrNull(row.id_centro_costos),
      activo: flag(row.activo),
      ruta,
      hijos: num(counts?.hijos),
      empleados: num(counts?.empleados),
      empleados_total: num(counts?.empleados_total),
      responsables: responsables.map(
        (r): ResponsableVigente => ({
          id_numero: num(r.id_numero),
          n_empleado: textOrEmpty(r.n_empleado),
          id_tipo_resp: num(r.id_tipo_resp),
          n_tipo_resp: textOrEmpty(r.n_tipo_resp),
          f_inicio: textOrEmpty(r.f_inicio),
          f_fin: textOrNull(r.f_fin),
          principal: flag(r.principal),
        }),
      ),
    }
    return info
  })
