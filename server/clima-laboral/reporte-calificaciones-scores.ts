import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { instrumentOf } from "../../domain/clima-laboral/cuestionario-instruments"
import { scoreVector } from "../../domain/clima-laboral/reporte-calificaciones-rules"
import type { GateName, Instrument, LikertOption } from "../../domain/rules/nom035-instrument"
import { type Questionnaire, type QuestionnaireScore, scoreQuestionnaire } from "../../domain/rules/nom035-scoring"

// The stored scores of a project's anonymous responses (clima_puntajes): each response scored
// once by the domain's rules from its option words and gates, kept as the final, the categories,
// the domains and the dimensions in the instrument's order. The questionnaire stores them with
// the answer; closing a project, and then the first read of its results, score any response still
// without them (answers stored before the questionnaire scored them, or inserted in bulk).

/** The scores as stored: the score vector (final, categories, domains, dimensions), comma-separated. */
export const encodeScores = (s: QuestionnaireScore): string => scoreVector(s).join(",")

/** An answer's clima_puntajes row. */
export const scoresRow = (id_respuesta: string, id_proyecto: number, instrument: Instrument, q: Questionnaire) => ({
  id_respuesta,
  id_proyecto,
  puntajes: encodeScores(scoreQuestionnaire(instrument, q)),
})

/** The stored text back as the score vector. */
export const decodeScores = (text: string): ReadonlyArray<number> => text.split(",").map(Number)

interface ResponseRow {
  readonly id_respuesta: string
  readonly atiende_clientes: string
  readonly es_jefe: string
}

interface ItemRow {
  readonly id_respuesta: string
  readonly numero: number | string
  readonly opcion: string
}

const batch = 500

/** Scores every response of the project's guide that has none yet. */
export const scoreProject = (id_proyecto: number, guia: "II" | "III") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const instrument = instrumentOf(guia)
    const missing = yield* sql<ResponseRow>`
      SELECT r.id_respuesta, r.atiende_clientes, r.es_jefe FROM clima_respuestas r
      WHERE r.id_proyecto = ${id_proyecto} AND r.guia = ${guia}
        AND NOT EXISTS (SELECT 1 FROM clima_puntajes p WHERE p.id_respuesta = r.id_respuesta)`
    for (let start = 0; start < missing.length; start += batch) {
      const responses = missing.slice(start, start + batch)
      const items = yield* sql<ItemRow>`
        SELECT id_respuesta, numero, opcion FROM clima_respuestas_reactivos WHERE ${sql.in(
          "id_respuesta",
          responses.map((r) => r.id_respuesta),
        )}`
      const answers = new Map<string, Record<number, LikertOption>>()
      for (const item of items) {
        const held = answers.get(item.id_respuesta) ?? {}
        held[Number(item.numero)] = item.opcion as LikertOption
        answers.set(item.id_respuesta, held)
      }
      const rows = responses.map((r) => {
        const compuertas: Record<GateName, "1" | "0"> = { atiende_clientes: r.atiende_clientes === "1" ? "1" : "0", es_jefe: r.es_jefe === "1" ? "1" : "0" }
        return scoresRow(r.id_respuesta, id_proyecto, instrument, { respuestas: answers.get(r.id_respuesta) ?? {}, compuertas })
      })
      yield* sql`INSERT INTO clima_puntajes ${sql.insert(rows)} ON CONFLICT (id_respuesta) DO NOTHING`
    }
  })

/** The guide whose answers a project of these guides scores, if any. */
export const scoredGuide = (guias: string): "II" | "III" | null => (guias.includes("III") ? "III" : guias.includes("II") ? "II" : null)
