import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { defaultMinimums360, defaultWeights360 } from "../../domain/rules/evaluacion-360"
import { defaultFulfilmentCap } from "../../domain/rules/evaluacion-objetivos"
import { stateOfPhase } from "../../domain/evaluacion/proyectos-vocabulary"
import { isoDaysFrom } from "../dates"
import { createOperativeEvaluations } from "../evaluacion/operativa-asignaciones"
import { projectFacts, storeParticipants } from "../evaluacion/proyectos-population"

// The scale seed's evaluation cycles (EVA150): one Integral cycle per company over all its people,
// published as the Publicar transition does it (the participants stored by the server's own
// INSERT ... SELECT, the Evaluación phase of today entered), so every person with 90 days of
// seniority at the start is in a cycle. No 360 evaluators: proposing them for 100,000 people is
// what bench/evaluacion-360.ts measures (`--companies 1` puts them all in one cycle).

export const scaleEvaluationProjectName = "Evaluación integral de escala"

export const seedScaleEvaluacion = (nowMs: number, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = isoDaysFrom(new Date(nowMs))
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
        peso_objetivos: 60,
        peso_360: 40,
        peso_operativa: 0,
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
    }
    yield* sql`ANALYZE eva_participantes`
    return { proyectosEvaluacion: companies.length, participantesEvaluacion: participants }
  })
