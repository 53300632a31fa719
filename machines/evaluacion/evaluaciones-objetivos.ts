import { assign, emit, setup } from "xstate"
import type {
  CalibrateObjectiveEvaluation,
  ObjectiveCapture,
  ObjectiveEvaluationFilters,
  ObjectiveEvaluationRow,
  ObjectiveEvaluationSheet,
  SaveObjectiveEvaluation,
  SheetKey,
} from "../../domain/evaluacion/evaluaciones-objetivos-api"
import { type CaptureStep, type SheetScore, sheetScore } from "../../domain/evaluacion/evaluaciones-objetivos-rules"
import { objectiveEvaluationMessages as m } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import { messages } from "../../domain/messages"
import { objectiveDirections } from "../../domain/rules/evaluacion-objetivos"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type ToastEmitted, toast } from "../toast"

// Evaluaciones de objetivos (EVA200): a cycle and the filters choose the list (`list`); a row opens
// its sheet (`sheet`), whose objectives the caller captures when the server says they may (the
// person in Autoevaluación, the boss in Evaluación): each result, comment and evidence is a draft,
// the fulfilment and the score are previewed from the same pure rules the server applies, and
// Guardar sends the drafts (`save`) once every objective has its result. Recursos Humanos opens
// the calibration, gives the calibrated score and its reason and confirms (`calibrate`); the person
// signs (`sign`). Each answer becomes the sheet shown; closing it reads the list again.

export interface ObjectiveDraft {
  readonly resultado: string
  readonly comentario: string
  readonly evidencia: string
}

export interface CalibrationDraft {
  readonly calificacion: string
  readonly motivo: string
}

export interface ObjectiveEvaluationContext {
  readonly filters: ObjectiveEvaluationFilters
  readonly rows: ReadonlyArray<ObjectiveEvaluationRow>
  readonly failure: string | null
  readonly sheet: ObjectiveEvaluationSheet | null
  readonly drafts: Readonly<Record<number, ObjectiveDraft>>
  readonly dirty: boolean
  /** Why Guardar or the calibration was not sent, said in the form. */
  readonly problem: string | null
  readonly calibration: CalibrationDraft
}

export type ObjectiveEvaluationEvent =
  | { readonly type: "FILTER"; readonly filters: ObjectiveEvaluationFilters }
  | { readonly type: "RETRY" }
  | { readonly type: "OPEN"; readonly id_empleado: number }
  | { readonly type: "CLOSE" }
  | { readonly type: "EDIT"; readonly id_objetivo: number; readonly field: keyof ObjectiveDraft; readonly value: string }
  | { readonly type: "SAVE" }
  | { readonly type: "CALIBRATE" }
  | { readonly type: "EDIT_CALIBRATION"; readonly field: keyof CalibrationDraft; readonly value: string }
  | { readonly type: "CONFIRM_CALIBRATION" }
  | { readonly type: "CANCEL_CALIBRATION" }
  | { readonly type: "SIGN" }
  | { readonly type: "CONFIRM_SIGN" }
  | { readonly type: "CANCEL_SIGN" }

/** The capture the caller makes on the sheet now, if any. */
export const stepOf = (sheet: ObjectiveEvaluationSheet | null): CaptureStep | null =>
  sheet === null ? null : sheet.acciones.evaluar ? "jefe" : sheet.acciones.autoevaluar ? "auto" : null

const figureText = (n: number | null): string => (n === null ? "" : String(n))

/** The sheet's figures as the form edits them, for the caller's step. */
export const draftsOf = (sheet: ObjectiveEvaluationSheet): Readonly<Record<number, ObjectiveDraft>> => {
  const step = stepOf(sheet)
  return Object.fromEntries(
    sheet.objetivos.map((o) => [
      o.id_objetivo,
      step === "auto"
        ? { resultado: figureText(o.resultado_auto), comentario: o.comentario_auto ?? "", evidencia: "" }
        : { resultado: figureText(o.resultado), comentario: o.comentario_jefe ?? "", evidencia: o.evidencia ?? "" },
    ]),
  )
}

/** A typed figure, or null when blank or not a number. */
export const figureOf = (text: string): number | null => {
  const trimmed = text.trim()
  if (trimmed === "") return null
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : null
}

const directionOf = (v: string) => objectiveDirections.find((d) => d === v) ?? "Mayor es mejor"

/**
 * The fulfilment and score the form shows: while the boss evaluates, from the drafts (a preview the
 * server recomputes on saving); otherwise the stored figures.
 */
export const previewOf = (sheet: ObjectiveEvaluationSheet, drafts: Readonly<Record<number, ObjectiveDraft>>): SheetScore =>
  stepOf(sheet) === "jefe"
    ? sheetScore(
        sheet.objetivos.map((o) => ({ sentido: directionOf(o.sentido), meta: o.meta, peso: o.peso, resultado: figureOf(drafts[o.id_objetivo]?.resultado ?? "") })),
        sheet.tope_cumplimiento,
      )
    : { cumplimientos: sheet.objetivos.map((o) => o.cumplimiento), calificacion: sheet.calificacion }

/** The first objective without its result, said as the server would. */
export const missingResult = (sheet: ObjectiveEvaluationSheet, drafts: Readonly<Record<number, ObjectiveDraft>>): string | null => {
  const step = stepOf(sheet)
  const missing = sheet.objetivos.find((o) => figureOf(drafts[o.id_objetivo]?.resultado ?? "") === null)
  if (missing === undefined || step === null) return null
  return step === "auto" ? m.resultadoAutoRequerido(missing.orden) : m.resultadoRequerido(missing.orden)
}

const blankOrText = (s: string): string | null => (s.trim() === "" ? null : s.trim())

/** What Guardar sends: the caller's step's fields of every objective. */
export const saveBodyOf = (sheet: ObjectiveEvaluationSheet, drafts: Readonly<Record<number, ObjectiveDraft>>): SaveObjectiveEvaluation => ({
  id_proyecto: sheet.id_proyecto,
  id_empleado: sheet.id_empleado,
  objetivos: sheet.objetivos.map((o): ObjectiveCapture => {
    const d = drafts[o.id_objetivo] ?? { resultado: "", comentario: "", evidencia: "" }
    const none = { resultado_auto: null, comentario_auto: null, resultado: null, comentario_jefe: null, evidencia: null }
    return stepOf(sheet) === "auto"
      ? { ...none, id_objetivo: o.id_objetivo, resultado_auto: figureOf(d.resultado), comentario_auto: blankOrText(d.comentario) }
      : { ...none, id_objetivo: o.id_objetivo, resultado: figureOf(d.resultado), comentario_jefe: blankOrText(d.comentario), evidencia: blankOrText(d.evidencia) }
  }),
})

/** Why the calibration cannot be sent, in the server's words; null when it can. */
export const calibrationProblem = (sheet: ObjectiveEvaluationSheet, c: CalibrationDraft): string | null => {
  const n = figureOf(c.calificacion)
  if (n === null) return m.calificacionCalibrada
  if (n < 0 || n > sheet.tope_cumplimiento) return m.calibradaRango(sheet.tope_cumplimiento)
  if (c.motivo.trim() === "") return m.motivo
  return null
}

const keyOf = (context: ObjectiveEvaluationContext): SheetKey => ({ id_proyecto: context.sheet?.id_proyecto ?? 0, id_empleado: context.sheet?.id_empleado ?? 0 })

const closed = { sheet: null, drafts: {}, dirty: false, problem: null, calibration: { calificacion: "", motivo: "" } } as const

type SheetOutcome = CommandOutcome<ObjectiveEvaluationSheet>

const shown = (output: SheetOutcome) => (output.kind === "done" ? { sheet: output.value, drafts: draftsOf(output.value), dirty: false, problem: null } : {})
const doneToast = (output: SheetOutcome, fallback: string) => toast("success", output.kind === "done" ? (output.message ?? fallback) : fallback)
const failedToast = (output: SheetOutcome) =>
  output.kind === "failed" ? toast(output.tone === "warning" ? "warning" : "error", output.message, output.detail) : toast("error", messages.errorGeneral)

export const objectiveEvaluationMachine = setup({
  types: {
    context: {} as ObjectiveEvaluationContext,
    events: {} as ObjectiveEvaluationEvent,
    emitted: {} as ToastEmitted,
    input: {} as { readonly filters?: ObjectiveEvaluationFilters } | undefined,
  },
  actors: {
    list: actorSlot<Loaded<ReadonlyArray<ObjectiveEvaluationRow>>, ObjectiveEvaluationFilters>("list"),
    sheet: actorSlot<Loaded<ObjectiveEvaluationSheet>, SheetKey>("sheet"),
    save: actorSlot<SheetOutcome, SaveObjectiveEvaluation>("save"),
    calibrate: actorSlot<SheetOutcome, CalibrateObjectiveEvaluation>("calibrate"),
    sign: actorSlot<SheetOutcome, SheetKey>("sign"),
  },
  guards: {
    chosen: ({ context }) => context.filters.id_proyecto > 0,
    capturing: ({ context }) => stepOf(context.sheet) !== null,
    complete: ({ context }) => context.sheet !== null && missingResult(context.sheet, context.drafts) === null,
    mayCalibrate: ({ context }) => context.sheet?.acciones.calibrar === true,
    calibrationReady: ({ context }) => context.sheet !== null && calibrationProblem(context.sheet, context.calibration) === null,
    maySign: ({ context }) => context.sheet?.acciones.firmar === true,
    loaded: (_, output: { readonly kind: string }) => output.kind === "loaded",
    done: (_, output: SheetOutcome) => output.kind === "done",
  },
}).createMachine({
  id: "objectiveEvaluations",
  context: ({ input }) => ({
    filters: input?.filters ?? { id_proyecto: 0, id_empresa: null, id_centro_trabajo: null, id_depto: null, estado: null },
    rows: [],
    failure: null,
    ...closed,
  }),
  initial: "deciding",
  states: {
    deciding: { always: [{ guard: "chosen", target: "listing" }, { target: "idle" }] },
    idle: {},
    listing: {
      invoke: {
        src: "list",
        input: ({ context }) => context.filters,
        onDone: [
          { guard: { type: "loaded", params: ({ event }) => event.output }, target: "list", actions: assign({ rows: ({ event }) => (event.output.kind === "loaded" ? event.output.value : []), failure: null }) },
          { target: "failed", actions: assign({ rows: [], failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }) },
        ],
        onError: { target: "failed", actions: assign({ rows: [], failure: messages.errorObtener }) },
      },
    },
    failed: { on: { RETRY: "listing" } },
    list: { on: { OPEN: "opening" } },
    opening: {
      invoke: {
        src: "sheet",
        input: ({ context, event }) => ({ id_proyecto: context.filters.id_proyecto, id_empleado: event.type === "OPEN" ? event.id_empleado : 0 }),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "sheet",
            actions: assign(({ event }) => (event.output.kind === "loaded" ? { sheet: event.output.value, drafts: draftsOf(event.output.value), dirty: false, problem: null } : {})),
          },
          { target: "list", actions: emit(({ event }) => toast("error", event.output.kind === "failed" ? event.output.message : messages.errorObtener)) },
        ],
        onError: { target: "list", actions: emit(toast("error", messages.errorObtener)) },
      },
    },
    sheet: {
      initial: "editing",
      on: { CLOSE: { target: "listing", actions: assign(closed) } },
      states: {
        editing: {
          on: {
            EDIT: {
              guard: "capturing",
              actions: assign(({ context, event }) => {
                const current = context.drafts[event.id_objetivo] ?? { resultado: "", comentario: "", evidencia: "" }
                return { drafts: { ...context.drafts, [event.id_objetivo]: { ...current, [event.field]: event.value } }, dirty: true, problem: null }
              }),
            },
            SAVE: [
              { guard: "complete", target: "saving" },
              { guard: "capturing", actions: assign({ problem: ({ context }) => (context.sheet === null ? null : missingResult(context.sheet, context.drafts)) }) },
            ],
            CALIBRATE: {
              guard: "mayCalibrate",
              target: "calibrating",
              actions: assign(({ context }) => ({
                problem: null,
                calibration: { calificacion: figureText(context.sheet?.calificacion_calibrada ?? context.sheet?.calificacion ?? null), motivo: context.sheet?.motivo_calibracion ?? "" },
              })),
            },
            SIGN: { guard: "maySign", target: "confirmingSign" },
          },
        },
        saving: {
          on: { CLOSE: {} },
          invoke: {
            src: "save",
            input: ({ context }) => (context.sheet === null ? { ...keyOf(context), objetivos: [] } : saveBodyOf(context.sheet, context.drafts)),
            onDone: [
              { guard: { type: "done", params: ({ event }) => event.output }, target: "editing", actions: [assign(({ event }) => shown(event.output)), emit(({ event }) => doneToast(event.output, messages.datosGuardados))] },
              { target: "editing", actions: [assign({ problem: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorGeneral) }), emit(({ event }) => failedToast(event.output))] },
            ],
            onError: { target: "editing", actions: emit(toast("error", messages.errorGeneral)) },
          },
        },
        calibrating: {
          on: {
            EDIT_CALIBRATION: { actions: assign(({ context, event }) => ({ calibration: { ...context.calibration, [event.field]: event.value }, problem: null })) },
            CONFIRM_CALIBRATION: [
              { guard: "calibrationReady", target: "calibrationSaving" },
              { actions: assign({ problem: ({ context }) => (context.sheet === null ? null : calibrationProblem(context.sheet, context.calibration)) }) },
            ],
            CANCEL_CALIBRATION: { target: "editing", actions: assign({ problem: null }) },
          },
        },
        calibrationSaving: {
          on: { CLOSE: {} },
          invoke: {
            src: "calibrate",
            input: ({ context }) => ({ ...keyOf(context), calificacion_calibrada: figureOf(context.calibration.calificacion) ?? 0, motivo_calibracion: context.calibration.motivo.trim() }),
            onDone: [
              { guard: { type: "done", params: ({ event }) => event.output }, target: "editing", actions: [assign(({ event }) => shown(event.output)), emit(({ event }) => doneToast(event.output, m.calibrada))] },
              { target: "calibrating", actions: assign({ problem: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorGeneral) }) },
            ],
            onError: { target: "calibrating", actions: assign({ problem: messages.errorGeneral }) },
          },
        },
        // Signing cannot be undone: asked first.
        confirmingSign: { on: { CONFIRM_SIGN: "signing", CANCEL_SIGN: "editing", CLOSE: {} } },
        signing: {
          on: { CLOSE: {} },
          invoke: {
            src: "sign",
            input: ({ context }) => keyOf(context),
            onDone: [
              { guard: { type: "done", params: ({ event }) => event.output }, target: "editing", actions: [assign(({ event }) => shown(event.output)), emit(({ event }) => doneToast(event.output, m.firmada))] },
              { target: "editing", actions: emit(({ event }) => failedToast(event.output)) },
            ],
            onError: { target: "editing", actions: emit(toast("error", messages.errorGeneral)) },
          },
        },
      },
    },
  },
  on: {
    FILTER: { target: ".deciding", actions: assign(({ event }) => ({ filters: event.filters, rows: [], failure: null, ...closed })) },
  },
})
