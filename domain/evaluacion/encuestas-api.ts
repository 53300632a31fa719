import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { entitySchema, formBodySchema } from "../records/descriptor"
import { surveys } from "./encuestas"
import { surveyKinds, surveyMessages as m } from "./encuestas-vocabulary"

// The calls of Encuestas (EVA100) named by MODULES-MX §0.2, beside its record resource
// (`/encuestas-evaluacion`, whose list, read, create, update, export and transitions the page uses):
// - /get-encuestas {tipo?, incluir_inactivas?}: the instruments a project may name, newest version
//   of each clave first; each says whether a published project uses it (`bloqueada`). Proyectos
//   (EVA150) reads its choices of 360 and operative instruments here.
// - /guardar-encuesta {id_encuesta?, ...the record}: one save in the contract's style; without
//   `id_encuesta` it creates (the clave's next version), with it it updates, by the same rules
//   and hooks as the resource's own create and update.

const keys = needsAnyKey("EVA100", "EVA150")

const Folio = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => m.encuesta })).annotations({ message: () => m.encuesta })

export const SurveyOptionsRequest = Schema.Struct({
  tipo: Schema.optional(Schema.Literal(...surveyKinds).annotations({ message: () => ({ message: m.tipoFiltro, override: true }) })),
  incluir_inactivas: Schema.optional(Schema.Literal("1", "0").annotations({ message: () => ({ message: "Indique '1' o '0' en incluir_inactivas", override: true }) })),
})
export type SurveyOptionsRequest = typeof SurveyOptionsRequest.Type

export const SurveyOption = Schema.Struct({
  id_encuesta: Schema.Number,
  clave: Schema.String,
  n_encuesta: Schema.String,
  tipo: Schema.String,
  version: Schema.Number,
  num_preguntas: Schema.Number,
  activo: Schema.String,
  bloqueada: Schema.Literal("1", "0"),
})
export type SurveyOption = typeof SurveyOption.Type

/** The body of /guardar-encuesta: the record's writable fields and rules, and the folio of an update. */
export const SaveSurveyRequest = formBodySchema(surveys, { id_encuesta: Schema.optional(Folio) })

export const surveyCalls = endpointFamily(
  keys,
  {
    getEncuestas: {
      summary: "Encuestas de evaluación que un proyecto puede usar (activas, o todas con incluir_inactivas '1'), por clave y la versión más reciente primero; bloqueada '1' cuando la usa un proyecto publicado.",
      request: SurveyOptionsRequest,
      result: Schema.Array(SurveyOption),
    },
    guardarEncuesta: {
      summary: "Guarda una encuesta: sin id_encuesta la crea como la versión siguiente de su clave; con id_encuesta la actualiza, salvo que la use un proyecto publicado (409).",
      request: SaveSurveyRequest,
      result: entitySchema(surveys),
      writes: true,
      access: needsAnyKey("EVA100"),
    },
  },
)
