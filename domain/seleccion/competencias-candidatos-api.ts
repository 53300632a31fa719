import { Schema } from "effect"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"

// Competencias de candidatos (MODULES-MX §6, guarded by SEL250): the level each candidate of a
// vacancy showed in each competency its puesto expects (COM250), the fit % of §6
// (domain/rules/seleccion-ajuste.ts) and the ranking of the vacancy's candidates. Not a record
// resource: the page is a matrix candidato × competencia of one vacancy, and a save replaces one
// candidate's assessed levels as a whole. The vacancy's workplace is its requisition's centre:
// 404 for a vacancy or assignment that does not exist, 403 outside the caller's centres.

const keys = needsAnyKey("SEL250")

export const competenciasCandidatosMessages = {
  vacante: "La vacante es requerida",
  vacanteInexistente: "La vacante no existe",
  asignacion: "La asignación es requerida",
  asignacionInexistente: "La asignación no existe",
  competencia: "La competencia es requerida",
  nivel: "El nivel evaluado es requerido",
  ajena: "La competencia no es del puesto de la vacante",
  nivelInvalido: "El nivel evaluado no es un nivel de la escala de competencias",
  repetida: "Cada competencia se evalúa una sola vez",
  cerrada: "El candidato fue descartado o contratado: sus competencias ya no se evalúan",
  guardado: "Competencias del candidato guardadas",
} as const
const m = competenciasCandidatosMessages

const Id = (required: string, invalid: string) =>
  Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => invalid })).annotations({ message: () => required })

export const CompetenciasCandidatosRequest = Schema.Struct({ id_vacante: Id(m.vacante, m.vacanteInexistente) })
export type CompetenciasCandidatosRequest = typeof CompetenciasCandidatosRequest.Type

export const NivelEvaluado = Schema.Struct({
  id_competencia: Id(m.competencia, m.ajena),
  // The value of the scale (niveles_competencia.valor), 0 for "no lo mostró".
  nivel_evaluado: Schema.Int.pipe(Schema.between(0, 99, { message: () => m.nivelInvalido })).annotations({ message: () => m.nivel }),
})
export type NivelEvaluado = typeof NivelEvaluado.Type

export const GuardarCompetenciasCandidatoRequest = Schema.Struct({
  id_asignacion: Id(m.asignacion, m.asignacionInexistente),
  competencias: Schema.Array(NivelEvaluado).pipe(Schema.maxItems(100, { message: () => "Máximo 100 competencias" })),
}).pipe(
  Schema.filter((r) => {
    const ids = r.competencias.map((c) => c.id_competencia)
    return new Set(ids).size === ids.length ? true : { path: ["competencias"], message: m.repetida }
  }),
)
export type GuardarCompetenciasCandidatoRequest = typeof GuardarCompetenciasCandidatoRequest.Type

/** One competency the vacancy's puesto expects, with its expected level and weight. */
export const CompetenciaVacante = Schema.Struct({
  id_competencia: Schema.Number,
  n_competencia: Schema.String,
  n_nivel_esperado: Schema.String,
  esperado: Schema.Number,
  peso: Schema.Number,
})
export type CompetenciaVacante = typeof CompetenciaVacante.Type

/** A level of the scale (COM050) a candidate may be assessed at. */
export const NivelEscala = Schema.Struct({ valor: Schema.Number, n_nivel: Schema.String })

/** One candidate's row of the matrix, in ranking order. */
export const CandidatoAjuste = Schema.Struct({
  id_asignacion: Schema.Number,
  n_candidato: Schema.String,
  n_etapa: Schema.String,
  /** Whether the candidate is still in process (neither discarded nor hired): only then assessed. */
  en_proceso: Schema.Boolean,
  evaluados: Schema.Array(NivelEvaluado),
  ajuste: Schema.NullOr(Schema.Number),
  evaluadas: Schema.Number,
  total: Schema.Number,
  posicion: Schema.Number,
})
export type CandidatoAjuste = typeof CandidatoAjuste.Type

export const CompetenciasCandidatos = Schema.Struct({
  id_vacante: Schema.Number,
  n_vacante: Schema.String,
  id_puesto: Schema.String,
  n_puesto: Schema.String,
  competencias: Schema.Array(CompetenciaVacante),
  niveles: Schema.Array(NivelEscala),
  candidatos: Schema.Array(CandidatoAjuste),
})
export type CompetenciasCandidatos = typeof CompetenciasCandidatos.Type

export const competenciasCandidatosEndpoints = {
  getCompetenciasCandidatos: endpoint({
    name: "getCompetenciasCandidatos",
    method: "POST",
    path: "/get-competencias-candidatos",
    summary:
      "Matriz de una vacante: las competencias que espera su puesto (nivel esperado y peso), el nivel evaluado de cada candidato, su ajuste % (Σ min(evaluado/esperado, 1) × peso / Σ peso × 100) y su lugar en el ranking.",
    access: keys,
    writes: false,
    request: CompetenciasCandidatosRequest,
    response: Envelope(CompetenciasCandidatos),
  }),
  guardarCompetenciasCandidato: endpoint({
    name: "guardarCompetenciasCandidato",
    method: "POST",
    path: "/guardar-competencias-candidato",
    summary:
      "Reemplaza los niveles evaluados de un candidato en una vacante: solo competencias del puesto de la vacante y niveles de la escala. Responde la matriz de la vacante como queda.",
    access: keys,
    writes: true,
    request: GuardarCompetenciasCandidatoRequest,
    response: Envelope(CompetenciasCandidatos),
  }),
} as const
