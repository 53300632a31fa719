import { createActor, fromPromise, waitFor } from "xstate"
import { describe, expect, it } from "vitest"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import type { EvaluationResults, EvaluationToAnswer, ParticipantEvaluation } from "../../domain/evaluacion/mis-evaluaciones-api"
import { type OpenOutcome, type Ref, type SaveInput, type SaveOutcome, myEvaluationsMachine } from "../../machines/evaluacion/mis-evaluaciones"
import { captureCalls, noOwnList, refOfParticipantEvaluation, takesCapture } from "../../machines/evaluacion/proyectos-captura-calls"
import type { ApiPort, PortResult } from "../../machines/records/api-port"

// HR capturing on someone's behalf from EVA150: which projects offer it, the reference an
// evaluation of the participant opens with, the participant read with both calls (a refusal in
// the server's words), and the answering machine of "Mis evaluaciones" run without a list of its
// own: opened by that reference, saved, and back with nothing listed.

const evaluation: ParticipantEvaluation = {
  tipo: "360",
  id_asignacion_evaluador: 11,
  id_evaluacion_operativa: null,
  id_evaluador: 5,
  n_evaluador: "Ana López",
  relacion: "Par",
  estado: "Pendiente",
  f_respuesta: null,
  capturada_por: null,
}
const operative: ParticipantEvaluation = { ...evaluation, tipo: "Operativa", id_asignacion_evaluador: null, id_evaluacion_operativa: 3, relacion: "Operativa" }
const results: EvaluationResults = { id_proyecto: 1, id_empleado: 2, n_empleado: "Luis Pérez", objetivos: 88.5, evaluacion_360: null, operativa: null }

const port = (answers: (endpoint: AnyEndpoint) => PortResult<unknown>): ApiPort => ({
  call: async (endpoint: AnyEndpoint) => answers(endpoint) as never,
  download: async () => ({ ok: false, status: null, message: "", detalles: [] }),
  upload: async () => ({ ok: false, status: null, message: "", detalles: [] }),
})

describe("capturing on someone's behalf from EVA150", () => {
  it("is offered in a 360, operative or integral project in its evaluation phases only", () => {
    expect(takesCapture({ tipo: "Integral", estado: "En evaluación" })).toBe(true)
    expect(takesCapture({ tipo: "Operativa", estado: "En evaluación" })).toBe(true)
    expect(takesCapture({ tipo: "360", estado: "Publicado" })).toBe(false)
    expect(takesCapture({ tipo: "Objetivos", estado: "En evaluación" })).toBe(false)
    expect(takesCapture({ tipo: "Integral", estado: "En calibración" })).toBe(false)
  })

  it("opens a 360 assignment or an operative evaluation by its own id", () => {
    expect(refOfParticipantEvaluation(evaluation)).toEqual({ id_asignacion_evaluador: 11 })
    expect(refOfParticipantEvaluation(operative)).toEqual({ id_evaluacion_operativa: 3 })
  })

  it("reads the participant's evaluations and results, or says the server's refusal", async () => {
    const ok = await captureCalls(port((e) => ({ ok: true, value: { result: e.path === "/get-evaluaciones-participante" ? [evaluation] : results, message: "" } }))).participantCapture({
      id_proyecto: 1,
      id_empleado: 2,
    })
    expect(ok).toEqual({ kind: "loaded", value: { evaluaciones: [evaluation], resultados: results } })
    const refused = await captureCalls(
      port((e) =>
        e.path === "/get-resultados-evaluacion"
          ? { ok: false, status: 403, message: "No tiene acceso a los resultados de este colaborador", detalles: [] }
          : { ok: true, value: { result: [], message: "" } },
      ),
    ).participantCapture({ id_proyecto: 1, id_empleado: 2 })
    expect(refused).toEqual({ kind: "failed", message: "No tiene acceso a los resultados de este colaborador" })
  })

  it("answers in the machine of Mis evaluaciones with no list of its own", async () => {
    const form: EvaluationToAnswer = {
      evaluacion: {
        tipo: "360",
        id_asignacion_evaluador: 11,
        id_evaluacion_operativa: null,
        id_proyecto: 1,
        n_proyecto: "Ciclo",
        id_evaluado: 2,
        n_evaluado: "Luis Pérez",
        n_puesto: "Analista",
        relacion: "Par",
        estado: "Pendiente",
        f_respuesta: null,
        f_limite: "2099-12-31",
        abierta: true,
      },
      encuesta: { n_encuesta: "360", instrucciones: null, escala: [{ valor: 1, etiqueta: "Nunca" }], secciones: [{ orden: 1, titulo: "A", preguntas: [{ orden: 1, texto: "Comunica", tipo: "Escala", obligatoria: true }] }] },
      respuestas: [],
      competencias: [],
      niveles: [],
      en_nombre: true,
      n_evaluador: "Ana López",
    }
    const opened: Array<Ref> = []
    const saved: Array<SaveInput> = []
    const actor = createActor(
      myEvaluationsMachine.provide({
        actors: {
          load: fromPromise(noOwnList),
          open: fromPromise(async ({ input }: { input: Ref }): Promise<OpenOutcome> => {
            opened.push(input)
            return { kind: "done", form }
          }),
          save: fromPromise(async ({ input }: { input: SaveInput }): Promise<SaveOutcome> => {
            saved.push(input)
            return { kind: "done", message: "Respuestas guardadas" }
          }),
        },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches("list"))
    actor.send({ type: "OPEN", ref: refOfParticipantEvaluation(evaluation) })
    await waitFor(actor, (s) => s.matches("answering"))
    expect(actor.getSnapshot().context.form?.en_nombre).toBe(true)
    actor.send({ type: "SET_VALUE", orden: 1, valor: 1 })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("list"))
    expect(opened).toEqual([{ id_asignacion_evaluador: 11 }])
    expect(saved).toEqual([{ ref: { id_asignacion_evaluador: 11 }, respuestas: [{ orden: 1, valor: 1 }] }])
    expect(actor.getSnapshot().context.items).toEqual([])
  })
})
