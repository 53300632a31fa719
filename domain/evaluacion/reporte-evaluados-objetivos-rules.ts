// EVA300's pure rules (MODULES-MX §5): what a participant of an objectives cycle still misses and
// who has to do it, and the progress of a group. The steps follow the sheet's two workflows:
// objectives captured and sent by the person (Borrador, Devuelto → Enviado), approved by the boss
// (Aprobado), self-evaluated by the person, evaluated by the boss (Evaluado, then Calibrado and
// Firmado, which are evaluated too).

export type Responsible = "Colaborador" | "Jefe"

export interface SheetProgress {
  /** Objectives stored in the sheet. */
  readonly objetivos: number
  /** EVA010's state; null when the person has no sheet yet. */
  readonly estado_objetivos: string | null
  readonly autoevaluado: boolean
  /** EVA200's state; null when the person has no sheet yet. */
  readonly estado_evaluacion: string | null
}

export interface PendingStep {
  readonly falta: string
  readonly responsable: Responsible
}

export const pendingSteps = {
  capturar: "Capturar sus objetivos",
  enviar: "Enviar sus objetivos al jefe",
  corregir: "Corregir y reenviar sus objetivos devueltos",
  aprobar: "Aprobar los objetivos",
  autoevaluar: "Autoevaluar sus objetivos",
  evaluar: "Evaluar los objetivos",
} as const

export const evaluatedStates: ReadonlyArray<string> = ["Evaluado", "Calibrado", "Firmado"]

/** Whether the boss's evaluation is done (a calibrated or signed sheet was evaluated first). */
export const isEvaluated = (estado_evaluacion: string | null): boolean => estado_evaluacion !== null && evaluatedStates.includes(estado_evaluacion)

/** The first step the person still misses, and who takes it; null once evaluated. */
export const pendingStep = (s: SheetProgress): PendingStep | null => {
  if (isEvaluated(s.estado_evaluacion)) return null
  if (s.estado_objetivos === "Aprobado")
    return s.autoevaluado ? { falta: pendingSteps.evaluar, responsable: "Jefe" } : { falta: pendingSteps.autoevaluar, responsable: "Colaborador" }
  if (s.estado_objetivos === "Enviado") return { falta: pendingSteps.aprobar, responsable: "Jefe" }
  if (s.estado_objetivos === "Devuelto") return { falta: pendingSteps.corregir, responsable: "Colaborador" }
  return { falta: s.objetivos === 0 ? pendingSteps.capturar : pendingSteps.enviar, responsable: "Colaborador" }
}

/** Avance % [D]: the evaluated participants of the group over all of them, two decimals; null for none. */
export const progressPercent = (evaluados: number, participantes: number): number | null =>
  participantes <= 0 ? null : Math.round((evaluados / participantes) * 10_000) / 100
