import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { guiaII } from "../../domain/rules/nom035-guia-ii"
import { guiaIII } from "../../domain/rules/nom035-guia-iii"
import { type GateName, type Instrument, type LikertOption, domainsOf, levelOf } from "../../domain/rules/nom035-instrument"
import { type QuestionnaireScore, scoreQuestionnaire } from "../../domain/rules/nom035-scoring"

// The stored scores of a closed project's anonymous responses (clima_puntajes): each response
// scored once by the domain's rules from its option words and gates, kept as the final, the
// categories, the domains and the dimensions in the instrument's order. A project's answers no
// longer change once it is closed, so the scores are computed when it closes, and any response
// still without them (a project closed before this table) when its results are first read.

export const instrumentOf = (guia: "II" | "III"): Instrument => (guia === "II" ? guiaII : guiaIII)

/** The scores as stored: comma-separated integers, final first. */
export const encodeScores = (s: QuestionnaireScore): string =>
  [s.final.valor, ...s.categorias.map((c) => c.valor), ...s.dominios.map((d) => d.valor), ...s.dimensiones.map((d) => d.valor)].join(",")

/** The stored text back as the scoring's result (levels from the instrument's cut points). */
export const decodeScores = (instrument: Instrument, text: string): QuestionnaireScore => {
  const v = text.split(",").map(Number)
  const at = (i: number) => v[i] ?? 0
  const domains = domainsOf(instrument)
  const c0 = 1
  const d0 = c0 + instrument.categorias.length
  const m0 = d0 + domains.length
  return {
    final: { valor: at(0), nivel: levelOf(at(0), instrument.final) },
    categorias: instrument.categorias.map((c, i) => ({ nombre: c.nombre, valor: at(c0 + i), nivel: levelOf(at(c0 + i), c.cortes) })),
    dominios: domains.map((d, i) => ({ nombre: d.nombre, categoria: d.categoria, valor: at(d0 + i), nivel: levelOf(at(d0 + i), d.cortes) })),
    dimensiones: instrument.dimensiones.map((d, i) => ({ nombre: d.nombre, valor: at(m0 + i) })),
  }
}

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
        const score = scoreQuestionnaire(instrument, { respuestas: answers.get(r.id_respuesta) ?? {}, compuertas })
        return { id_respuesta: r.id_respuesta, id_proyecto, puntajes: encodeScores(score) }
      })
      yield* sql`INSERT INTO clima_puntajes ${sql.insert(rows)} ON CONFLICT (id_respuesta) DO NOTHING`
    }
  })

/** The guide whose answers a project of these guides scores, if any. */
export const scoredGuide = (guias: string): "II" | "III" | null => (guias.includes("III") ? "III" : guias.includes("II") ? "II" : null)
