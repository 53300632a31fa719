import { shiftDay } from "../rules/working-days"

// The pure rules of a course's opinion survey (FOR310, MODULES-MX §3): its answer window, its
// satisfaction figure, and what a set of answers must hold against its instrument.

/** Days the survey stays open after the course's last day [D]. */
export const windowDays = 10

/** The answer window of a course that ends on `f_fin`: from that day to ten days after, both included. */
export const windowOf = (f_fin: string): { readonly f_apertura: string; readonly f_cierre: string } => ({ f_apertura: f_fin, f_cierre: shiftDay(f_fin, windowDays) })

export type WindowState = "antes" | "abierta" | "cerrada"

/** Where `today` falls against the window (ISO dates compare as text). */
export const windowState = (today: string, w: { readonly f_apertura: string; readonly f_cierre: string }): WindowState =>
  today < w.f_apertura ? "antes" : today > w.f_cierre ? "cerrada" : "abierta"

/** The lowest favourable answer on the 1–5 scale: 4 and 5 are favourable. */
export const favourableFrom = 4

export const isFavourable = (valor: number): boolean => valor >= favourableFrom

/**
 * satisfacción % = answers of 4 or 5 over the scale answers, rounded half-up to two decimals
 * (34 of 40 → 85.00); null without answers, so an empty survey shows no figure rather than 0 %.
 */
export const satisfaction = (favourable: number, answers: number): number | null =>
  answers <= 0 ? null : Math.round((favourable * 10_000) / answers) / 100

/** The same figure from the values themselves. */
export const satisfactionOf = (values: ReadonlyArray<number>): number | null => satisfaction(values.filter(isFavourable).length, values.length)

/** The mean of `count` values adding to `sum`, to two decimals; null when there are none. */
export const mean = (sum: number, count: number): number | null => (count <= 0 ? null : Math.round((sum * 100) / count) / 100)

/** The same figure from the values themselves. */
export const meanOf = (values: ReadonlyArray<number>): number | null => mean(values.reduce((a, b) => a + b, 0), values.length)

export interface SurveyQuestion {
  readonly id_pregunta: number
  readonly seccion: string
  readonly tipo: "escala" | "comentario"
}

export interface GivenAnswer {
  readonly id_pregunta: number
  readonly valor: number | null
  readonly comentario: string | null
}

export const answerMessages = {
  preguntaDesconocida: "La respuesta nombra una pregunta que no es de la encuesta",
  repetida: "Una pregunta tiene más de una respuesta",
  faltaValor: (n: number) => (n === 1 ? "Falta calificar 1 pregunta de la escala del 1 al 5" : `Faltan calificar ${n} preguntas de la escala del 1 al 5`),
  valorEnComentario: "Una pregunta de comentario no lleva calificación",
} as const

/**
 * The first problem of a set of answers against its instrument: every scale question rated 1–5,
 * comments only where the instrument asks for them, no question twice nor foreign. Undefined: fine.
 */
export const answerProblem = (questions: ReadonlyArray<SurveyQuestion>, given: ReadonlyArray<GivenAnswer>): string | undefined => {
  const byId = new Map(questions.map((q) => [q.id_pregunta, q]))
  const seen = new Set<number>()
  for (const a of given) {
    const q = byId.get(a.id_pregunta)
    if (q === undefined) return answerMessages.preguntaDesconocida
    if (seen.has(a.id_pregunta)) return answerMessages.repetida
    seen.add(a.id_pregunta)
    if (q.tipo === "comentario" && a.valor !== null) return answerMessages.valorEnComentario
  }
  const rated = new Set(given.filter((a) => a.valor !== null).map((a) => a.id_pregunta))
  const missing = questions.filter((q) => q.tipo === "escala" && !rated.has(q.id_pregunta)).length
  return missing > 0 ? answerMessages.faltaValor(missing) : undefined
}
