import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { PersonEvaluators, ProposalOutcome, SavePersonEvaluators } from "../../domain/evaluacion/proyectos-api"
import { type EvaluatorRelation, evaluationProjectMessages as m, evaluatorRelations, proposedPeersPerPerson } from "../../domain/evaluacion/proyectos-vocabulary"
import { refuse, refuseField } from "../http/failure"
import { replaceAssignments } from "./asignaciones-respondidas"
import { fullNameSql } from "../records/person-name"
import type { ProjectFacts } from "./proyectos-population"

// The 360 evaluators of a project's participants (MODULES-MX §5). The proposal reads the position
// tree as it stands (empleados.id_posicion, posiciones.id_posicion_jefe): the person; the active
// occupant of the boss's position (the first by number if several); up to five peers, the
// people in positions under the same boss; and the direct reports, people in positions whose
// boss is the person's. Each relation is one INSERT ... SELECT over every participant without
// evaluators yet, so a project of 100,000 people is a handful of statements; a pair already
// assigned (a person both peer and something else) is skipped, never doubled.

const counted = (n: unknown) => Number(n ?? 0)

/** Proposes the evaluators of every participant who has none; answers the counts of the outcome. */
export const proposeEvaluators = (p: ProjectFacts) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = p.id_proyecto
    const [before] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id}`
    yield* sql`CREATE TEMPORARY TABLE IF NOT EXISTS eva_propuesta (id_empleado INTEGER PRIMARY KEY, id_posicion VARCHAR(10))`
    yield* sql`DELETE FROM eva_propuesta`
    yield* sql`INSERT INTO eva_propuesta (id_empleado, id_posicion)
      SELECT pa.id_empleado, pa.id_posicion FROM eva_participantes pa
      WHERE pa.id_proyecto = ${id}
        AND NOT EXISTS (SELECT 1 FROM eva_asignaciones_evaluador a WHERE a.id_proyecto = ${id} AND a.id_evaluado = pa.id_empleado)`
    const [proposed] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_propuesta`
    const fresh = sql`NOT EXISTS (SELECT 1 FROM eva_asignaciones_evaluador x WHERE x.id_proyecto = ${id} AND x.id_evaluado = c.id_evaluado AND x.id_evaluador = c.id_evaluador)`

    yield* sql`INSERT INTO eva_asignaciones_evaluador (id_proyecto, id_evaluado, id_evaluador, relacion)
      SELECT ${id}, pr.id_empleado, pr.id_empleado, 'Auto' FROM eva_propuesta pr`
    yield* sql`INSERT INTO eva_asignaciones_evaluador (id_proyecto, id_evaluado, id_evaluador, relacion)
      SELECT ${id}, c.id_evaluado, c.id_evaluador, 'Jefe' FROM (
        SELECT pr.id_empleado AS id_evaluado, MIN(b.id_empleado) AS id_evaluador
        FROM eva_propuesta pr
        JOIN posiciones po ON po.id_posicion = pr.id_posicion
        JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1' AND b.id_empleado <> pr.id_empleado
        GROUP BY pr.id_empleado) c
      WHERE ${fresh}`
    yield* sql`INSERT INTO eva_asignaciones_evaluador (id_proyecto, id_evaluado, id_evaluador, relacion)
      SELECT ${id}, c.id_evaluado, c.id_evaluador, 'Subordinado' FROM (
        SELECT pr.id_empleado AS id_evaluado, s.id_empleado AS id_evaluador
        FROM eva_propuesta pr
        JOIN posiciones ps ON ps.id_posicion_jefe = pr.id_posicion
        JOIN empleados s ON s.id_posicion = ps.id_posicion AND s.activo = '1' AND s.id_empleado <> pr.id_empleado) c
      WHERE ${fresh}`
    yield* sql`INSERT INTO eva_asignaciones_evaluador (id_proyecto, id_evaluado, id_evaluador, relacion)
      SELECT ${id}, c.id_evaluado, c.id_evaluador, 'Par' FROM (
        SELECT pr.id_empleado AS id_evaluado, q.id_empleado AS id_evaluador,
          ROW_NUMBER() OVER (PARTITION BY pr.id_empleado ORDER BY q.id_empleado) AS n
        FROM eva_propuesta pr
        JOIN posiciones po ON po.id_posicion = pr.id_posicion AND po.id_posicion_jefe IS NOT NULL
        JOIN posiciones pp ON pp.id_posicion_jefe = po.id_posicion_jefe
        JOIN empleados q ON q.id_posicion = pp.id_posicion AND q.activo = '1' AND q.id_empleado <> pr.id_empleado) c
      WHERE c.n <= ${proposedPeersPerPerson} AND ${fresh}`

    const [outcome] = yield* sql<Record<string, number | string>>`
      SELECT COUNT(*) AS evaluados,
        SUM(CASE WHEN k.jefes = 0 THEN 1 ELSE 0 END) AS sin_jefe,
        SUM(CASE WHEN k.pares < ${p.min_pares} THEN 1 ELSE 0 END) AS faltan_pares,
        SUM(CASE WHEN k.subordinados > 0 AND k.subordinados < ${p.min_subordinados} THEN 1 ELSE 0 END) AS faltan_subordinados
      FROM (
        SELECT pa.id_empleado,
          SUM(CASE WHEN a.relacion = 'Jefe' THEN 1 ELSE 0 END) AS jefes,
          SUM(CASE WHEN a.relacion = 'Par' THEN 1 ELSE 0 END) AS pares,
          SUM(CASE WHEN a.relacion = 'Subordinado' THEN 1 ELSE 0 END) AS subordinados
        FROM eva_participantes pa
        LEFT JOIN eva_asignaciones_evaluador a ON a.id_proyecto = pa.id_proyecto AND a.id_evaluado = pa.id_empleado
        WHERE pa.id_proyecto = ${id}
        GROUP BY pa.id_empleado) k`
    const [after] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id}`
    yield* sql`DELETE FROM eva_propuesta`
    return {
      evaluados: counted(outcome?.evaluados),
      propuestos: counted(proposed?.n),
      asignaciones: counted(after?.n) - counted(before?.n),
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
