import { surveys, surveysEndpoints } from "../../domain/evaluacion/encuestas"
import { messages } from "../../domain/messages"
import { type FormValues, valuesOf } from "../../domain/records/descriptor"
import type { ApiPort } from "../records/api-port"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of Encuestas (EVA100) beside its resource: "Duplicar" reads an instrument and makes
// the add form's values of its next version (the same clave, kind, scale, sections and questions;
// the server numbers the version when it is saved, and the copy starts active); "Vista previa"
// reads the instrument to show it as its evaluators will read it.

type Row = Readonly<Record<string, unknown>>

/** The add form's values of a stored instrument's next version. */
export const duplicateValues = (stored: Row): FormValues => valuesOf(surveys, stored)

export interface PreviewQuestion {
  readonly numero: number
  readonly texto: string
  readonly tipo: string
  readonly obligatoria: boolean
}

export interface SurveyPreview {
  readonly titulo: string
  readonly instrucciones: string | null
  readonly escala: ReadonlyArray<string>
  readonly secciones: ReadonlyArray<{ readonly numero: number; readonly titulo: string; readonly preguntas: ReadonlyArray<PreviewQuestion> }>
}

const text = (v: unknown): string => (typeof v === "string" ? v : v === null || v === undefined ? "" : String(v))
const list = (v: unknown): ReadonlyArray<Row> => (Array.isArray(v) ? (v as ReadonlyArray<Row>) : [])

/** The instrument as its evaluators read it: each section with its questions, numbered across the instrument. */
export const previewOf = (stored: Row): SurveyPreview => {
  const questions = list(stored.preguntas).map((q, i) => ({ seccion: Number(q.seccion), numero: i + 1, texto: text(q.texto), tipo: text(q.tipo), obligatoria: q.obligatoria === "1" }))
  return {
    titulo: `${text(stored.n_encuesta)} (versión ${text(stored.version)})`,
    instrucciones: text(stored.instrucciones) === "" ? null : text(stored.instrucciones),
    escala: [1, 2, 3, 4, 5].map((n) => `${n} ${text(stored[`escala_${n}`])}`),
    secciones: list(stored.secciones).map((s, i) => ({
      numero: i + 1,
      titulo: text(s.titulo),
      preguntas: questions.filter((q) => q.seccion === i + 1).map(({ seccion: _s, ...q }) => q),
    })),
  }
}

export const surveyCalls = (api: ApiPort) => ({
  /** The instrument a duplicate starts from. */
  duplicate: async (id: number): Promise<Loaded<FormValues>> => {
    const result = await api.call(surveysEndpoints.read, { id: String(id) })
    return result.ok ? { kind: "loaded", value: duplicateValues(result.value.result) } : { kind: "failed", message: result.status === null ? messages.errorObtener : result.message }
  },
  preview: async (id: number): Promise<Loaded<SurveyPreview>> => {
    const loaded = loadedResult(await api.call(surveysEndpoints.read, { id: String(id) }))
    return loaded.kind === "loaded" ? { kind: "loaded", value: previewOf(loaded.value) } : loaded
  },
})
