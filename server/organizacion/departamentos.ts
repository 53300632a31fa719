import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Principal } from "../auth/principal"
import {
  type ResponsableRow,
  departmentMessages,
  departments,
  departmentsEndpoints,
  overlappingRows,
} from "../../domain/organizacion/departamentos"
import { parentProblem } from "../../domain/organizacion/departamentos-rules"
import { forbidden, refuse } from "../http/failure"
import { scopeCondition } from "../records/queries"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import type { RecordTable } from "../records/table"
import { ancestorChain, lockCompanyTree, subtreeHeight } from "./department-ancestry"
import { checkPlacedCentre } from "./workplace-checks"
import { isVisible } from "../records/visible"
import { fullNameSql } from "../records/person-name"

// Departamentos: stored as described, the responsables in responsables_depto with the work
// centre copied onto each row. What is its own, checked in the write's transaction:
// - the centre is of the chosen company, and neither changes once the department exists (its
//   employees and positions stay in that centre);
// - the parent is a department of the same company, in the same centre or in another centre the
//   caller's role is granted (403 otherwise), never the department itself nor one under it, and
//   the tree stays within ten levels: the ancestors are read with a recursive query while the
//   company's tree is held (department-ancestry.ts);
// - each responsable is an employee of the company in a centre the caller's role is granted
//   (403 otherwise), of an existing responsibility type, and at most one row of the type the
//   parameter clave_responsable names is in force on any day;
// - a department with children or employees is not deleted.

/** The type of responsibility that means "responsable de departamento"; undefined when the parameter is empty. */
export const responsibleType = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ clave_responsable: string | null }>`SELECT clave_responsable FROM parametros_sistema WHERE id = 1`
  const text = (row?.clave_responsable ?? "").trim()
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined
})

type Department = typeof departments
type Asked = RequestOf<Department>

const checkCentre = (request: Asked, stored: EntityOf<Department> | undefined) => checkPlacedCentre(request, stored, departmentMessages)

const checkParent = (id: number, request: Asked, parent: number, mode: "add" | "edit", principal: Principal) =>
  Effect.gen(function* () {
    if (parent === id) return yield* refuse(400, departmentMessages.propioPadre)
    const sql = yield* SqlClient.SqlClient
    const company = request.id_empresa
    const [row] = yield* sql<{ id_empresa: number; ve: unknown }>`
      SELECT d.id_empresa, CASE WHEN ${scopeCondition(sql, "centro_trabajo", "d.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS ve
      FROM departamentos d WHERE d.id_depto = ${parent}`
    if (row === undefined) return yield* refuse(400, departmentMessages.padreNoExiste)
    // Another centre's department may be the parent only when that centre is the caller's too.
    if (!isVisible(row.ve)) return yield* forbidden()
    if (row.id_empresa !== company) return yield* refuse(400, departmentMessages.padreOtraEmpresa)
    yield* lockCompanyTree(company)
    const chain = yield* ancestorChain(parent)
    // A new department has nothing under it yet.
    const height = mode === "add" ? 1 : yield* subtreeHeight(id)
    const problem = parentProblem({ id, parent, parentAncestors: chain.slice(1), subtreeHeight: Math.max(height, 1) })
    if (problem !== undefined) return yield* refuse(400, problem)
  })

// A child row's values are not typed by the descriptor: the request's schema decoded these.
const responsablesOf = (request: Asked): ReadonlyArray<ResponsableRow> => request.responsables as unknown as ReadonlyArray<ResponsableRow>

const checkResponsables = (request: Asked, principal: Principal) =>
  Effect.gen(function* () {
    const items = responsablesOf(request)
    if (items.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const company = request.id_empresa
    for (const [i, item] of items.entries()) {
      const [employee] = yield* sql<{ id_empresa: number; ve: unknown }>`
        SELECT e.id_empresa, CASE WHEN ${scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS ve
        FROM empleados e WHERE e.id_empleado = ${item.id_numero}`
      if (employee === undefined) return yield* refuse(400, departmentMessages.empleadoNoExiste(i + 1))
      if (!isVisible(employee.ve)) return yield* forbidden()
      if (employee.id_empresa !== company) return yield* refuse(400, departmentMessages.empleadoOtraEmpresa(i + 1))
      const types = yield* sql`SELECT 1 AS x FROM tipos_responsabilidad WHERE id_tipo_resp = ${item.id_tipo_resp}`
      if (types.length === 0) return yield* refuse(400, departmentMessages.tipoNoExiste(i + 1))
    }
    const type = yield* responsibleType
    if (type === undefined) return
    const pair = overlappingRows(items, type)
    // The message the issue names; the detail names the rows, and the form shows it on them.
    if (pair !== undefined) return yield* refuse(409, departmentMessages.responsableVigente, [departmentMessages.renglonesVigentes(...pair)])
  })

/**
 * The vigente responsable of the clave_responsable type. A list expression is fixed SQL text and
 * takes no parameter, so it reads the database's date rather than todayInMexico (./in-force.ts);
 * they differ only in the hours between midnight UTC and midnight in Mexico City.
 */
const responsableName = `(SELECT ${fullNameSql("e")}
    FROM responsables_depto r
    JOIN empleados e ON e.id_empleado = r.id_numero
    JOIN parametros_sistema ps ON ps.id = 1 AND TRIM(ps.clave_responsable) = CAST(r.id_tipo_resp AS VARCHAR(20))
    WHERE r.id_depto = t.id_depto AND r.f_inicio <= CURRENT_DATE AND (r.f_fin IS NULL OR r.f_fin >= CURRENT_DATE)
    ORDER BY r.f_inicio DESC LIMIT 1)`

export const departmentsTable: RecordTable<Department> = {
  descriptor: departments,
  endpoints: departmentsEndpoints,
  entity: "departamento",
  table: "departamentos",
  from: `departamentos t
    JOIN empresas em ON em.id_empresa = t.id_empresa
    JOIN centros_trabajo ct ON ct.id_centro_trabajo = t.id_centro_trabajo
    LEFT JOIN departamentos dp ON dp.id_depto = t.id_depto_padre`,
  expressions: {
    n_empresa: "em.n_empresa",
    n_centro_trabajo: "ct.n_centro_trabajo",
    n_depto_padre: "dp.n_depto",
    n_responsable: responsableName,
    // Active headcount. An employee's department is one of their centre's, so the count reads
    // the (centre, activo, department) index instead of every employee.
    // Kept by triggers on empleados (migration 0068).
    empleados: "t.empleados_activos",
  },
  children: {
    responsables: { table: "responsables_depto", parent: { id_depto: "id_depto", id_centro_trabajo: "id_centro_trabajo" }, order: "orden" },
  },
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        yield* checkCentre(request, stored)
        const parent = request.id_depto_padre
        // An edit that keeps the parent leaves the tree as it was: nothing to walk.
        const moved = mode === "add" || parent !== (stored?.id_depto_padre ?? null)
        if (parent !== null && moved) yield* checkParent(request.id_depto, request, parent, mode, ctx.principal)
        yield* checkResponsables(request, ctx.principal)
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = stored.id_depto
        // Ended positions too: last year's org chart still draws them in this department.
        const [uses] = yield* sql<{ n: number | string }>`
          SELECT (SELECT COUNT(*) FROM departamentos WHERE id_depto_padre = ${id})
            + (SELECT COUNT(*) FROM empleados WHERE id_depto = ${id})
            + (SELECT COUNT(*) FROM posiciones WHERE id_depto = ${id})
            + (SELECT COUNT(*) FROM puestos WHERE id_depto = ${id}) AS n`
        if (Number(uses?.n ?? 0) > 0) return yield* refuse(409, departmentMessages.dependencias)
      }),
  },
}
