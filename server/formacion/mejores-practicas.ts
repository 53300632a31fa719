import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bestPractices, bestPracticesEndpoints } from "../../domain/formacion/mejores-practicas"
import { practiceMessages as m } from "../../domain/formacion/mejores-practicas-vocabulary"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { refuse, refuseField } from "../http/failure"
import { enforceScope } from "../http/record-scope"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { practiceSheet } from "./mejores-practicas-document"

// FOR320's RecordTable (descriptor: domain/formacion/mejores-practicas.ts). The responsable
// (`e`) places a practice in the workplace tree. The hooks: each team member is an active
// collaborator of the caller's centres (the responsable's scope is the router's), the course of
// origin and the department are of the caller's centres, and once published only the follow-up
// changes. Its PDF is ./mejores-practicas-document.ts.

type Practice = typeof bestPractices

const checkMembers = (request: RequestOf<Practice>, stored: EntityOf<Practice> | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    const before = new Set((stored?.integrantes ?? []).map((i) => Number(i.id_empleado)))
    const added = [...new Set(request.integrantes.map((i) => Number(i.id_empleado)))].filter((id) => !before.has(id))
    const sql = yield* SqlClient.SqlClient
    if (added.length > 0) {
      const found = yield* sql`SELECT e.id_empleado FROM empleados e WHERE ${sql.in("e.id_empleado", added)} AND e.activo = '1' AND ${scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", ctx.principal)}`
      if (found.length !== added.length) return yield* refuseField("integrantes", m.colaborador)
    }
    if (stored === undefined || stored.id_empleado !== request.id_empleado) {
      const found = yield* sql`SELECT 1 AS x FROM empleados e WHERE e.id_empleado = ${request.id_empleado} AND e.activo = '1'`
      if (found.length === 0) return yield* refuseField("id_empleado", m.colaborador)
    }
  })

const checkPlaces = (request: RequestOf<Practice>, stored: EntityOf<Practice> | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const course = request.id_proyecto_formacion
    if (course !== null && course !== undefined && course !== stored?.id_proyecto_formacion) {
      const found = yield* sql`SELECT 1 AS x FROM proyectos_formacion pf WHERE pf.id_proyecto = ${course} AND ${scopeCondition(sql, "centro_trabajo", "pf.id_centro_trabajo", ctx.principal)}`
      if (found.length === 0) return yield* refuseField("id_proyecto_formacion", m.curso)
    }
    const depto = request.id_depto
    if (depto !== null && depto !== undefined && depto !== stored?.id_depto) {
      const found = yield* sql`SELECT 1 AS x FROM departamentos d WHERE d.id_depto = ${depto}`
      if (found.length === 0) return yield* refuseField("id_depto", m.depto)
      yield* enforceScope({ id_depto: "departamento" }, { id_depto: depto }, ctx.principal)
    }
  })

/** Everything of a practice but its follow-up, as comparable text. */
const withoutFollowUp = (r: Readonly<Record<string, unknown>>): string =>
  JSON.stringify(
    ["titulo", "id_empleado", "id_categoria", "id_depto", "id_proyecto_formacion", "problema", "situacion_actual", "objetivo", "f_inicio"].map((k) => r[k] ?? null),
  ) +
  JSON.stringify(((r.integrantes ?? []) as ReadonlyArray<Readonly<Record<string, unknown>>>).map((i) => Number(i.id_empleado))) +
  JSON.stringify(
    ((r.resultados ?? []) as ReadonlyArray<Readonly<Record<string, unknown>>>).map((x) =>
      ["indicador", "unidad", "valor_antes", "valor_despues", "ahorro_anual", "beneficio_cualitativo"].map((k) => (x[k] === null || x[k] === undefined ? null : String(Number.isNaN(Number(x[k])) ? x[k] : Number(x[k])))),
    ),
  )

export const bestPracticesTable: RecordTable<Practice> = {
  descriptor: bestPractices,
  endpoints: bestPracticesEndpoints,
  entity: "mejor práctica",
  table: "mejores_practicas",
  from: `mejores_practicas t
    JOIN empleados e ON e.id_empleado = t.id_empleado
    JOIN categorias_mp c ON c.id_categoria = t.id_categoria
    LEFT JOIN departamentos d ON d.id_depto = t.id_depto`,
  expressions: {
    n_responsable: fullNameSql("e"),
    n_categoria: "c.n_categoria",
    n_depto: "d.n_depto",
    ahorro_anual: "(SELECT COALESCE(SUM(r.ahorro_anual), 0) FROM mejores_practicas_resultados r WHERE r.id_proyecto = t.id_proyecto)",
  },
  children: {
    integrantes: { table: "mejores_practicas_integrantes", parent: { id_proyecto: "id_proyecto" }, order: "orden" },
    resultados: { table: "mejores_practicas_resultados", parent: { id_proyecto: "id_proyecto" }, order: "orden" },
    seguimiento: { table: "mejores_practicas_seguimiento", parent: { id_proyecto: "id_proyecto" }, order: "orden" },
  },
  references: { id_categoria: { table: "categorias_mp", column: "id_categoria", activeOnly: true } },
  generatedKey: () => nextSerialKey("mejores_practicas"),
  hooks: {
    beforeWrite: (request, _mode, stored, ctx) =>
      Effect.gen(function* () {
        if (stored !== undefined && stored.estado !== "Borrador" && withoutFollowUp(request) !== withoutFollowUp(stored)) {
          return yield* refuse(409, m.soloSeguimiento)
        }
        yield* checkMembers(request, stored, ctx)
        yield* checkPlaces(request, stored, ctx)
      }),
  },
  documents: { ficha: practiceSheet },
}
