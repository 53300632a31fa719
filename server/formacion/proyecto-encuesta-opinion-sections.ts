import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { favourableFrom, isFavourable } from "../../domain/formacion/proyecto-encuesta-opinion-rules"

// A survey's running figures per section of its instrument (encuestas_opinion_secciones): scale
// values answered, their sum, the favourable ones and the comments written. The public answer
// moves them in the transaction that stores it; the seeds count them from the answers they wrote.
// Reporte de encuestas (FOR650) reads these instead of every stored value.

export interface SectionTotals {
  readonly seccion: string
  readonly valores: number
  readonly suma: number
  readonly favorables: number
  readonly comentarios: number
}

/** A comment counts when it holds more than spaces, as the report's TRIM(comentario) <> '' lists them. */
export const isComment = (comentario: string | null): boolean => comentario !== null && /[^ ]/.test(comentario)

/** One questionnaire's figures per section, from its answers and the sections of their questions. */
export const sectionTotalsOf = (
  questions: ReadonlyArray<{ readonly id_pregunta: number; readonly seccion: string }>,
  given: ReadonlyArray<{ readonly id_pregunta: number; readonly valor: number | null; readonly comentario: string | null }>,
): ReadonlyArray<SectionTotals> => {
  const sectionOf = new Map(questions.map((q) => [q.id_pregunta, q.seccion]))
  const totals = new Map<string, { valores: number; suma: number; favorables: number; comentarios: number }>()
  for (const a of given) {
    const seccion = sectionOf.get(a.id_pregunta)
    if (seccion === undefined) continue
    const t = totals.get(seccion) ?? { valores: 0, suma: 0, favorables: 0, comentarios: 0 }
    if (a.valor !== null) {
      t.valores += 1
      t.suma += a.valor
      if (isFavourable(a.valor)) t.favorables += 1
    }
    if (isComment(a.comentario)) t.comentarios += 1
    totals.set(seccion, t)
  }
  return [...totals.entries()].map(([seccion, t]) => ({ seccion, ...t }))
}

/** Adds one questionnaire's figures to its survey's; inside the answer's transaction. */
export const addToSections = (id_proyecto: number, totals: ReadonlyArray<SectionTotals>) =>
  Effect.gen(function* () {
    if (totals.length === 0) return
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO encuestas_opinion_secciones ${sql.insert(totals.map((t) => ({ id_proyecto, ...t })))}
      ON CONFLICT (id_proyecto, seccion) DO UPDATE SET
        valores = encuestas_opinion_secciones.valores + excluded.valores,
        suma = encuestas_opinion_secciones.suma + excluded.suma,
        favorables = encuestas_opinion_secciones.favorables + excluded.favorables,
        comentarios = encuestas_opinion_secciones.comentarios + excluded.comentarios`
  })

/** Counts the figures of the surveys `from`–`to` again from their stored answers (the seeds): one statement after their rows go. */
export const recountSections = (from: number, to: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM encuestas_opinion_secciones WHERE id_proyecto BETWEEN ${from} AND ${to}`
    yield* sql`INSERT INTO encuestas_opinion_secciones (id_proyecto, seccion, valores, suma, favorables, comentarios)
      SELECT r.id_proyecto, q.seccion, COUNT(v.valor), COALESCE(SUM(v.valor), 0),
        SUM(CASE WHEN v.valor >= ${favourableFrom} THEN 1 ELSE 0 END),
        SUM(CASE WHEN v.comentario IS NOT NULL AND TRIM(v.comentario) <> '' THEN 1 ELSE 0 END)
      FROM encuestas_opinion_respuestas r
      JOIN encuestas_opinion t ON t.id_proyecto = r.id_proyecto
      JOIN encuestas_opinion_valores v ON v.id_respuesta = r.id_respuesta
      JOIN instrumentos_opinion_preguntas q ON q.id_instrumento = t.id_instrumento AND q.id_pregunta = v.id_pregunta
      WHERE r.id_proyecto BETWEEN ${from} AND ${to}
      GROUP BY r.id_proyecto, q.seccion`
  })
