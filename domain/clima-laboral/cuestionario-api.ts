import { Schema } from "effect"
import { isPublic, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { guides } from "./cuestionario-rules"
import { type GeneralDatum, generalData, questionnaireCallPaths, questionnaireMessages as m } from "./cuestionario-vocabulary"

// The NOM-035 questionnaire (MODULES-MX §0.2 and §4.2). Public calls, no session: whoever holds a
// link's token is the participant it was issued to.
// - /get-cuestionario-clima {token}: the project, until when, and the guides still to answer.
// - /responder-cuestionario {token, guia, datos_generales, respuestas}: stores one guide, once.
//   Guía I first (nominal: CLI220 refers to clinical evaluation); Guía II or III with the general
//   data as ranges, anonymous: the stored answer holds neither the person nor the link. The link
//   is spent with the last guide. Answers are the NOM's option words keyed by item number; the
//   gates are `atiende_clientes` and `es_jefe` ('1'/'0') among the answers.
// Answers are rate-limited per address. And for HR (CLI210): /get-enlaces-clima {id_proyecto}, the
// state of each participant's link, never an answer.

// 256-bit tokens in base64url: 43 characters. Anything else is refused before any SQL, in the
// same words as an unknown link.
const Token = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{43}$/)).annotations({ message: () => ({ message: m.enlaceInvalido, override: true }) })

export const QuestionnaireToken = Schema.Struct({ token: Token })
export type QuestionnaireToken = typeof QuestionnaireToken.Type

const datum = (name: GeneralDatum) => {
  const { label, options } = generalData[name]
  return Schema.Literal(...options).annotations({ message: () => ({ message: m.dato(label), override: true }) })
}

export const GeneralData = Schema.Struct({
  sexo: datum("sexo"),
  rango_edad: datum("rango_edad"),
  estado_civil: datum("estado_civil"),
  nivel_estudios: datum("nivel_estudios"),
  tipo_puesto: datum("tipo_puesto"),
  tipo_contratacion: datum("tipo_contratacion"),
  tipo_personal: datum("tipo_personal"),
  tipo_jornada: datum("tipo_jornada"),
  rotacion_turnos: datum("rotacion_turnos"),
  tiempo_puesto: datum("tiempo_puesto"),
  experiencia_laboral: datum("experiencia_laboral"),
})
export type GeneralData = typeof GeneralData.Type

const Respuestas = Schema.Record({ key: Schema.String.pipe(Schema.maxLength(20)), value: Schema.String.pipe(Schema.maxLength(20)) }).pipe(
  Schema.filter((r) => Object.keys(r).length <= 80, { message: () => m.opcion("?") }),
)

export const QuestionnaireAnswers = Schema.Struct({
  token: Token,
  guia: Schema.Literal(...guides).annotations({ message: () => ({ message: m.guia, override: true }) }),
  datos_generales: Schema.optionalWith(Schema.NullOr(GeneralData), { default: () => null }),
  respuestas: Respuestas,
})
export type QuestionnaireAnswers = typeof QuestionnaireAnswers.Type

export const QuestionnaireForm = Schema.Struct({
  n_proyecto: Schema.String,
  n_centro_trabajo: Schema.String,
  f_fin: Schema.String,
  guias: Schema.Array(Schema.Literal(...guides)),
  pendientes: Schema.Array(Schema.Literal(...guides)),
})
export type QuestionnaireForm = typeof QuestionnaireForm.Type

export const questionnaireEndpoints = endpointFamily(isPublic, {
  getCuestionarioClima: {
    path: questionnaireCallPaths.leer,
    summary:
      "Sin sesión: el cuestionario NOM-035 que abre el enlace de la invitación (proyecto, centro, fin y guías por responder). 400 si el enlace no es válido; 409 si ya se usó, venció o el proyecto no está en aplicación.",
    request: QuestionnaireToken,
    result: QuestionnaireForm,
  },
  responderCuestionario: {
    path: questionnaireCallPaths.responder,
    summary:
      "Sin sesión: guarda una guía del cuestionario con el token del enlace, una sola vez: la Guía I primero (nominal), la II o III con los datos generales por rangos y sin guardar quién respondió. Las respuestas son las palabras de la NOM por número de reactivo; las compuertas atiende_clientes y es_jefe '1'/'0'. 400 si el enlace, la guía o las respuestas no son válidos; 409 si el enlace ya se usó, venció o el proyecto no está en aplicación; 429 con demasiados intentos desde la dirección.",
    writes: true,
    request: QuestionnaireAnswers,
    result: QuestionnaireForm,
  },
})

export const linkStates = ["Sin invitar", "Kiosko", "Pendiente", "Guía I respondida", "Respondido", "Vencido", "Sin enlace"] as const

export const ParticipantLink = Schema.Struct({
  id_empleado: Schema.Number,
  n_empleado: Schema.String,
  nombre: Schema.String,
  n_depto: Schema.String,
  medio: Schema.NullOr(Schema.String),
  envios: Schema.Number,
  f_invitacion: Schema.NullOr(Schema.String),
  estado: Schema.Literal(...linkStates),
})
export type ParticipantLink = typeof ParticipantLink.Type

export const climateLinkEndpoints = endpointFamily(needsAnyKey("CLI210", "CLI220"), {
  getEnlacesClima: {
    summary:
      "El estado del enlace de cada participante de un proyecto (sin invitar, por kiosko, pendiente, Guía I respondida, respondido, vencido, sin enlace tras el cierre): nunca sus respuestas. 404 si el proyecto no existe; 403 si no es de sus centros de trabajo.",
    request: Schema.Struct({ id_proyecto: Schema.Int.pipe(Schema.between(1, 2_147_483_647)).annotations({ message: () => ({ message: "El proyecto no es válido", override: true }) }) }),
    result: Schema.Array(ParticipantLink),
  },
})
