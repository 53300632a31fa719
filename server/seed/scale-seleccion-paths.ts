import { type PipelineStage, type StageOutcome, totalScore } from "../../domain/rules/seleccion-pipeline"
import { shiftDay } from "../../domain/rules/working-days"

// A candidate's way through a vacancy's process for the scale seed (scale-seleccion.ts), written as
// the board's own acts write it (server/seleccion/asignacion-candidatos-http.ts): the assignment
// adds a Pendiente row on the Inicial stage; each move adds a row for the stage left, with its
// result and score (Rechazado, with the reason, when the move is to Descartado); the pre-alta's
// confirmation adds an Aprobado row on Contratado. Mandatory stages are never skipped; optional ones
// sometimes are. The total score is the rules' (domain/rules/seleccion-pipeline.ts).

export interface HistoryRow {
  readonly id_etapa: number
  readonly resultado: "Pendiente" | "Aprobado" | "Rechazado"
  readonly calificacion: number | null
  readonly id_motivo_rechazo: number | null
  readonly fecha: string
  readonly comentario: string
}

export interface Walk {
  readonly current: PipelineStage
  /** The day the candidate entered the current stage. */
  readonly since: string
  readonly rows: ReadonlyArray<HistoryRow>
  readonly total: number
  /** The day the candidate entered Oferta, when they did. */
  readonly offered: string | null
}

export type Ending = { readonly kind: "stay" } | { readonly kind: "discard"; readonly reason: number; readonly on: string } | { readonly kind: "hire"; readonly on: string }

export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** The stages a candidate walks through in order (no Contratado nor Descartado). */
export const flowOf = (stages: ReadonlyArray<PipelineStage>): ReadonlyArray<PipelineStage> => stages.filter((s) => s.tipo !== "Contratado" && s.tipo !== "Descartado")

/**
 * The walk of a candidate who applied on `applied` and reached `flow[reach]` by `by` (the moves
 * spread evenly between the two days), then stayed, was discarded or was hired.
 */
export const walk = (stages: ReadonlyArray<PipelineStage>, reach: number, applied: string, by: string, ending: Ending, random: () => number): Walk => {
  const flow = flowOf(stages)
  const target = Math.min(reach, flow.length - 1)
  // Optional stages before the target are skipped one time in three.
  const path = flow.slice(0, target + 1).filter((s, i) => i === 0 || i === target || s.obligatoria || random() >= 1 / 3)
  const span = Math.max(0, daysBetween(applied, by))
  const gap = path.length <= 1 ? 0 : Math.floor(span / (path.length - 1))
  const rows: Array<HistoryRow> = [{ id_etapa: path[0]!.id_etapa, resultado: "Pendiente", calificacion: null, id_motivo_rechazo: null, fecha: applied, comentario: "Candidato asignado a la vacante" }]
  const outcomes: Array<StageOutcome> = []
  let since = applied
  let offered: string | null = path[0]!.tipo === "Oferta" ? applied : null
  for (let i = 1; i < path.length; i++) {
    const left = path[i - 1]!
    const score = left.peso > 0 ? 70 + Math.floor(random() * 31) : null
    since = shiftDay(applied, gap * i)
    rows.push({ id_etapa: left.id_etapa, resultado: "Aprobado", calificacion: score, id_motivo_rechazo: null, fecha: since, comentario: "Cumple con lo solicitado" })
    outcomes.push({ id_etapa: left.id_etapa, resultado: "Aprobado", calificacion: score })
    if (path[i]!.tipo === "Oferta") offered = since
  }
  const last = path[path.length - 1]!
  if (ending.kind === "stay") return { current: last, since, rows, total: totalScore(stages, outcomes), offered }
  const closing = stages.find((s) => s.tipo === (ending.kind === "hire" ? "Contratado" : "Descartado")) ?? last
  // ISO days compare as text: the later of the two.
  const on = [ending.on, since].sort()[1] ?? since
  if (ending.kind === "hire") {
    rows.push({ id_etapa: closing.id_etapa, resultado: "Aprobado", calificacion: null, id_motivo_rechazo: null, fecha: on, comentario: "Alta confirmada" })
    return { current: closing, since: on, rows, total: totalScore(stages, outcomes), offered }
  }
  const score = last.peso > 0 ? 40 + Math.floor(random() * 30) : null
  rows.push({ id_etapa: last.id_etapa, resultado: "Rechazado", calificacion: score, id_motivo_rechazo: ending.reason, fecha: on, comentario: "No continúa en el proceso" })
  outcomes.push({ id_etapa: last.id_etapa, resultado: "Rechazado", calificacion: score })
  return { current: closing, since: on, rows, total: totalScore(stages, outcomes), offered }
}

/** How far a candidate of an ordinary vacancy gets: each stage passed by six in ten. */
export const reachDrawn = (flowLength: number, random: () => number): number => {
  let reach = 0
  while (reach < flowLength - 1 && random() < 0.6) reach++
  return reach
}
