import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bossIdSql } from "./jefe-participante"

// The operative evaluations of a published project (MODULES-MX §5, DOMAIN-MX 5.6): one per
// participant of an Operativa or Integral cycle whose puesto is operative (tipo_puesto 'O') and
// has operative competencies, evaluated by the participant's boss then (./jefe-participante.ts:
// the first by number if several; none: HR captures it). The puesto's competencies are copied with
// their expected level and weight, so a later change of the puesto leaves the cycle as published.
// Two set-based statements, whatever the population.

export const createOperativeEvaluations = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [project] = yield* sql<{ tipo: string }>`SELECT tipo FROM eva_proyectos WHERE id_proyecto = ${id_proyecto}`
    if (project === undefined || (project.tipo !== "Operativa" && project.tipo !== "Integral")) return 0
    yield* sql`INSERT INTO eva_evaluaciones_operativas (id_proyecto, id_evaluado, id_evaluador, estado)
      SELECT pa.id_proyecto, pa.id_empleado,
        ${bossIdSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"))},
        'Pendiente'
      FROM eva_participantes pa JOIN puestos pu ON pu.id_puesto = pa.id_puesto
      WHERE pa.id_proyecto = ${id_proyecto} AND pu.tipo_puesto = 'O'
        AND EXISTS (SELECT 1 FROM puestos_competencias pc WHERE pc.id_puesto = pa.id_puesto AND pc.tipo = 'P')
        AND NOT EXISTS (SELECT 1 FROM eva_evaluaciones_operativas x WHERE x.id_proyecto = pa.id_proyecto AND x.id_evaluado = pa.id_empleado)`
    yield* sql`INSERT INTO eva_evaluaciones_operativas_niveles (id_evaluacion_operativa, id_competencia, orden, id_nivel_esperado, peso)
      SELECT o.id_evaluacion_operativa, pc.id_competencia, pc.orden, pc.id_nivel_esperado, pc.peso
      FROM eva_evaluaciones_operativas o
      JOIN eva_participantes pa ON pa.id_proyecto = o.id_proyecto AND pa.id_empleado = o.id_evaluado
      JOIN puestos_competencias pc ON pc.id_puesto = pa.id_puesto AND pc.tipo = 'P'
      WHERE o.id_proyecto = ${id_proyecto}
        AND NOT EXISTS (SELECT 1 FROM eva_evaluaciones_operativas_niveles x WHERE x.id_evaluacion_operativa = o.id_evaluacion_operativa)`
    const [row] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_evaluaciones_operativas WHERE id_proyecto = ${id_proyecto}`
    return Number(row?.n ?? 0)
  })
