import type { QuestionnaireForm } from "../../domain/clima-laboral/cuestionario-api"
import { type Guide, guides } from "../../domain/clima-laboral/cuestionario-rules"
import { questionnaireCallPaths } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { messages } from "../../domain/messages"
import type { Loaded } from "../records/loaded-resource"
import type { SubmitInput, SubmitOutcome } from "./cuestionario"

// The questionnaire page's calls: read what a link opens, store one guide. They go through a
// plain JSON port instead of the contract's client: the page is opened on phones from a mail and
// its JavaScript must stay under 150 KiB, which effect's Schema alone would break. The answer is
// checked by hand for what the page reads. A 409 of the send (the link used, expired, the
// project closed) ends the link: the page says so instead of the form.

/** A POST of JSON to the API: the status (null: no answer at all) and the parsed body. */
export type JsonPort = (path: string, body: unknown) => Promise<{ readonly status: number | null; readonly body: unknown }>

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === "object" && v !== null
const isGuides = (v: unknown): v is ReadonlyArray<Guide> => Array.isArray(v) && v.every((g) => guides.includes(g as Guide))

/** The form in an answer's `result`, when it has the form's shape. */
export const formOf = (body: unknown): QuestionnaireForm | null => {
  const r = isRecord(body) ? body.result : null
  if (!isRecord(r) || typeof r.n_proyecto !== "string" || typeof r.n_centro_trabajo !== "string" || typeof r.f_fin !== "string") return null
  if (!isGuides(r.guias) || !isGuides(r.pendientes)) return null
  return { n_proyecto: r.n_proyecto, n_centro_trabajo: r.n_centro_trabajo, f_fin: r.f_fin, guias: r.guias, pendientes: r.pendientes }
}

const messageOf = (body: unknown, fallback: string): string => {
  if (!isRecord(body)) return fallback
  const problems = Array.isArray(body.problemas) ? body.problemas : []
  const first = problems.find((p): p is { mensaje: string } => isRecord(p) && typeof p.mensaje === "string")
  // A refusal of the request's shape says "la solicitud no es válida"; its first problem says why.
  return first?.mensaje ?? (typeof body.message === "string" ? body.message : fallback)
}

export const questionnaireCalls = (post: JsonPort) => ({
  load: async (token: string): Promise<Loaded<QuestionnaireForm>> => {
    const answer = await post(questionnaireCallPaths.leer, { token })
    if (answer.status === null) throw new Error(messages.errorObtener)
    const form = answer.status === 200 ? formOf(answer.body) : null
    return form === null ? { kind: "failed", message: messageOf(answer.body, messages.errorObtener) } : { kind: "loaded", value: form }
  },
  submit: async (input: SubmitInput): Promise<SubmitOutcome> => {
    const answer = await post(questionnaireCallPaths.responder, input)
    if (answer.status === null) throw new Error(messages.errorGeneral)
    const form = answer.status === 200 ? formOf(answer.body) : null
    if (form !== null) return isRecord(answer.body) && typeof answer.body.message === "string" ? { kind: "done", value: form, message: answer.body.message } : { kind: "done", value: form }
    return { kind: "failed", message: messageOf(answer.body, messages.errorGeneral), tone: "warning", final: answer.status === 409 }
  },
})
