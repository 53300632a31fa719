import { guiaI, type YesNo, guideIProblems, yesNo } from "../rules/nom035-guia-i"
import { type GateName, type Instrument, type LikertOption, gateNames, likertOptions } from "../rules/nom035-instrument"
import { type Questionnaire, questionnaireProblems } from "../rules/nom035-scoring"
import { type GeneralDatum, generalData, generalDataNames, questionnaireMessages as m } from "./cuestionario-vocabulary"

// What the questionnaire's page and server agree on: the answers as the wire carries them (the
// NOM's option words keyed by item number, the gates by name with '1'/'0') read into what the
// scoring rules take, the problems that keep a guide from being stored, and the steps the page
// shows one at a time (the general data, then each block of items; a gated block asks its gate
// first). Pure: the machine and the server call the same functions. Guías II and III come as
// arguments (domain/clima-laboral/cuestionario-instruments.ts names them): their texts are most
// of what the public page would download, so it loads each only when its guide comes.

export const guides = ["I", "II", "III"] as const
export type Guide = (typeof guides)[number]

/** A guide answered on the Likert scale, whose text is an Instrument. */
export type LikertGuide = Exclude<Guide, "I">

/** The guides a project's set applies, in the order they are answered (Guía I first). */
export const guidesOfSet = (set: string): ReadonlyArray<Guide> => guides.filter((g) => set.split(",").includes(g))

export type WireAnswers = Readonly<Record<string, string>>

const isLikert = (v: string | undefined): v is LikertOption => likertOptions.includes(v as LikertOption)
const isYesNo = (v: string | undefined): v is YesNo => yesNo.includes(v as YesNo)
const isGate = (k: string): k is GateName => gateNames.includes(k as GateName)

/** Guía I's answers read from the wire, or the problems that keep them from being read. */
export const guideIAnswers = (wire: WireAnswers): { readonly answers: Readonly<Record<number, YesNo>>; readonly problems: ReadonlyArray<string> } => {
  const answers: Record<number, YesNo> = {}
  const problems: Array<string> = []
  for (const [key, value] of Object.entries(wire)) {
    if (!/^\d{1,2}$/.test(key)) problems.push(m.opcion(key))
    else if (!isYesNo(value)) problems.push(m.opcion(key))
    else answers[Number(key)] = value
  }
  return { answers, problems: [...problems, ...guideIProblems(answers)] }
}

/** A Guía II or III questionnaire read from the wire, or the problems that keep it from being scored. */
export const likertAnswers = (instrument: Instrument, wire: WireAnswers): { readonly questionnaire: Questionnaire; readonly problems: ReadonlyArray<string> } => {
  const respuestas: Record<number, LikertOption> = {}
  const compuertas: Record<GateName, "1" | "0"> = { atiende_clientes: "0", es_jefe: "0" }
  const problems: Array<string> = []
  for (const [key, value] of Object.entries(wire)) {
    if (isGate(key)) {
      if (value === "1" || value === "0") compuertas[key] = value
      else problems.push(m.compuerta(instrument.compuertas[key].pregunta))
    } else if (!/^\d{1,2}$/.test(key) || !isLikert(value)) problems.push(m.opcion(key))
    else respuestas[Number(key)] = value
  }
  for (const gate of gateNames) if (wire[gate] === undefined) problems.push(m.compuerta(instrument.compuertas[gate].pregunta))
  const questionnaire: Questionnaire = { respuestas, compuertas }
  return { questionnaire, problems: [...problems, ...questionnaireProblems(instrument, questionnaire)] }
}

/** One page of the questionnaire: the general data, a Guía I section, or a block of Guía II/III. */
export type Step =
  | { readonly kind: "datos" }
  | { readonly kind: "seccion"; readonly indice: number }
  | { readonly kind: "bloque"; readonly indice: number; readonly compuerta?: GateName }

/** The gate that asks a block, if any: the gate of its items. */
const gateOfBlock = (instrument: Instrument, indice: number): GateName | undefined => instrument.bloques[indice]?.items[0]?.compuerta

/**
 * Every step of a guide, in order; Guía I shows sections II–IV only after a "Sí" in section I.
 * Guía II or III without its instrument (not loaded yet) has none.
 */
export const stepsOf = (guia: Guide, instrument: Instrument | undefined, wire: WireAnswers): ReadonlyArray<Step> => {
  if (guia === "I") {
    const opened = guiaI[0]?.items.some((i) => wire[String(i.numero)] === "Sí") ?? false
    return guiaI.flatMap((_, indice): ReadonlyArray<Step> => (indice === 0 || opened ? [{ kind: "seccion", indice }] : []))
  }
  if (instrument === undefined) return []
  const blocks = instrument.bloques.map((_, indice): Step => {
    const compuerta = gateOfBlock(instrument, indice)
    return compuerta === undefined ? { kind: "bloque", indice } : { kind: "bloque", indice, compuerta }
  })
  return [{ kind: "datos" }, ...blocks]
}

/** The items a step asks with these answers (a gated block's only when its gate is "Sí"). */
export const itemsOfStep = (guia: Guide, instrument: Instrument | undefined, step: Step, wire: WireAnswers): ReadonlyArray<number> => {
  if (step.kind === "datos") return []
  if (step.kind === "seccion") return guiaI[step.indice]?.items.map((i) => i.numero) ?? []
  if (guia === "I" || instrument === undefined) return []
  if (step.compuerta !== undefined && wire[step.compuerta] !== "1") return []
  return instrument.bloques[step.indice]?.items.map((i) => i.numero) ?? []
}

/** What keeps a step from being left: the first gate or item unanswered. */
export const stepProblem = (
  guia: Guide,
  instrument: Instrument | undefined,
  step: Step,
  wire: WireAnswers,
  datos: Readonly<Partial<Record<GeneralDatum, string>>>,
): string | null => {
  if (step.kind === "datos") {
    const missing = generalDataNames.find((name) => (datos[name] ?? "") === "")
    return missing === undefined ? null : m.dato(generalData[missing].label)
  }
  if (step.kind === "bloque" && step.compuerta !== undefined && guia !== "I" && instrument !== undefined && wire[step.compuerta] === undefined) {
    return m.compuerta(instrument.compuertas[step.compuerta].pregunta)
  }
  const missing = itemsOfStep(guia, instrument, step, wire).find((n) => wire[String(n)] === undefined)
  return missing === undefined ? null : `Falta la respuesta de la pregunta ${missing}`
}

/** Only the answers a guide still asks: a gate turned "No" or section I all "No" drops what it hid. */
export const askedAnswers = (guia: Guide, instrument: Instrument | undefined, wire: WireAnswers): WireAnswers => {
  const steps = stepsOf(guia, instrument, wire)
  const asked = new Set(steps.flatMap((s) => itemsOfStep(guia, instrument, s, wire)).map(String))
  const gates = guia === "I" ? [] : gateNames.filter((g) => wire[g] !== undefined)
  return Object.fromEntries(Object.entries(wire).filter(([k]) => asked.has(k) || (gates as ReadonlyArray<string>).includes(k)))
}
