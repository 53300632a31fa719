import { SqlClient } from "@effect/sql"
import { refreshParticipantScores } from "../evaluacion/calificaciones-participantes"
import { Effect } from "effect"
import { answeringPhases } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { operativeScore } from "../../domain/rules/evaluacion-operativa"
import { mexicoIsoDay } from "../../domain/dates"

// The demo's answers (MODULES-MX §5): in every project "En evaluación" in an answering phase,
// about three in five of the pending 360 assignments answered (every required question; scale
// values from 2 to 5 and the open questions now and then, derived from the ids so each run gives
// the same demo) and about half of the pending operative evaluations rated, their levels written
// to COM300 with origen OPERATIVA as /responder-evaluacion does. What is already answered is
// left alone. Answers on the evaluator's own account (no capture on behalf).

type AnswerRow = {
  readonly id_asignacion_evaluador: number
  readonly orden: number
  readonly valor: number | null
  readonly si_no: string | null
  readonly texto: string | null
}


/** A number in [0, 1) from two ids, stable across runs. */
const mix = (a: number, b: number) => {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453
  return x - Math.floor(x)
}

export const seedDemoEvaluationAnswers = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stamp = new Date(nowMs).toISOString()
    const today = mexicoIsoDay(nowMs)
    const projects = yield* sql<{ id_proyecto: number | string; n_proyecto: string; id_encuesta_360: number | string | null; escala: number | string }>`
      SELECT id_proyecto, n_proyecto, id_encuesta_360, escala FROM eva_proyectos
      WHERE estado = 'En evaluación' AND ${sql.in("fase_actual", [...answeringPhases])} ORDER BY id_proyecto`
    let answered = 0
    let rated = 0
    for (const p of projects) {
      const id_proyecto = Number(p.id_proyecto)
      const escala = Number(p.escala)
      if (p.id_encuesta_360 !== null) {
        const questions = yield* sql<{ orden: number | string; tipo: string; obligatoria: string }>`
          SELECT orden, tipo, obligatoria FROM eva_encuestas_preguntas WHERE id_encuesta = ${Number(p.id_encuesta_360)} ORDER BY orden`
        const pending = yield* sql<{ id_asignacion_evaluador: number | string }>`
          SELECT a.id_asignacion_evaluador FROM eva_asignaciones_evaluador a
          WHERE a.id_proyecto = ${id_proyecto}
            AND NOT EXISTS (SELECT 1 FROM eva_respuestas r WHERE r.id_asignacion_evaluador = a.id_asignacion_evaluador)
          ORDER BY a.id_asignacion_evaluador`
        for (const a of pending) {
          const id = Number(a.id_asignacion_evaluador)
          if (mix(id, 1) >= 0.6) continue
          const rows = questions.flatMap((q): ReadonlyArray<AnswerRow> => {
            const orden = Number(q.orden)
            const r = mix(id, orden + 2)
            if (q.tipo === "Escala") return [{ id_asignacion_evaluador: id, orden, valor: Math.min(escala, 2 + Math.floor(r * 4)), si_no: null, texto: null }]
            if (q.tipo === "Sí-No") return [{ id_asignacion_evaluador: id, orden, valor: null, si_no: r < 0.8 ? "Sí" : "No", texto: null }]
            if (q.obligatoria === "1" || r < 0.3)
              return [{ id_asignacion_evaluador: id, orden, valor: null, si_no: null, texto: r < 0.15 ? "Comparte lo que sabe con el equipo." : "Puede delegar más." }]
            return []
          })
          const values = rows.flatMap((r) => (r.valor === null ? [] : [r.valor]))
          const media = values.length === 0 ? null : Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10_000) / 10_000
          yield* sql`INSERT INTO eva_respuestas ${sql.insert({ id_asignacion_evaluador: id, estado: "Respondida", f_respuesta: stamp, media, id_usuario_captura: null, f_captura: null })}`
          if (rows.length > 0) yield* sql`INSERT INTO eva_respuestas_preguntas ${sql.insert(rows)}`
          answered += 1
        }
      }

      const operatives = yield* sql<{ id_evaluacion_operativa: number | string; id_evaluado: number | string; id_evaluador: number | string | null }>`
        SELECT id_evaluacion_operativa, id_evaluado, id_evaluador FROM eva_evaluaciones_operativas
        WHERE id_proyecto = ${id_proyecto} AND estado = 'Pendiente' AND id_evaluador IS NOT NULL ORDER BY id_evaluacion_operativa`
      const levels = (yield* sql<{ id_nivel: number | string; valor: number | string }>`SELECT id_nivel, valor FROM niveles_competencia ORDER BY valor`).map((l) => ({
        id: Number(l.id_nivel),
        valor: Number(l.valor),
      }))
      for (const o of operatives) {
        const id = Number(o.id_evaluacion_operativa)
        if (mix(id, 7) >= 0.5 || levels.length === 0) continue
        const items = yield* sql<{ id_competencia: number | string; esperado: number | string; peso: number | string }>`
          SELECT x.id_competencia, n.valor AS esperado, x.peso FROM eva_evaluaciones_operativas_niveles x
          JOIN niveles_competencia n ON n.id_nivel = x.id_nivel_esperado WHERE x.id_evaluacion_operativa = ${id} ORDER BY x.orden`
        const chosen = items.map((c) => {
          const esperado = Number(c.esperado)
          // Around the expected level: one below, on it or one above.
          const wanted = esperado + Math.floor(mix(id, Number(c.id_competencia)) * 3) - 1
          const level = levels.reduce((best, l) => (Math.abs(l.valor - wanted) < Math.abs(best.valor - wanted) ? l : best), levels[0] ?? { id: 0, valor: 0 })
          return { id_competencia: Number(c.id_competencia), level, esperado, peso: Number(c.peso) }
        })
        for (const c of chosen) {
          const [inserted] = yield* sql<{ id_evaluacion: number | string }>`INSERT INTO evaluaciones_competencia ${sql.insert({
            id_empleado: Number(o.id_evaluado),
            id_competencia: c.id_competencia,
            id_nivel_evaluado: c.level.id,
            f_evaluacion: today,
            id_evaluador: Number(o.id_evaluador),
            evidencia: "Evaluación operativa (demostración)",
            origen: "OPERATIVA",
            id_usuario_alta: "admin@demo.mx",
            f_alta: stamp,
          })} RETURNING id_evaluacion`
          yield* sql`UPDATE eva_evaluaciones_operativas_niveles SET id_nivel_evaluado = ${c.level.id}, id_evaluacion = ${Number(inserted?.id_evaluacion)}
            WHERE id_evaluacion_operativa = ${id} AND id_competencia = ${c.id_competencia}`
        }
        const calificacion = operativeScore(chosen.map((c) => ({ evaluado: c.level.valor, esperado: c.esperado, peso: c.peso })))
        yield* sql`UPDATE eva_evaluaciones_operativas SET estado = 'Respondida', calificacion = ${calificacion}, f_respuesta = ${stamp} WHERE id_evaluacion_operativa = ${id}`
        rated += 1
      }
    }
    // The concentrado's stored scores, as the answers' own path keeps them; the bonus's 15 days.
    for (const p of yield* sql<{ id: number | string }>`SELECT id_proyecto AS id FROM eva_proyectos WHERE estado <> 'Borrador'`) yield* refreshParticipantScores(Number(p.id))
    yield* sql`UPDATE parametros_sistema SET eva_dias_sueldo = 15 WHERE id = 1 AND eva_dias_sueldo IS NULL`
    return { respuestas_360: answered, operativas: rated }
  })
