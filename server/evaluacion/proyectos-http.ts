import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type EvaluationProjectSummary, type evaluationProjectCallEndpoints, type ProjectParticipant, participantsPerPage } from "../../domain/evaluacion/proyectos-api"
import { evaluationProjectMessages as m } from "../../domain/evaluacion/proyectos-vocabulary"
import { auditNote } from "../audit/trail"
import type { Principal } from "../auth/principal"
import { refuseField } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { readRecord } from "../records/read-record"
import { evaluationProjectsTable } from "./proyectos"
import { assignable, personEvaluators, proposeEvaluators, savePersonEvaluators } from "./proyectos-evaluadores"
import { type ProjectFacts, inPopulation } from "./proyectos-population"

// EVA150's calls (domain/evaluacion/proyectos-api.ts). Each reads the project as its record
// resource does (404 absent, 403 outside the caller's companies) before anything else; a refusal
// changes nothing (the request's transaction rolls back).

const projectOf = (id_proyecto: number, principal: Principal) =>
  Effect.gen(function* () {
    const r = yield* readRecord(evaluationProjectsTable, String(id_proyecto), principal)
    return {
      id_proyecto,
      id_empresa: r.id_empresa,
      tipo: r.tipo,
      estado: String(r.estado),
      f_inicio: r.f_inicio,
      f_fin: r.f_fin,
      fase_actual: r.fase_actual,
      min_pares: r.min_pares,
      min_subordinados: r.min_subordinados,
    } satisfies ProjectFacts
  })

const participantRow = (r: Readonly<Record<string, unknown>>): ProjectParticipant => ({
  id_empleado: Number(r.id_empleado),
  n_empleado: String(r.n_empleado ?? ""),
  n_depto: String(r.n_depto ?? ""),
  n_puesto: String(r.n_puesto ?? ""),
  estado: String(r.estado ?? ""),
})

/** A list expression of EVA150's record table: the call's list counts as the page's does. */
const listExpression = (name: "participantes" | "avance"): string => evaluationProjectsTable.expressions?.[name] ?? "0"

export const evaluationProjectHandlers: HandlersOf<typeof evaluationProjectCallEndpoints> = {
  getProyectosEva: ({ id_empresa, tipo, estado }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<Readonly<Record<string, unknown>>>`
        SELECT t.id_proyecto, t.n_proyecto, t.tipo, t.id_empresa, em.n_empresa,
          ${dateTextSql(sql, "t.f_inicio")} AS f_inicio, ${dateTextSql(sql, "t.f_fin")} AS f_fin, t.fase_actual,
          ${sql.literal(listExpression("participantes"))} AS participantes, ${sql.literal(listExpression("avance"))} AS avance, t.estado
        FROM eva_proyectos t JOIN empresas em ON em.id_empresa = t.id_empresa
        WHERE ${sql.and([
          scopeCondition(sql, "empresa", "t.id_empresa", principal),
          ...(id_empresa === undefined ? [] : [sql`t.id_empresa = ${id_empresa}`]),
          ...(tipo === undefined ? [] : [sql`t.tipo = ${tipo}`]),
          ...(estado === undefined ? [] : [sql`t.estado = ${estado}`]),
        ])}
        ORDER BY t.f_inicio DESC, t.id_proyecto DESC`
      return ok(
        rows.map((r): EvaluationProjectSummary => ({
          id_proyecto: Number(r.id_proyecto),
          n_proyecto: String(r.n_proyecto),
          tipo: String(r.tipo),
          id_empresa: Number(r.id_empresa),
          n_empresa: String(r.n_empresa),
          f_inicio: String(r.f_inicio),
          f_fin: String(r.f_fin),
          fase_actual: r.fase_actual === null || r.fase_actual === undefined ? null : String(r.fase_actual),
          participantes: Number(r.participantes),
          avance: Number(r.avance),
          estado: String(r.estado),
        })),
      )
    }),
  getColaboradoresProyecto: ({ id_proyecto, tipo_proyecto, pagina }, context) =>
    Effect.gen(function* () {
      // The other project types answer here as their modules add their participants.
      if (tipo_proyecto !== "EVA") return yield* refuseField("tipo_proyecto", m.tipoProyecto)
      const principal = yield* principalOf(context)
      const facts = yield* projectOf(id_proyecto, principal)
      const sql = yield* SqlClient.SqlClient
      const offset = (pagina - 1) * participantsPerPage
      const name = sql.literal(fullNameSql("e"))
      const rows =
        facts.estado === "Borrador"
          ? yield* sql<Record<string, unknown>>`
              SELECT e.id_empleado, ${name} AS n_empleado, d.n_depto, pu.n_puesto, 'Pendiente' AS estado
              FROM empleados e JOIN departamentos d ON d.id_depto = e.id_depto JOIN puestos pu ON pu.id_puesto = e.id_puesto
              WHERE ${inPopulation(sql, facts)} AND ${scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal)}
              ORDER BY n_empleado, e.id_empleado LIMIT ${participantsPerPage} OFFSET ${offset}`
          : yield* sql<Record<string, unknown>>`
              SELECT e.id_empleado, ${name} AS n_empleado, d.n_depto, pu.n_puesto,
                CASE WHEN pa.evaluado = '1' THEN 'Evaluado' ELSE 'Pendiente' END AS estado
              FROM eva_participantes pa JOIN empleados e ON e.id_empleado = pa.id_empleado
                JOIN departamentos d ON d.id_depto = pa.id_depto JOIN puestos pu ON pu.id_puesto = pa.id_puesto
              WHERE pa.id_proyecto = ${id_proyecto} AND ${scopeCondition(sql, "centro_trabajo", "pa.id_centro_trabajo", principal)}
              ORDER BY n_empleado, e.id_empleado LIMIT ${participantsPerPage} OFFSET ${offset}`
      return ok(rows.map(participantRow))
    }),

  proponerEvaluadores360: ({ id_proyecto }, context) =>
    Effect.gen(function* () {
      const facts = yield* projectOf(id_proyecto, yield* principalOf(context))
      yield* assignable(facts)
      const outcome = yield* proposeEvaluators(facts)
      yield* auditNote(context, { entidad: "evaluadores 360", clave: String(id_proyecto), antes: {}, despues: outcome })
      return ok(outcome, m.evaluadoresPropuestos(outcome.propuestos))
    }),

  getEvaluadores360: ({ id_proyecto, id_evaluado }, context) =>
    Effect.gen(function* () {
      const facts = yield* projectOf(id_proyecto, yield* principalOf(context))
      return ok(yield* personEvaluators(facts, id_evaluado))
    }),

  guardarEvaluadores360: (request, context) =>
    Effect.gen(function* () {
      const facts = yield* projectOf(request.id_proyecto, yield* principalOf(context))
      yield* assignable(facts)
      const before = yield* personEvaluators(facts, request.id_evaluado)
      const after = yield* savePersonEvaluators(facts, request)
      yield* auditNote(context, {
        entidad: "evaluadores 360",
        clave: `${request.id_proyecto}/${request.id_evaluado}`,
        antes: { evaluadores: before.evaluadores.map((e) => `${e.relacion}:${e.id_evaluador}`) },
        despues: { evaluadores: after.evaluadores.map((e) => `${e.relacion}:${e.id_evaluador}`) },
      })
      return ok(after, m.evaluadoresGuardados)
    }),
}
