import { type SurveyKind, surveyMessages as m } from "./encuestas-vocabulary"

// The rules of an instrument's sections and questions that need no database (EVA100): each
// question names a section that exists, each section holds a question, and a 360 or operative
// instrument has something to score. The questions name their section by its number (its row's
// position, 1 first), since child rows of a form are one level deep.

interface SectionRow {
  readonly titulo?: unknown
}
interface QuestionRow {
  readonly seccion?: unknown
  readonly tipo?: unknown
}

/** The first problem of the questions against the sections, or undefined. */
export const questionsProblem = (secciones: ReadonlyArray<SectionRow>, preguntas: ReadonlyArray<QuestionRow>): string | undefined => {
  for (const [i, p] of preguntas.entries()) {
    const s = Number(p.seccion)
    if (!Number.isInteger(s) || s < 1 || s > secciones.length) return m.seccionInexistente(i + 1, s)
  }
  return undefined
}

/** The first section without questions, as its problem, or undefined. */
export const emptySectionProblem = (secciones: ReadonlyArray<SectionRow>, preguntas: ReadonlyArray<QuestionRow>): string | undefined => {
  const used = new Set(preguntas.map((p) => Number(p.seccion)))
  const empty = secciones.findIndex((_, i) => !used.has(i + 1))
  return empty < 0 ? undefined : m.seccionVacia(String(secciones[empty]?.titulo ?? empty + 1))
}

/** A 360 or operative instrument scores its scale questions: it needs one at least. */
export const scaleProblem = (tipo: SurveyKind | string, preguntas: ReadonlyArray<QuestionRow>): string | undefined =>
  (tipo === "360" || tipo === "Operativa") && preguntas.length > 0 && !preguntas.some((p) => p.tipo === "Escala") ? m.sinEscala : undefined

/** The next version of an instrument's clave: one past the highest stored, 1 for a new clave. */
export const nextVersion = (stored: ReadonlyArray<number>): number => (stored.length === 0 ? 1 : Math.max(...stored) + 1)
