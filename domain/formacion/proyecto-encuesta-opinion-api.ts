import { Schema } from "effect"
import { isPublic } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { questionKinds, surveyMessages as m, surveySections } from "./proyecto-encuesta-opinion-vocabulary"

// The public calls of a course's opinion survey (FOR310): the page of the mailed link reads the
// questions with the link's token and answers them once. No session: whoever holds the token is
// the participant it was issued to, and the server never stores who answered what. Both are
// rate-limited per address (server/formacion/proyecto-encuesta-opinion-throttle.ts).

// 256-bit tokens in base64url: 43 characters. Anything else is refused before any SQL, with the
// same words as an unknown link.
const Token = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{43}$/)).annotations({ message: () => ({ message: m.enlaceInvalido, override: true }) })

export const SurveyToken = Schema.Struct({ token: Token })
export type SurveyToken = typeof SurveyToken.Type

const Valor = Schema.Int.pipe(Schema.between(1, 5)).annotations({ message: () => ({ message: m.respuestas, override: true }) })
const Comentario = Schema.Trim.pipe(Schema.maxLength(1000, { message: () => m.comentarioLargo }))

export const GivenAnswer = Schema.Struct({
  id_pregunta: Schema.Int.pipe(Schema.between(1, 1000)).annotations({ message: () => ({ message: m.respuestas, override: true }) }),
  valor: Schema.optionalWith(Schema.NullOr(Valor), { default: () => null }),
  comentario: Schema.optionalWith(Schema.NullOr(Comentario), { default: () => null }),
})
export type GivenAnswer = typeof GivenAnswer.Type

export const SurveyAnswers = Schema.Struct({ token: Token, respuestas: Schema.Array(GivenAnswer).pipe(Schema.maxItems(200)) })
export type SurveyAnswers = typeof SurveyAnswers.Type

export const SurveyQuestion = Schema.Struct({
  id_pregunta: Schema.Number,
  seccion: Schema.Literal(...surveySections),
  texto: Schema.String,
  tipo: Schema.Literal(...questionKinds),
})
export type SurveyQuestion = typeof SurveyQuestion.Type

/** What the answer page shows: the course, its instructor, until when it may be answered, the questions. */
export const SurveyForm = Schema.Struct({
  n_curso: Schema.String,
  n_instructor: Schema.String,
  n_instrumento: Schema.String,
  f_cierre: Schema.String,
  preguntas: Schema.Array(SurveyQuestion),
})
export type SurveyForm = typeof SurveyForm.Type

export const surveyAnswerEndpoints = endpointFamily(isPublic, {
  getEncuestaOpinion: {
    summary:
      "Sin sesión: la encuesta de opinión de un curso que abre el enlace enviado por correo (curso, instructor, cierre de la ventana, preguntas). 400 si el enlace no es válido; 409 si ya se usó, si la encuesta no está abierta o la ventana cerró; 403 si la persona ya no está inscrita; 429 con demasiados intentos desde la dirección.",
    request: SurveyToken,
    result: SurveyForm,
  },
  responderEncuesta: {
    summary:
      "Sin sesión: responde una vez la encuesta de opinión con el token del enlace: cada pregunta de escala del 1 al 5 y comentarios opcionales. Las respuestas no guardan quién respondió. 400 si el enlace o las respuestas no son válidos; 409 si el enlace ya se usó, la encuesta no está abierta o la ventana cerró; 403 si la persona ya no está inscrita en el curso; 429 con demasiados intentos desde la dirección.",
    writes: true,
    request: SurveyAnswers,
    result: Schema.Null,
  },
})
