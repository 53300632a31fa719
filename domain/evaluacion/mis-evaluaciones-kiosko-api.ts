import { Schema } from "effect"
import { NoBody, needsKioskSession } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { AnswerEvaluation, EvaluationRef, EvaluationToAnswer, MyEvaluation } from "./mis-evaluaciones-api"

// "Mis evaluaciones" at the kiosk (MODULES-MX §5): the same list, form and answering as the
// staff calls, for the kiosk user's own employee. A comodín acting for someone else gets none
// [D]: the 360 answers are confidential, so only the evaluator answers their own here.

export const myEvaluationKioskEndpoints = endpointFamily(needsKioskSession, {
  kioskoMisEvaluaciones: {
    method: "GET",
    path: "/kiosko/mis-evaluaciones",
    summary: "Las evaluaciones 360 y operativas que responde el usuario del kiosko, pendientes y respondidas. Vacía para un comodín que actúa por otro colaborador.",
    request: NoBody,
    result: Schema.Array(MyEvaluation),
  },
  kioskoGetEvaluacionPorResponder: {
    path: "/kiosko/get-evaluacion-por-responder",
    summary: "Una evaluación del usuario del kiosko con su encuesta o sus competencias operativas y las respuestas dadas. 403 si es de otra persona.",
    request: EvaluationRef,
    result: EvaluationToAnswer,
  },
  kioskoResponderEvaluacion: {
    path: "/kiosko/responder-evaluacion",
    summary: "Guarda las respuestas de una evaluación del usuario del kiosko con las reglas de /responder-evaluacion.",
    writes: true,
    request: AnswerEvaluation,
    result: MyEvaluation,
  },
})

export const { kioskoMisEvaluaciones, kioskoGetEvaluacionPorResponder, kioskoResponderEvaluacion } = myEvaluationKioskEndpoints
