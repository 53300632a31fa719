// The rules of a candidate's way through a vacancy's selection process (SEL250, MODULES-MX §6):
// the total score from the stages' weights, the mandatory stages that a move may not skip, and
// the days a candidate has spent in the current stage. Pure: the server judges a move with them
// and the board shows what they give.
//
// - A stage's score (calificación) is 0 to 100 [D]; the total is Σ calificación × peso / 100 over
//   the scored stages (peso > 0) with a score, rounded to two decimals. A stage not scored yet
//   adds nothing: the total grows as the candidate advances.
// - Only the latest result of each stage counts (a reopened candidate may be judged again).
// - A stage is passed when its latest result is Aprobado. Moving to a stage of the process
//   (not Descartado) needs every mandatory stage ordered before it passed, counting the result
//   given for the stage being left; the first one missing is named: 'No se puede omitir la etapa
//   {etapa}'. The Inicial stage is where a candidate enters, so it never blocks.
// - Descartado is reachable from any stage (with a reason, judged by the server); moving back to an
//   earlier stage is allowed (a second interview).

export const stageTypes = ["Inicial", "Filtro", "Evaluación", "Entrevista", "Referencias", "Examen médico", "Oferta", "Contratado", "Descartado"] as const
export type StageType = (typeof stageTypes)[number]

export const stageResults = ["Aprobado", "Rechazado", "Pendiente"] as const
export type StageResult = (typeof stageResults)[number]

export interface PipelineStage {
  readonly id_etapa: number
  readonly orden: number
  readonly n_etapa: string
  readonly tipo: string
  readonly obligatoria: boolean
  readonly peso: number
}

export interface StageOutcome {
  readonly id_etapa: number
  readonly resultado: string
  readonly calificacion: number | null
}

const hundredths = (n: number): number => Math.round(n * 100) / 100

/** The latest outcome of each stage, the history read oldest first. */
export const latestByStage = (history: ReadonlyArray<StageOutcome>): ReadonlyMap<number, StageOutcome> => {
  const latest = new Map<number, StageOutcome>()
  for (const h of history) latest.set(h.id_etapa, h)
  return latest
}

/** calificacion_total = Σ calificación × peso / 100 over the scored stages with a score (the latest of each). */
export const totalScore = (stages: ReadonlyArray<PipelineStage>, history: ReadonlyArray<StageOutcome>): number => {
  const latest = latestByStage(history)
  // Sum in hundredths of a point times weight, so 85 × 30 + 90 × 70 adds exactly.
  let sum = 0
  for (const s of stages) {
    const score = latest.get(s.id_etapa)?.calificacion
    if (s.peso > 0 && score !== null && score !== undefined) sum += Math.round(score * 100) * s.peso
  }
  return hundredths(sum / 10_000)
}

export const pipelineMessages = {
  omitir: (etapa: string) => `No se puede omitir la etapa ${etapa}`,
} as const

/** The mandatory stage a move to `target` would skip, or undefined; `leaving` is the result given now for the current stage. */
export const skippedStage = (
  stages: ReadonlyArray<PipelineStage>,
  history: ReadonlyArray<StageOutcome>,
  target: PipelineStage,
  leaving: StageOutcome,
): PipelineStage | undefined => {
  if (target.tipo === "Descartado") return undefined
  const latest = new Map(latestByStage(history))
  latest.set(leaving.id_etapa, leaving)
  return [...stages]
    .sort((a, b) => a.orden - b.orden)
    .find((s) => s.orden < target.orden && s.obligatoria && s.tipo !== "Inicial" && s.tipo !== "Descartado" && latest.get(s.id_etapa)?.resultado !== "Aprobado")
}

/** The refusal of a move that skips a mandatory stage, or undefined. */
export const skipProblem = (
  stages: ReadonlyArray<PipelineStage>,
  history: ReadonlyArray<StageOutcome>,
  target: PipelineStage,
  leaving: StageOutcome,
): string | undefined => {
  const skipped = skippedStage(stages, history, target, leaving)
  return skipped === undefined ? undefined : pipelineMessages.omitir(skipped.n_etapa)
}

const dayNumber = (iso: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return m === null ? Number.NaN : Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000
}

/** Whole days from the day a candidate entered the stage to today (0 the same day, never negative). */
export const daysInStage = (entered: string, today: string): number => {
  const days = dayNumber(today) - dayNumber(entered)
  return Number.isFinite(days) ? Math.max(0, Math.round(days)) : 0
}
