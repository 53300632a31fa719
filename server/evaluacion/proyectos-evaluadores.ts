import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { PersonEvaluators, ProposalOutcome, SavePersonEvaluators } from "../../domain/evaluacion/proyectos-api"
import { type EvaluatorRelation, evaluationProjectMessages as m, evaluatorRelations, proposedPeersPerPerson } from "../../domain/evaluacion/proyectos-vocabulary"
import { refuse, refuseField } from "../http/failure"
import { replaceAssignments } from "./asignaciones-respondidas"
import { fullNameSql } from "../records/person-name"
import { bossOccupantsJoin } from "./jefe-participante"
import type { ProjectFacts } from "./proyectos-population"

// The 360 evaluators of a project's participants (MODULES-MX §5). The proposal reads the position
// tree as it stands (empleados.id_posicion, posiciones.id_posicion_jefe): the person; their boss
// (./jefe-participante.ts, the first by number if several); up to five peers, the
// people in positions under the same boss; and the direct reports, people in positions whose
// boss is the person's. It covers every participant without evaluators yet, so every pair it
// makes is new: one INSERT ... SELECT of the four relations together, a pair proposed twice (a
// tree with a cycle) kept once by the first relation in that order. At 100,000 people that is
// about 640,000 rows, and their cost is the rows' own (the keys, the two foreign keys and the
// indexes), so the statement is written once rather than once per relation, without a probe of
// the table per candidate, and the outcome's counts come from one aggregate
// (bench/evaluacion-360.ts).

const counted = (n: unknown) => Number(n ?? 0)

/** Proposes the evaluators of every participant who has none; answers the counts of the outcome. */
export const proposeEvaluators = (p: ProjectFacts) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = p.id_proyecto
    yield* sql`CREATE TEMPORARY TABLE IF NOT EXISTS eva_propuesta (id_empleado INTEGER PRIMARY KEY, id_posicion VARCHAR(10))`
    yield* sql`DELETE FROM eva_propuesta`
    yield* sql`INSERT INTO eva_propuesta (id_empleado, id_posicion)
      SELECT pa.id_empleado, pa.id_posicion FROM eva_participantes pa
      WHERE pa.id_proyecto = ${id}
        AND NOT EXISTS (SELECT 1 FROM eva_asignaciones_evaluador a WHERE a.id_proyecto = ${id} AND a.id_evaluado = pa.id_empleado)`
    // PostgreSQL never gathers a temporary table's statistics by itself: without them it plans
    // the joins below for a handful of rows.
    yield* sql.onDialectOrElse({ pg: () => sql`ANALYZE eva_propuesta`, orElse: () => Effect.void })

    // The peers: the occupants under each proposed person's boss, ranked once per boss; a person's
    // five are the first of their group but themselves (one more when they are among the first).
    yield* sql`WITH grupo AS (
        SELECT pp.id_posicion_jefe AS jefe, q.id_empleado, ROW_NUMBER() OVER (PARTITION BY pp.id_posicion_jefe ORDER BY q.id_empleado) AS r
        FROM posiciones pp JOIN empleados q ON q.id_posicion = pp.id_posicion AND q.activo = '1'
        WHERE pp.id_posicion_jefe IN (SELECT po.id_posicion_jefe FROM eva_propuesta pr JOIN posiciones po ON po.id_posicion = pr.id_posicion))
      INSERT INTO eva_asignaciones_evaluador (id_proyecto, id_evaluado, id_evaluador, relacion)
      SELECT ${id}, c.id_evaluado, c.id_evaluador, c.relacion FROM (
        SELECT k.id_evaluado, k.id_evaluador, k.relacion,
          ROW_NUMBER() OVER (PARTITION BY k.id_evaluado, k.id_evaluador ORDER BY k.prioridad) AS n
        FROM (
          SELECT pr.id_empleado AS id_evaluado, pr.id_empleado AS id_evaluador, 'Auto' AS relacion, 1 AS prioridad FROM eva_propuesta pr
          UNION ALL
          SELECT pr.id_empleado, MIN(b.id_empleado), 'Jefe', 2
          FROM eva_propuesta pr
          ${bossOccupantsJoin(sql, "b", sql.literal("pr.id_posicion"), sql.literal("pr.id_empleado"))}
          GROUP BY pr.id_empleado
          UNION ALL
          SELECT pr.id_empleado, s.id_empleado, 'Subordinado', 3
          FROM eva_propuesta pr
          JOIN posiciones ps ON ps.id_posicion_jefe = pr.id_posicion
          JOIN empleados s ON s.id_posicion = ps.id_posicion AND s.activo = '1' AND s.id_empleado <> pr.id_empleado
          UNION ALL
          SELECT pr.id_empleado, g.id_empleado, 'Par', 4
          FROM eva_propuesta pr
          JOIN posiciones po ON po.id_posicion = pr.id_posicion
          LEFT JOIN grupo yo ON yo.jefe = po.id_posicion_jefe AND yo.id_empleado = pr.id_empleado
          JOIN grupo g ON g.jefe = po.id_posicion_jefe AND g.id_empleado <> pr.id_empleado
            AND g.r <= ${proposedPeersPerPerson} + CASE WHEN yo.r <= ${proposedPeersPerPerson} THEN 1 ELSE 0 END) k) c
      WHERE c.n = 1`

    // The proposed people had no evaluators: what they have now is what was added.
    const [outcome] = yield* sql<Record<string, number | string>>`
      SELECT COUNT(*) AS evaluados,
        SUM(k.propuesto) AS propuestos,
        SUM(CASE WHEN k.propuesto = 1 THEN k.total ELSE 0 END) AS asignaciones,
        SUM(CASE WHEN k.jefes = 0 THEN 1 ELSE 0 END) AS sin_jefe,
        SUM(CASE WHEN k.pares < ${p.min_pares} THEN 1 ELSE 0 END) AS faltan_pares,
        SUM(CASE WHEN k.subordinados > 0 AND k.subordinados < ${p.min_subordinados} THEN 1 ELSE 0 END) AS faltan_subordinados
      FROM (
        SELECT pa.id_empleado,
          MAX(CASE WHEN pr.id_empleado IS NULL THEN 0 ELSE 1 END) AS propuesto,
          COUNT(a.id_evaluador) AS total,
          SUM(CASE WHEN a.relacion = 'Jefe' THEN 1 ELSE 0 END) AS jefes,
          SUM(CASE WHEN a.relacion = 'Par' THEN 1 ELSE 0 END) AS pares,
          SUM(CASE WHEN a.relacion = 'Subordinado' THEN 1 ELSE 0 END) AS subordinados
        FROM eva_participantes pa
        LEFT JOIN eva_propuesta pr ON pr.id_empleado = pa.id_empleado
        LEFT JOIN eva_asignaciones_evaluador a ON a.id_proyecto = pa.id_proyecto AND a.id_evaluado = pa.id_empleado
        WHERE pa.id_proyecto = ${id}
        GROUP BY pa.id_empleado) k`
    yield* sql`DELETE FROM eva_propuesta`
    return {
      evaluados: counted(outcome?.evaluados),
      propuestos: counted(outcome?.propuestos),
      asignaciones: counted(outcome?.asignaciones),
      sin_jefe: counted(outcome?.sin_jefe),
      faltan_pares: counted(outcome?.faltan_pares),
      faltan_subordinados: counted(outcome?.faltan_subordinados),
    } satisfies ProposalOutcome
  })

/** A participant's evaluators with each relation's count against its minimum; 404 when not a participant. */
export const personEvaluators = (p: ProjectFacts, id_evaluado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<{ n_evaluado: string }>`
      SELECT ${sql.literal(fullNameSql("e"))} AS n_evaluado FROM eva_participantes pa JOIN empleados e ON e.id_empleado = pa.id_empleado
      WHERE pa.id_proyecto = ${p.id_proyecto} AND pa.id_empleado = ${id_evaluado}`
    if (person === undefined) return yield* refuseField("id_evaluado", m.noParticipante, 404)
    const rows = yield* sql<{ id_asignacion_evaluador: number | string; id_evaluador: number | string; n_evaluador: string; relacion: string }>`
      SELECT a.id_asignacion_evaluador, a.id_evaluador, ${sql.literal(fullNameSql("e"))} AS n_evaluador, a.relacion
      FROM eva_asignaciones_evaluador a JOIN empleados e ON e.id_empleado = a.id_evaluador
      WHERE a.id_proyecto = ${p.id_proyecto} AND a.id_evaluado = ${id_evaluado}
      ORDER BY CASE a.relacion WHEN 'Auto' THEN 1 WHEN 'Jefe' THEN 2 WHEN 'Par' THEN 3 WHEN 'Subordinado' THEN 4 ELSE 5 END, a.id_evaluador`
    const countOf = (r: EvaluatorRelation) => rows.filter((x) => x.relacion === r).length
    const minimum = (r: EvaluatorRelation) => (r === "Par" ? p.min_pares : r === "Subordinado" ? p.min_subordinados : r === "Cliente" ? 0 : 1)
    return {
      id_evaluado,
      n_evaluado: person.n_evaluado,
      evaluadores: rows.map((r) => ({ id_asignacion_evaluador: Number(r.id_asignacion_evaluador), id_evaluador: Number(r.id_evaluador), n_evaluador: r.n_evaluador, relacion: r.relacion })),
      por_relacion: evaluatorRelations.map((relacion) => {
        const asignados = countOf(relacion)
        const minimo = minimum(relacion)
        return { relacion, asignados, minimo, faltan: Math.max(0, minimo - asignados) }
      }),
    } satisfies PersonEvaluators
  })

/**
 * Replaces a participant's evaluators after checking every one; a refusal leaves them as they were.
 * The caller has read them first (`personEvaluators`, which refuses a non-participant).
 */
export const savePersonEvaluators = (p: ProjectFacts, request: SavePersonEvaluators) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ids = request.evaluadores.map((e) => e.id_evaluador)
    if (new Set(ids).size !== ids.length) return yield* refuseField("evaluadores", m.evaluadorRepetido)
    for (const e of request.evaluadores) {
      if (e.relacion === "Auto" && e.id_evaluador !== request.id_evaluado) return yield* refuseField("evaluadores", m.autoSoloPropio)
      if (e.relacion !== "Auto" && e.id_evaluador === request.id_evaluado) return yield* refuseField("evaluadores", m.autoUnico)
    }
    if (ids.length > 0) {
      const found = yield* sql<{ id_empleado: number | string }>`
        SELECT id_empleado FROM empleados WHERE activo = '1' AND id_empresa = ${p.id_empresa} AND ${sql.in("id_empleado", ids)}`
      if (found.length !== ids.length) return yield* refuseField("evaluadores", m.evaluadorNoExiste)
    }
    yield* replaceAssignments(p.id_proyecto, request.id_evaluado, request.evaluadores)
    return yield* personEvaluators(p, request.id_evaluado)
  })

/** Whether the project's evaluators may be assigned now: a published 360 or integral cycle not closed. */
export const assignable = (p: ProjectFacts) =>
  p.tipo !== "360" && p.tipo !== "Integral"
    ? refuse(409, m.sin360)
    : p.estado === "Borrador" || p.estado === "Cerrado"
      ? refuse(409, m.evaluadoresBorrador)
      : Effect.void
