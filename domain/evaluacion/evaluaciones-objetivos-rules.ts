import { type ObjectiveDirection, objectiveFulfilment, objectivesScore } from "../rules/evaluacion-objetivos"
import { type ObjectiveEvaluationState, objectiveEvaluationMessages as m, signingPhases } from "./evaluaciones-objetivos-vocabulary"

// EVA200's decisions (MODULES-MX §0.1 and §5), pure so the server refuses by them and tells the
// page what the caller may do now by the same words:
// - capture: in Autoevaluación the person (Pendiente or Autoevaluado → Autoevaluado); in Evaluación
//   the occupant of the boss's position (Pendiente, Autoevaluado or Evaluado → Evaluado);
// - calibrate: Recursos Humanos, in Calibración, an evaluated or calibrated sheet → Calibrado;
// - sign: the person, in Retroalimentación or Cierre, an evaluated or calibrated sheet → Firmado.
// Only a sheet whose objectives are Aprobado is evaluated; a closed project changes no more.
// The score: each objective's fulfilment by its direction bounded to the project's cap, and the
// weighted sum once every objective has its result.

export interface SheetFacts {
  readonly tipo: string
  readonly estado_proyecto: string
  readonly fase_actual: string | null
  readonly estado_objetivos: string
  readonly estado_evaluacion: ObjectiveEvaluationState
  /** The caller is the person evaluated (their user's employee). */
  readonly esColaborador: boolean
  /** The caller occupies the position of the person's boss. */
  readonly esJefe: boolean
  /** The caller holds the calibration key. */
  readonly esRH: boolean
}

export type Decision<A> = { readonly allowed: A } | { readonly status: 403 | 409; readonly message: string }

const refused = (status: 403 | 409, message: string): Decision<never> => ({ status, message })

/** The project types with an objectives component. */
export const typesWithObjectives: ReadonlyArray<string> = ["Objetivos", "Integral"]

const common = (f: SheetFacts): Decision<never> | undefined => {
  if (!typesWithObjectives.includes(f.tipo)) return refused(409, m.sinObjetivosProyecto)
  if (f.estado_proyecto === "Cerrado") return refused(409, m.proyectoCerrado)
  if (f.estado_objetivos !== "Aprobado") return refused(409, m.noAprobado)
  return undefined
}

export type CaptureStep = "auto" | "jefe"

/** Which capture the caller makes now (the person's or the boss's), or why none. */
export const captureDecision = (f: SheetFacts): Decision<CaptureStep> => {
  const problem = common(f)
  if (problem !== undefined) return problem
  if (f.fase_actual === "Autoevaluación") {
    if (!f.esColaborador) return refused(403, m.noEsColaborador)
    if (f.estado_evaluacion === "Pendiente" || f.estado_evaluacion === "Autoevaluado") return { allowed: "auto" }
    return refused(409, f.estado_evaluacion === "Evaluado" ? m.yaEvaluado : m.yaCerrada(f.estado_evaluacion))
  }
  if (f.fase_actual === "Evaluación") {
    if (!f.esJefe) return refused(403, m.noEsJefe)
    if (f.estado_evaluacion === "Pendiente" || f.estado_evaluacion === "Autoevaluado" || f.estado_evaluacion === "Evaluado") return { allowed: "jefe" }
    return refused(409, m.yaCerrada(f.estado_evaluacion))
  }
  return refused(409, m.faseCaptura)
}

/** Whether Recursos Humanos may calibrate the sheet now. */
export const calibrationDecision = (f: SheetFacts): Decision<true> => {
  const problem = common(f)
  if (problem !== undefined) return problem
  if (!f.esRH) return refused(403, m.soloRH)
  if (f.fase_actual !== "Calibración") return refused(409, m.faseCalibracion)
  if (f.estado_evaluacion === "Evaluado" || f.estado_evaluacion === "Calibrado") return { allowed: true }
  return refused(409, f.estado_evaluacion === "Firmado" ? m.yaFirmada : m.calibrarSinEvaluar)
}

/** Whether the person may sign the sheet now. */
export const signingDecision = (f: SheetFacts): Decision<true> => {
  const problem = common(f)
  if (problem !== undefined) return problem
  if (!signingPhases.includes(f.fase_actual ?? "")) return refused(409, m.faseFirma)
  if (!f.esColaborador) return refused(403, m.soloColaboradorFirma)
  if (f.estado_evaluacion === "Firmado") return refused(409, m.yaFirmada)
  if (f.estado_evaluacion === "Evaluado" || f.estado_evaluacion === "Calibrado") return { allowed: true }
  return refused(409, m.firmarSinEvaluar)
}

export const isAllowed = <A>(d: Decision<A>): d is { readonly allowed: A } => "allowed" in d

export interface ObjectiveToScore {
  readonly sentido: ObjectiveDirection
  readonly meta: number
  readonly peso: number
  /** The figure that counts (the boss's); null while not captured. */
  readonly resultado: number | null
}

export interface SheetScore {
  /** Each objective's fulfilment in percent, bounded to [0, tope]; null without a result. */
  readonly cumplimientos: ReadonlyArray<number | null>
  /** Σ cumplimiento × peso / 100 once every objective has its result; else null. */
  readonly calificacion: number | null
}

/** The fulfilment of each objective and the objectives score of a sheet under the project's cap. */
export const sheetScore = (objetivos: ReadonlyArray<ObjectiveToScore>, tope: number): SheetScore => {
  const cumplimientos = objetivos.map((o) => (o.resultado === null ? null : objectiveFulfilment(o.sentido, o.resultado, o.meta, tope)))
  const complete = objetivos.length > 0 && cumplimientos.every((c) => c !== null)
  return {
    cumplimientos,
    calificacion: complete ? objectivesScore(objetivos.map((o, i) => ({ cumplimiento: cumplimientos[i] ?? 0, peso: o.peso }))) : null,
  }
}
