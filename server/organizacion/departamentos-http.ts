import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type {
  DepartamentoOpcion,
  DepartamentoResumen,
  ResponsableDepto,
  organizationDepartmentsEndpoints,
} from "../../domain/organizacion/departamentos-api"
import type { Principal } from "../auth/principal"
import { notFound } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { scopeCondition } from "../records/queries"
import { inForce, isDepartmentHead, todayInMexico } from "./in-force"
import { dateTextSql } from "../records/date-text"
import { flag, numOrNull, textOrNull } from "../records/stored-values"

// The department lookups: fixed queries, every one limited to the departments of the work
// centres granted to the caller's role by the condition the Departamentos list uses. The router
// has already refused (403) a company, centre or department outside them; what is left here is
// "which of the caller's departments".

type Sql = SqlClient.SqlClient
type Stored = Readonly<Record<string, unknown>>

/** The caller's departments, plus the request's company and centre when it names them. */
const placed = (sql: Sql, principal: Principal, where: { readonly id_empresa?: number | undefined; readonly id_centro_trabajo?: number | undefined }) =>
  sql.and([
    scopeCondition(sql, "centro_trabajo", "d.id_centro_trabajo", principal),
    ...(where.id_empresa === undefined ? [] : [sql`d.id_empresa = ${where.id_empresa}`]),
    ...(where.id_centro_trabajo === undefined ? [] : [sql`d.id_centro_trabajo = ${where.id_centro_trabajo}`]),
  ])

const summaries = (condition: Fragment) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Stored>`
      SELECT d.id_depto, d.n_depto, d.id_empresa, em.n_empresa, d.id_centro_trabajo, ct.n_centro_trabajo,
        d.id_depto_padre, dp.n_depto AS n_depto_padre, d.id_centro_costos, d.activo,
        d.empleados_activos AS empleados
      FROM departamentos d
      JOIN empresas em ON em.id_empresa = d.id_empresa
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo
      LEFT JOIN departamentos dp ON dp.id_depto = d.id_depto_padre
      WHERE ${condition}
      ORDER BY d.n_depto, ct.n_centro_trabajo, d.id_depto`
    return rows.map(
      (r): DepartamentoResumen => ({
        id_depto: Number(r.id_depto),
        n_depto: String(r.n_depto),
        id_empresa: Number(r.id_empresa),
        n_empresa: String(r.n_empresa),
        id_centro_trabajo: Number(r.id_centro_trabajo),
        n_centro_trabajo: String(r.n_centro_trabajo),
        id_depto_padre: numOrNull(r.id_depto_padre),
        n_depto_padre: textOrNull(r.n_depto_padre),
        id_centro_costos: textOrNull(r.id_centro_costos),
        activo: flag(r.activo),
        empleados: Number(r.empleados),
      }),
    )
  })

const options = (condition: Fragment) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Stored>`
      SELECT d.id_depto, d.n_depto, d.id_empresa, d.id_centro_trabajo, ct.n_centro_trabajo, d.id_depto_padre, d.activo
      FROM departamentos d
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo
      WHERE ${condition}
      ORDER BY d.n_depto, ct.n_centro_trabajo, d.id_depto`
    return rows.map(
      (r): DepartamentoOpcion => ({
        id_depto: Number(r.id_depto),
        n_depto: String(r.n_depto),
        id_empresa: Number(r.id_empresa),
        id_centro_trabajo: Number(r.id_centro_trabajo),
        n_centro_trabajo: String(r.n_centro_trabajo),
        id_depto_padre: numOrNull(r.id_depto_padre),
        activo: flag(r.activo),
      }),
    )
  })

/** Responsable rows of the caller's departments with names, in force today or not. */
const responsables = (principal: Principal, idDepto: number | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const only = idDepto === undefined ? sql.literal("1=1") : sql`r.id_depto = ${idDepto}`
    const day = yield* todayInMexico
    const rows = yield* sql<Stored>`
      SELECT r.id_depto, d.n_depto, r.id_centro_trabajo, r.orden, r.id_numero,
        e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS n_empleado,
        r.id_tipo_resp, tr.n_tipo_resp,
        ${dateTextSql(sql, "r.f_inicio")} AS f_inicio, ${dateTextSql(sql, "r.f_fin")} AS f_fin,
        CASE WHEN ${inForce(sql, "r", day)} THEN '1' ELSE '0' END AS vigente,
        CASE WHEN ${isDepartmentHead(sql, "r")} THEN '1' ELSE '0' END AS responsable_depto
      FROM responsables_depto r
      JOIN departamentos d ON d.id_depto = r.id_depto
      JOIN empleados e ON e.id_empleado = r.id_numero
      JOIN tipos_responsabilidad tr ON tr.id_tipo_resp = r.id_tipo_resp
      WHERE ${scopeCondition(sql, "centro_trabajo", "r.id_centro_trabajo", principal)} AND ${only}
      ORDER BY d.n_depto, r.id_depto, r.orden`
    return rows.map(
      (r): ResponsableDepto => ({
        id_depto: Number(r.id_depto),
        n_depto: String(r.n_depto),
        id_centro_trabajo: Number(r.id_centro_trabajo),
        orden: Number(r.orden),
        id_numero: Number(r.id_numero),
        n_empleado: String(r.n_empleado),
        id_tipo_resp: Number(r.id_tipo_resp),
        n_tipo_resp: String(r.n_tipo_resp),
        f_inicio: String(r.f_inicio),
        f_fin: textOrNull(r.f_fin),
        vigente: flag(r.vigente),
        responsable_depto: flag(r.responsable_depto),
      }),
    )
  })

/** Whether the department is of that centre (and company, when named). */
const departmentIn = (idDepto: number, idCentro: number, idEmpresa?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const company = idEmpresa === undefined ? sql.literal("1=1") : sql`id_empresa = ${idEmpresa}`
    const rows = yield* sql`SELECT 1 AS x FROM departamentos WHERE id_depto = ${idDepto} AND id_centro_trabajo = ${idCentro} AND ${company}`
    return rows.length > 0
  })

export const organizationDepartmentsHandlers: HandlersOf<typeof organizationDepartmentsEndpoints> = {
  getDepartamento: ({ id_empresa, id_centro_trabajo, id_depto }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      if (!(yield* departmentIn(id_depto, id_centro_trabajo, id_empresa))) return yield* notFound()
      const sql = yield* SqlClient.SqlClient
      const [row] = yield* summaries(sql.and([placed(sql, principal, { id_empresa, id_centro_trabajo }), sql`d.id_depto = ${id_depto}`]))
      if (row === undefined) return yield* notFound()
      return ok({ ...row, responsables: yield* responsables(principal, id_depto) })
    }),

  getDepartamentos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      return ok(yield* summaries(placed(sql, principal, request)))
    }),

  getDepartamentosParaSelect: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      return ok(yield* options(sql.and([placed(sql, principal, request), sql`d.activo = '1'`])))
    }),

  getDepartamentosParaSelectSinCdt: ({ id_empresa }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      return ok(yield* options(sql.and([placed(sql, principal, { id_empresa }), sql`d.activo = '1'`])))
    }),

  getDepartamentosParaSelectSinEmp: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const withoutEmployees = sql`NOT EXISTS (SELECT 1 FROM empleados e
        WHERE e.id_centro_trabajo = d.id_centro_trabajo AND e.activo = '1' AND e.id_depto = d.id_depto)`
      return ok(yield* options(sql.and([placed(sql, principal, request), withoutEmployees])))
    }),

  getResponsables: ({ id_depto }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* responsables(principal, id_depto))
    }),

  getRespDepto: ({ id_centro_trabajo, id_depto }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      if (!(yield* departmentIn(id_depto, id_centro_trabajo))) return yield* notFound()
      return ok(yield* responsables(principal, id_depto))
    }),
}
