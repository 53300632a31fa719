import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { defaultMinimums360, defaultWeights360 } from "../../domain/rules/evaluacion-360"
import { defaultFulfilmentCap } from "../../domain/rules/evaluacion-objetivos"
import { stateOfPhase } from "../../domain/evaluacion/proyectos-vocabulary"
import { isoDaysFrom, mexicoToday } from "../dates"
import { createOperativeEvaluations } from "../evaluacion/operativa-asignaciones"
import { projectFacts, storeParticipants } from "../evaluacion/proyectos-population"
import { refreshParticipantScores } from "../evaluacion/calificaciones-participantes"

// The scale seed's evaluation cycles (EVA150): one Integral cycle per company over all its people,
// published as the Publicar transition does it (the participants stored by the server's own
// INSERT ... SELECT, the Evaluación phase of today entered), so every person with 90 days of
// seniority at the start is in a cycle. No 360 evaluators: proposing them for 100,000 people is
// what bench/evaluacion-360.ts measures (`--companies 1` puts them all in one cycle).
// With `answered` (seed:scale --evaluaciones, the concentrado's bench) the cycle weighs 50/30/20
// and a share of its people have figures, written by SQL as the answers would leave them: 70 % an
// objectives score (50 to 120), 60 % a self and a boss 360 assignment answered (item means 1.0 to
// 4.9), 30 % an answered operative evaluation (40 to 99.9), a third of those with a final a
// potential; then every participant's stored scores are figured by the server's own rule.

export const scaleEvaluationProjectName = "Evaluación integral de escala"

/** The figures of a share of the cycle's people, as answering would leave them (see above). */
const answerCycle = (id_proyecto: number, stamp: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO eva_hojas_objetivos (id_proyecto, id_empleado, estado_objetivos, estado_evaluacion, calificacion, f_modificacion)
      SELECT id_proyecto, id_empleado, 'Aprobado', 'Evaluado', 50 + ((id_empleado * 37) % 701) / 10.0, ${stamp}
      FROM eva_participantes WHERE id_proyecto = ${id_proyecto} AND id_empleado % 10 < 7`
    yield* sql`INSERT INTO eva_asignaciones_evaluador (id_proyecto, id_evaluado, id_evaluador, relacion)
      SELECT id_proyecto, id_empleado, id_empleado, 'Auto' FROM eva_participantes WHERE id_proyecto = ${id_proyecto} AND id_empleado % 10 < 6`
    yield* sql`INSERT INTO eva_asignaciones_evaluador (id_proyecto, id_evaluado, id_evaluador, relacion)
      SELECT pa.id_proyecto, pa.id_empleado, MIN(b.id_empleado), 'Jefe' FROM eva_participantes pa
        JOIN posiciones po ON po.id_posicion = pa.id_posicion
        JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1' AND b.id_empleado <> pa.id_empleado
      WHERE pa.id_proyecto = ${id_proyecto} AND pa.id_empleado % 10 < 6 GROUP BY pa.id_proyecto, pa.id_empleado`
    yield* sql`INSERT INTO eva_respuestas (id_asignacion_evaluador, estado, f_respuesta, media)
      SELECT id_asignacion_evaluador, 'Respondida', ${stamp}, 1 + ((id_asignacion_evaluador * 7) % 40) / 10.0
      FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id_proyecto}`
    yield* sql`INSERT INTO eva_evaluaciones_operativas (id_proyecto, id_evaluado, id_evaluador, estado, calificacion, f_respuesta)
      SELECT id_proyecto, id_empleado, NULL, 'Respondida', 40 + ((id_empleado * 13) % 600) / 10.0, ${stamp}
      FROM eva_participantes WHERE id_proyecto = ${id_proyecto} AND id_empleado % 10 < 3
        AND NOT EXISTS (SELECT 1 FROM eva_evaluaciones_operativas x WHERE x.id_proyecto = ${id_proyecto} AND x.id_evaluado = eva_participantes.id_empleado)`
    yield* refreshParticipantScores(id_proyecto)
    yield* sql`UPDATE eva_participantes SET potencial = CASE id_empleado % 9 WHEN 0 THEN 'Bajo' WHEN 3 THEN 'Medio' ELSE 'Alto' END, f_potencial = ${stamp}
      WHERE id_proyecto = ${id_proyecto} AND calificacion_final IS NOT NULL AND id_empleado % 3 = 0`
  })

export const seedScaleEvaluacion = (nowMs: number, user: string, answered = false) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = isoDaysFrom(mexicoToday(nowMs))
    const stamp = new Date(nowMs).toISOString()
    const companies = (yield* sql<{ id: number | string }>`SELECT id_empresa AS id FROM empresas ORDER BY id_empresa`).map((c) => Number(c.id))
    let participants = 0
    for (const id_empresa of companies) {
      const [row] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO eva_proyectos ${sql.insert({
        n_proyecto: scaleEvaluationProjectName,
        tipo: "Integral",
        id_empresa,
        f_inicio: day(-30),
        f_fin: day(40),
        peso_objetivos: answered ? 50 : 60,
        peso_360: answered ? 30 : 40,
        peso_operativa: answered ? 20 : 0,
        peso_auto: defaultWeights360.auto,
        peso_jefe: defaultWeights360.jefe,
        peso_pares: defaultWeights360.pares,
        peso_subordinados: defaultWeights360.subordinados,
        peso_clientes: defaultWeights360.clientes,
        min_pares: defaultMinimums360.pares,
        min_subordinados: defaultMinimums360.subordinados,
        escala: 5,
        tope_cumplimiento: defaultFulfilmentCap,
        estado: "Borrador",
        id_usuario_alta: user,
        f_alta: stamp,
        f_modificacion: stamp,
      })} RETURNING id_proyecto`
      const id_proyecto = Number(row?.id_proyecto)
      yield* sql`INSERT INTO eva_proyecto_fases ${sql.insert([
        { id_proyecto, orden: 1, fase: "Captura de objetivos", f_inicio: day(-30), f_fin: day(-1) },
        { id_proyecto, orden: 2, fase: "Evaluación", f_inicio: day(0), f_fin: day(40) },
      ])}`
      const facts = yield* projectFacts(id_proyecto)
      if (facts === undefined) continue
      participants += yield* storeParticipants(facts)
      yield* createOperativeEvaluations(id_proyecto)
      yield* sql`UPDATE eva_proyectos SET fase_actual = 'Evaluación', f_cambio_fase = ${day(0)}, estado = ${stateOfPhase("Evaluación")} WHERE id_proyecto = ${id_proyecto}`
      if (answered) yield* answerCycle(id_proyecto, stamp)
    }
    yield* sql`ANALYZE eva_participantes`
    return { proyectosEvaluacion: companies.length, participantesEvaluacion: participants }
  })
