import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type {
  CalibrateObjectiveEvaluation,
  ObjectiveEvaluationFilters,
  ObjectiveEvaluationRow,
  ObjectiveEvaluationSheet,
  SaveObjectiveEvaluation,
  SheetKey,
} from "../../domain/evaluacion/evaluaciones-objetivos-api"
import { objectiveEvaluationMessages as m } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import { objectiveEvaluationMachine, previewOf } from "../../machines/evaluacion/evaluaciones-objetivos"
import type { CommandOutcome } from "../../machines/records/command"
import type { Loaded } from "../../machines/records/loaded-resource"

// The EVA200 page machine with its calls faked: the list of a cycle, a sheet opened as the boss,
// the fulfilment previewed from the drafts (the §5 example: 98.00), Guardar held back until every
// result is in and then sending only the boss's fields, the calibration refused in the server's
// words until it has its reason, and the answers becoming the sheet shown.

const objective = (id: number, sentido: string, meta: number, peso: number) => ({
  id_objetivo: id,
  orden: id,
  descripcion: `Objetivo ${id}`,
  indicador: "Indicador",
  unidad: "%",
  sentido,
  linea_base: null,
  meta,
  peso,
  resultado_auto: id === 1 ? 90 : null,
  comentario_auto: null,
  resultado: null,
  comentario_jefe: null,
  evidencia: null,
  cumplimiento: null,
})

const sheet: ObjectiveEvaluationSheet = {
  id_proyecto: 7,
  n_proyecto: "Objetivos 2026",
  fase_actual: "Evaluación",
  estado_proyecto: "En evaluación",
  tope_cumplimiento: 120,
  id_empleado: 2,
  n_empleado: "Luisa Noriega",
  n_puesto: "Gerente",
  n_depto: "Finanzas",
  n_jefe: "Ivanna Elizondo",
  estado_objetivos: "Aprobado",
  estado: "Autoevaluado",
  f_autoevaluacion: "2026-11-30T09:00:00.000Z",
  f_evaluacion: null,
  n_evaluador: null,
  calificacion: null,
  calificacion_calibrada: null,
  motivo_calibracion: null,
  f_calibracion: null,
  f_firma: null,
  objetivos: [objective(1, "Mayor es mejor", 100, 40), objective(2, "Menor es mejor", 5, 30), objective(3, "Mayor es mejor", 10, 20), objective(4, "Binario", 1, 10)],
  acciones: { autoevaluar: false, evaluar: true, calibrar: false, firmar: false },
}

describe("the objectives evaluation page machine", () => {
  it("lists, opens, previews, saves the boss's results and calibrates with a reason", async () => {
    const saved: Array<SaveObjectiveEvaluation> = []
    const calibrated: Array<CalibrateObjectiveEvaluation> = []
    const evaluated: ObjectiveEvaluationSheet = { ...sheet, estado: "Evaluado", calificacion: 98, acciones: { autoevaluar: false, evaluar: false, calibrar: true, firmar: false } }
    const machine = objectiveEvaluationMachine.provide({
      actors: {
        list: fromPromise<Loaded<ReadonlyArray<ObjectiveEvaluationRow>>, ObjectiveEvaluationFilters>(async () => ({ kind: "loaded", value: [{ id_proyecto: 7, id_empleado: 2, n_empleado: "Luisa Noriega", n_puesto: "Gerente", n_jefe: "Ivanna Elizondo", f_autoevaluacion: null, calificacion: null, calificacion_calibrada: null, estado: "Autoevaluado" }] })),
        sheet: fromPromise<Loaded<ObjectiveEvaluationSheet>, SheetKey>(async () => ({ kind: "loaded", value: sheet })),
        save: fromPromise<CommandOutcome<ObjectiveEvaluationSheet>, SaveObjectiveEvaluation>(async ({ input }) => {
          saved.push(input)
          return { kind: "done", value: evaluated, message: m.evaluacionGuardada }
        }),
        calibrate: fromPromise<CommandOutcome<ObjectiveEvaluationSheet>, CalibrateObjectiveEvaluation>(async ({ input }) => {
          calibrated.push(input)
          return { kind: "done", value: { ...evaluated, estado: "Calibrado", calificacion_calibrada: input.calificacion_calibrada, motivo_calibracion: input.motivo_calibracion } }
        }),
      },
    })
    const actor = createActor(machine, { input: undefined }).start()
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "FILTER", filters: { id_proyecto: 7, id_empresa: null, id_centro_trabajo: null, id_depto: null, estado: null } })
    await waitFor(actor, (s) => s.matches("list"))
    expect(actor.getSnapshot().context.rows).toHaveLength(1)

    actor.send({ type: "OPEN", id_empleado: 2 })
    await waitFor(actor, (s) => s.matches({ sheet: "editing" }))
    for (const [id, value] of [[1, "95"], [2, "4"], [3, "12"]] as const) actor.send({ type: "EDIT", id_objetivo: id, field: "resultado", value })
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().context.problem).toBe(m.resultadoRequerido(4))
    expect(saved).toHaveLength(0)
    actor.send({ type: "EDIT", id_objetivo: 4, field: "resultado", value: "0" })
    actor.send({ type: "EDIT", id_objetivo: 1, field: "evidencia", value: "Reporte anual" })
    const { sheet: open, drafts } = actor.getSnapshot().context
    expect(open === null ? null : previewOf(open, drafts)).toEqual({ cumplimientos: [95, 120, 120, 0], calificacion: 98 })

    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches({ sheet: "editing" }) && s.context.sheet?.estado === "Evaluado")
    expect(saved[0]?.objetivos[0]).toEqual({ id_objetivo: 1, resultado_auto: null, comentario_auto: null, resultado: 95, comentario_jefe: null, evidencia: "Reporte anual" })
    expect(saved[0]?.objetivos.map((o) => o.resultado)).toEqual([95, 4, 12, 0])

    actor.send({ type: "CALIBRATE" })
    expect(actor.getSnapshot().matches({ sheet: "calibrating" })).toBe(true)
    expect(actor.getSnapshot().context.calibration.calificacion).toBe("98")
    actor.send({ type: "EDIT_CALIBRATION", field: "calificacion", value: "130" })
    actor.send({ type: "CONFIRM_CALIBRATION" })
    expect(actor.getSnapshot().context.problem).toBe(m.calibradaRango(120))
    actor.send({ type: "EDIT_CALIBRATION", field: "calificacion", value: "95" })
    actor.send({ type: "CONFIRM_CALIBRATION" })
    expect(actor.getSnapshot().context.problem).toBe(m.motivo)
    actor.send({ type: "EDIT_CALIBRATION", field: "motivo", value: "  Comité  " })
    actor.send({ type: "CONFIRM_CALIBRATION" })
    await waitFor(actor, (s) => s.matches({ sheet: "editing" }))
    expect(calibrated).toEqual([{ id_proyecto: 7, id_empleado: 2, calificacion_calibrada: 95, motivo_calibracion: "Comité" }])
    expect(actor.getSnapshot().context.sheet?.estado).toBe("Calibrado")

    actor.send({ type: "CLOSE" })
    await waitFor(actor, (s) => s.matches("list"))
    expect(actor.getSnapshot().context.sheet).toBeNull()
  })

  it("sends the person's own fields and signs only once confirmed", async () => {
    const own: ObjectiveEvaluationSheet = { ...sheet, fase_actual: "Autoevaluación", estado: "Pendiente", acciones: { autoevaluar: true, evaluar: false, calibrar: false, firmar: true } }
    const saved: Array<SaveObjectiveEvaluation> = []
    const signed: Array<SheetKey> = []
    const machine = objectiveEvaluationMachine.provide({
      actors: {
        list: fromPromise<Loaded<ReadonlyArray<ObjectiveEvaluationRow>>, ObjectiveEvaluationFilters>(async () => ({ kind: "loaded", value: [] })),
        sheet: fromPromise<Loaded<ObjectiveEvaluationSheet>, SheetKey>(async () => ({ kind: "loaded", value: own })),
        save: fromPromise<CommandOutcome<ObjectiveEvaluationSheet>, SaveObjectiveEvaluation>(async ({ input }) => {
          saved.push(input)
          return { kind: "done", value: { ...own, estado: "Autoevaluado" } }
        }),
        sign: fromPromise<CommandOutcome<ObjectiveEvaluationSheet>, SheetKey>(async ({ input }) => {
          signed.push(input)
          return { kind: "done", value: { ...own, estado: "Firmado", acciones: { autoevaluar: false, evaluar: false, calibrar: false, firmar: false } } }
        }),
      },
    })
    const actor = createActor(machine, { input: { filters: { id_proyecto: 7, id_empresa: null, id_centro_trabajo: null, id_depto: null, estado: null } } }).start()
    await waitFor(actor, (s) => s.matches("list"))
    actor.send({ type: "OPEN", id_empleado: 2 })
    await waitFor(actor, (s) => s.matches({ sheet: "editing" }))
    // The stored self-evaluation is the draft; the person completes it.
    expect(actor.getSnapshot().context.drafts[1]?.resultado).toBe("90")
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().context.problem).toBe(m.resultadoAutoRequerido(2))
    for (const id of [2, 3, 4]) actor.send({ type: "EDIT", id_objetivo: id, field: "resultado", value: "1" })
    actor.send({ type: "EDIT", id_objetivo: 2, field: "comentario", value: " Cerré en 4 días " })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.context.sheet?.estado === "Autoevaluado")
    expect(saved[0]?.objetivos[1]).toEqual({ id_objetivo: 2, resultado_auto: 1, comentario_auto: "Cerré en 4 días", resultado: null, comentario_jefe: null, evidencia: null })

    actor.send({ type: "SIGN" })
    expect(actor.getSnapshot().matches({ sheet: "confirmingSign" })).toBe(true)
    actor.send({ type: "CANCEL_SIGN" })
    expect(signed).toHaveLength(0)
    actor.send({ type: "SIGN" })
    actor.send({ type: "CONFIRM_SIGN" })
    await waitFor(actor, (s) => s.context.sheet?.estado === "Firmado")
    expect(signed).toEqual([{ id_proyecto: 7, id_empleado: 2 }])
  })
})
