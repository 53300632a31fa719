import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { EvaluationToAnswer, GivenAnswer, Instrument, Level, OperativeCompetency, Section } from "../../domain/evaluacion/mis-evaluaciones-api"
import { fullNameSql } from "../records/person-name"
import type { OpenedEvaluation } from "./mis-evaluaciones"
import { toMyEvaluation } from "./mis-evaluaciones"

// What the answering form shows (MODULES-MX §5): a 360 assignment's instrument (its sections and
// questions in order, the scale's labels up to the project's scale) with the answers given; an
// operative evaluation's competencies (expected level and weight as copied on publishing) with
// the COM050 levels to choose from.

/** The instrument of a project's 360, its scale cut or extended to the project's. */
export const instrumentOf = (id_encuesta: number, escala: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [head] = yield* sql<Record<string, string | null>>`SELECT n_encuesta, instrucciones, escala_1, escala_2, escala_3, escala_4, escala_5 FROM eva_encuestas WHERE id_encuesta = ${id_encuesta}`
    if (head === undefined) return null
    const sections = yield* sql<{ orden: number | string; titulo: string }>`SELECT orden, titulo FROM eva_encuestas_secciones WHERE id_encuesta = ${id_encuesta} ORDER BY orden`
    const questions = yield* sql<{ orden: number | string; seccion: number | string; texto: string; tipo: string; obligatoria: string }>`
      SELECT orden, seccion, texto, tipo, obligatoria FROM eva_encuestas_preguntas WHERE id_encuesta = ${id_encuesta} ORDER BY orden`
    const secciones: Array<Section> = sections.map((s) => ({
      orden: Number(s.orden),
      titulo: s.titulo,
      preguntas: questions
        .filter((q) => Number(q.seccion) === Number(s.orden))
        .map((q) => ({ orden: Number(q.orden), texto: q.texto, tipo: q.tipo, obligatoria: q.obligatoria === "1" })),
    }))
    return {
      n_encuesta: String(head.n_encuesta ?? ""),
      instrucciones: head.instrucciones ?? null,
      escala: Array.from({ length: escala }, (_, i) => ({ valor: i + 1, etiqueta: head[`escala_${i + 1}`] ?? String(i + 1) })),
      secciones,
    } satisfies Instrument
  })

/** The answers of an assignment, by question. */
export const answersOf = (id_asignacion_evaluador: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ orden: number | string; valor: number | string | null; si_no: string | null; texto: string | null }>`
      SELECT orden, valor, si_no, texto FROM eva_respuestas_preguntas WHERE id_asignacion_evaluador = ${id_asignacion_evaluador} ORDER BY orden`
    return rows.map((r): GivenAnswer => ({ orden: Number(r.orden), valor: r.valor === null ? null : Number(r.valor), si_no: r.si_no, texto: r.texto }))
  })

/** An operative evaluation's competencies in their order. */
export const operativeCompetencies = (id_evaluacion_operativa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT x.id_competencia, c.n_competencia, c.descripcion, ne.n_nivel AS n_nivel_esperado, ne.valor AS esperado, x.peso, x.id_nivel_evaluado, nv.valor AS evaluado
      FROM eva_evaluaciones_operativas_niveles x
      JOIN competencias c ON c.id_competencia = x.id_competencia
      JOIN niveles_competencia ne ON ne.id_nivel = x.id_nivel_esperado
      LEFT JOIN niveles_competencia nv ON nv.id_nivel = x.id_nivel_evaluado
      WHERE x.id_evaluacion_operativa = ${id_evaluacion_operativa} ORDER BY x.orden`
    return rows.map((r) => ({
      competencia: {
        id_competencia: Number(r.id_competencia),
        n_competencia: String(r.n_competencia ?? ""),
        descripcion: r.descripcion === null || r.descripcion === undefined ? null : String(r.descripcion),
        n_nivel_esperado: String(r.n_nivel_esperado ?? ""),
        peso: Number(r.peso),
        id_nivel_evaluado: r.id_nivel_evaluado === null || r.id_nivel_evaluado === undefined ? null : Number(r.id_nivel_evaluado),
      } satisfies OperativeCompetency,
      esperado: Number(r.esperado),
    }))
  })

/** The COM050 scale in its order. */
export const levels = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ id_nivel: number | string; n_nivel: string; valor: number | string; descripcion: string | null }>`
    SELECT id_nivel, n_nivel, valor, descripcion FROM niveles_competencia ORDER BY valor, id_nivel`
  return rows.map((r): Level => ({ id_nivel: Number(r.id_nivel), n_nivel: r.n_nivel, valor: Number(r.valor), descripcion: r.descripcion }))
})

export const evaluationForm = (opened: OpenedEvaluation, today: string) =>
  Effect.gen(function* () {
    const { row } = opened
    const evaluacion = toMyEvaluation(row, today)
    const sql = yield* SqlClient.SqlClient
    const [evaluator] =
      row.id_evaluador === null
        ? []
        : yield* sql<{ n: string }>`SELECT ${sql.literal(fullNameSql("e"))} AS n FROM empleados e WHERE e.id_empleado = ${Number(row.id_evaluador)}`
    const n_evaluador = evaluator?.n ?? null
    if (evaluacion.tipo === "360") {
      const id = Number(row.id_asignacion_evaluador)
      return {
        evaluacion,
        encuesta: yield* instrumentOf(Number(row.id_encuesta_360), Number(row.escala)),
        respuestas: yield* answersOf(id),
        competencias: [],
        niveles: [],
        en_nombre: opened.onBehalf,
        n_evaluador,
      } satisfies EvaluationToAnswer
    }
    const competencies = yield* operativeCompetencies(Number(row.id_evaluacion_operativa))
    return {
      evaluacion,
      encuesta: null,
      respuestas: [],
      competencias: competencies.map((c) => c.competencia),
      niveles: yield* levels,
      en_nombre: opened.onBehalf,
      n_evaluador,
    } satisfies EvaluationToAnswer
  })
