import { Schema } from "effect"
import { NoBody, needsSession } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { answerStates, evaluationKinds, myEvaluationMessages as m, yesNo } from "./mis-evaluaciones-vocabulary"

// "Mis evaluaciones" and the results (MODULES-MX §5). Every call needs only a session; the server
// decides per row who may do what:
// - mis-evaluaciones: the signed-in user's employee's own 360 assignments and operative
//   evaluations of projects published and not closed, pending and answered.
// - get-evaluacion-por-responder {id_asignacion_evaluador | id_evaluacion_operativa}: one of them
//   with its instrument (or the puesto's operative competencies and the COM050 levels) and the
//   answers given; its evaluator, or HR (EVA150, the evaluado in its centres).
// - responder-evaluacion {id_asignacion_evaluador | id_evaluacion_operativa, respuestas}: saves
//   the answers (replacing earlier ones) in the Autoevaluación and Evaluación phases until
//   Evaluación ends; its evaluator, or HR capturing on their behalf (audited).
// - get-evaluaciones-participante {id_proyecto, id_empleado}: HR's (EVA150) list of a
//   participant's evaluators and operative evaluation, to capture on someone's behalf.
// - get-resultados-evaluacion {id_proyecto, id_empleado}: the objectives score, each 360 group's
//   mean where shown (a relation under its minimum never alone), the 360 score and %, and the
//   operative score; HR with EVA150 in its centres. The person evaluated gets no 360 figure until
//   the feedback session releases it.

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => message })

const OptionalId = (message: string) => Schema.optional(Id(message))

export const MyEvaluation = Schema.Struct({
  tipo: Schema.Literal(...evaluationKinds),
  id_asignacion_evaluador: Schema.NullOr(Schema.Number),
  id_evaluacion_operativa: Schema.NullOr(Schema.Number),
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  id_evaluado: Schema.Number,
  n_evaluado: Schema.String,
  n_puesto: Schema.String,
  relacion: Schema.String,
  estado: Schema.Literal(...answerStates),
  f_respuesta: Schema.NullOr(Schema.String),
  /** The last day answers are taken (the end of the Evaluación phase), null without one. */
  f_limite: Schema.NullOr(Schema.String),
  /** Whether it can be answered or edited today. */
  abierta: Schema.Boolean,
})
export type MyEvaluation = typeof MyEvaluation.Type

export const EvaluationRef = Schema.Struct({
  id_asignacion_evaluador: OptionalId(m.noExiste),
  id_evaluacion_operativa: OptionalId(m.noExiste),
})
export type EvaluationRef = typeof EvaluationRef.Type

export const Question = Schema.Struct({
  orden: Schema.Number,
  texto: Schema.String,
  tipo: Schema.String,
  obligatoria: Schema.Boolean,
})
export type Question = typeof Question.Type

export const Section = Schema.Struct({ orden: Schema.Number, titulo: Schema.String, preguntas: Schema.Array(Question) })
export type Section = typeof Section.Type

export const Instrument = Schema.Struct({
  n_encuesta: Schema.String,
  instrucciones: Schema.NullOr(Schema.String),
  /** The scale's points from 1, each with its label. */
  escala: Schema.Array(Schema.Struct({ valor: Schema.Number, etiqueta: Schema.String })),
  secciones: Schema.Array(Section),
})
export type Instrument = typeof Instrument.Type

export const GivenAnswer = Schema.Struct({
  orden: Schema.Number,
  valor: Schema.NullOr(Schema.Number),
  si_no: Schema.NullOr(Schema.String),
  texto: Schema.NullOr(Schema.String),
})
export type GivenAnswer = typeof GivenAnswer.Type

export const OperativeCompetency = Schema.Struct({
  id_competencia: Schema.Number,
  n_competencia: Schema.String,
  descripcion: Schema.NullOr(Schema.String),
  n_nivel_esperado: Schema.String,
  peso: Schema.Number,
  id_nivel_evaluado: Schema.NullOr(Schema.Number),
})
export type OperativeCompetency = typeof OperativeCompetency.Type

export const Level = Schema.Struct({ id_nivel: Schema.Number, n_nivel: Schema.String, valor: Schema.Number, descripcion: Schema.NullOr(Schema.String) })
export type Level = typeof Level.Type

export const EvaluationToAnswer = Schema.Struct({
  evaluacion: MyEvaluation,
  encuesta: Schema.NullOr(Instrument),
  respuestas: Schema.Array(GivenAnswer),
  competencias: Schema.Array(OperativeCompetency),
  niveles: Schema.Array(Level),
  /** Whether HR is capturing on the evaluator's behalf. */
  en_nombre: Schema.Boolean,
  /** The evaluator's name, the form's "en nombre de" when HR captures; null without an evaluator. */
  n_evaluador: Schema.NullOr(Schema.String),
})
export type EvaluationToAnswer = typeof EvaluationToAnswer.Type

export const Answer = Schema.Struct({
  orden: Schema.optional(Schema.Int.pipe(Schema.between(1, 10_000, { message: () => m.pregunta }))),
  valor: Schema.optional(Schema.NullOr(Schema.Int.annotations({ message: () => ({ message: "La respuesta de escala debe ser un número entero", override: true }) }))),
  si_no: Schema.optional(Schema.NullOr(Schema.Literal(...yesNo).annotations({ message: () => ({ message: "La respuesta debe ser Sí o No", override: true }) }))),
  texto: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(2000, { message: () => m.texto })))),
  id_competencia: Schema.optional(Id(m.competencia)),
  id_nivel: Schema.optional(Schema.NullOr(Id(m.nivelNoExiste))),
})
export type Answer = typeof Answer.Type

export const AnswerEvaluation = Schema.Struct({
  id_asignacion_evaluador: OptionalId(m.noExiste),
  id_evaluacion_operativa: OptionalId(m.noExiste),
  respuestas: Schema.Array(Answer).pipe(Schema.maxItems(500, { message: () => "Máximo 500 respuestas" })),
})
export type AnswerEvaluation = typeof AnswerEvaluation.Type

export const PersonKey = Schema.Struct({ id_proyecto: Id("El proyecto no existe"), id_empleado: Id(m.noParticipante) })
export type PersonKey = typeof PersonKey.Type

export const ParticipantEvaluation = Schema.Struct({
  tipo: Schema.Literal(...evaluationKinds),
  id_asignacion_evaluador: Schema.NullOr(Schema.Number),
  id_evaluacion_operativa: Schema.NullOr(Schema.Number),
  id_evaluador: Schema.NullOr(Schema.Number),
  n_evaluador: Schema.String,
  relacion: Schema.String,
  estado: Schema.Literal(...answerStates),
  f_respuesta: Schema.NullOr(Schema.String),
  capturada_por: Schema.NullOr(Schema.String),
})
export type ParticipantEvaluation = typeof ParticipantEvaluation.Type

export const Group360 = Schema.Struct({ grupo: Schema.String, n_grupo: Schema.String, media: Schema.Number, evaluadores: Schema.Number, peso: Schema.Number })

export const EvaluationResults = Schema.Struct({
  id_proyecto: Schema.Number,
  id_empleado: Schema.Number,
  n_empleado: Schema.String,
  /** The objectives score (the calibrated one when there is), null without one. */
  objetivos: Schema.NullOr(Schema.Number),
  /** Null for the person themself until feedback, and without a 360. */
  evaluacion_360: Schema.NullOr(
    Schema.Struct({
      grupos: Schema.Array(Group360),
      /** How many relations with answers are left out for anonymity. */
      ocultas: Schema.Number,
      final: Schema.NullOr(Schema.Number),
      porcentaje: Schema.NullOr(Schema.Number),
    }),
  ),
  operativa: Schema.NullOr(Schema.Number),
})
export type EvaluationResults = typeof EvaluationResults.Type

export const myEvaluationEndpoints = endpointFamily(needsSession, {
  misEvaluaciones: {
    summary:
      "Las evaluaciones 360 y operativas que responde el colaborador del usuario firmado (usuarios.id_empleado), pendientes y respondidas, de los proyectos publicados y no cerrados. Vacía si el usuario no está ligado a un colaborador.",
    request: NoBody,
    result: Schema.Array(MyEvaluation),
  },
  getEvaluacionPorResponder: {
    summary:
      "Una evaluación con su encuesta (o las competencias operativas del puesto y los niveles COM050) y las respuestas dadas. Su evaluador, o Recursos Humanos (EVA150) para el evaluado de sus centros. 403 si es de otra persona, 404 si no existe.",
    request: EvaluationRef,
    result: EvaluationToAnswer,
  },
  responderEvaluacion: {
    summary:
      "Guarda las respuestas de una asignación 360 {id_asignacion_evaluador, respuestas [{orden, valor | si_no | texto}]} o de una evaluación operativa {id_evaluacion_operativa, respuestas [{id_competencia, id_nivel}]}, reemplazando las anteriores, en las fases de Autoevaluación y Evaluación hasta que termina Evaluación. Solo su evaluador, o Recursos Humanos (EVA150) en su nombre, auditado. La operativa actualiza Competencias por colaborador con origen Operativa.",
    writes: true,
    request: AnswerEvaluation,
    result: MyEvaluation,
  },
  getEvaluacionesParticipante: {
    summary: "Los evaluadores 360 y la evaluación operativa de un participante con su estado, para capturar en nombre de otro. Requiere EVA150 y el centro del participante.",
    request: PersonKey,
    result: Schema.Array(ParticipantEvaluation),
  },
  getResultadosEvaluacion: {
    summary:
      "La calificación de objetivos, la media de cada grupo 360 que puede mostrarse (una relación bajo su mínimo nunca sola), la calificación 360 y su %, y la operativa de un participante. Recursos Humanos (EVA150) de sus centros; la persona evaluada no recibe su 360 antes de la retroalimentación.",
    request: PersonKey,
    result: EvaluationResults,
  },
})

export const { misEvaluaciones, getEvaluacionPorResponder, responderEvaluacion, getEvaluacionesParticipante, getResultadosEvaluacion } = myEvaluationEndpoints
