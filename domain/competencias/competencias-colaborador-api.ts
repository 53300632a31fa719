import { Schema } from "effect"
import { TipoCompetenciaWire } from "./competency-types"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"
import { Opcion } from "../personal/movimientos-personal-api"

// Competencias por colaborador (COM300, DOMAIN-MX 5.6): for one person, the competencies of the
// puesto of the position they occupy, each with the expected level, the latest assessment
// (/evaluaciones-competencia) and the gap and fulfilment of domain/rules/competency-gap.ts, plus
// the weighted total per type; the people the page may pick; and sending a gap to training needs
// (necesidades_capacitacion, one open need per person and competency, read later by formación).
// COM300 guards them; the person is one of the caller's work centres (403 otherwise).

const keys = needsAnyKey("COM300")

const IdEmpleado = Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => "El colaborador no es válido" })).annotations({
  message: () => "El colaborador es requerido",
})
const IdCompetencia = Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => "La competencia no es válida" })).annotations({
  message: () => "La competencia es requerida",
})

export const necesidadMessages = {
  sinBrecha: "La competencia no tiene brecha: el colaborador cumple el nivel esperado o no ha sido evaluado",
  noEsperada: "El puesto del colaborador no espera esta competencia",
  abierta: "Ya existe una necesidad de capacitación abierta para esta competencia",
  enviada: "Se envió la brecha a necesidades de capacitación",
  sinPuesto: "El colaborador no ocupa un puesto",
} as const

export const CompetenciaColaborador = Schema.Struct({
  id_competencia: Schema.Number,
  n_competencia: Schema.String,
  tipo: TipoCompetenciaWire,
  id_nivel_esperado: Schema.Number,
  n_nivel_esperado: Schema.String,
  valor_esperado: Schema.Number,
  id_nivel_evaluado: Schema.NullOr(Schema.Number),
  n_nivel_evaluado: Schema.NullOr(Schema.String),
  valor_evaluado: Schema.NullOr(Schema.Number),
  f_evaluacion: Schema.NullOr(Schema.String),
  evaluador: Schema.NullOr(Schema.String),
  origen: Schema.NullOr(Schema.String),
  brecha: Schema.NullOr(Schema.Number),
  cumplimiento: Schema.NullOr(Schema.Number),
  peso: Schema.Number,
  /** An open training need already holds this gap. */
  necesidad_abierta: Schema.Boolean,
})
export type CompetenciaColaborador = typeof CompetenciaColaborador.Type

export const TotalTipo = Schema.Struct({
  tipo: TipoCompetenciaWire,
  cumplimiento: Schema.NullOr(Schema.Number),
  evaluadas: Schema.Number,
  total: Schema.Number,
})
export type TotalTipo = typeof TotalTipo.Type

export const CompetenciasColaborador = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  id_puesto: Schema.NullOr(Schema.String),
  n_puesto: Schema.NullOr(Schema.String),
  competencias: Schema.Array(CompetenciaColaborador),
  totales: Schema.Array(TotalTipo),
})
export type CompetenciasColaborador = typeof CompetenciasColaborador.Type

export const NecesidadCapacitacion = Schema.Struct({
  id_necesidad: Schema.Number,
  id_empleado: Schema.Number,
  id_competencia: Schema.Number,
  brecha: Schema.Number,
  estado: Schema.String,
})

export const competenciasColaboradorEndpoints = {
  getCompetenciasColaborador: endpoint({
    name: "getCompetenciasColaborador",
    method: "POST",
    path: "/get-competencias-colaborador",
    summary:
      "Competencias del puesto que ocupa el colaborador, con nivel esperado, última evaluación, brecha (valor esperado menos valor evaluado) y cumplimiento (mín(evaluado / esperado, 1) × 100), y el cumplimiento ponderado por tipo sobre las evaluadas.",
    access: keys,
    writes: false,
    scope: { id_empleado: "empleado" },
    request: Schema.Struct({ id_empleado: IdEmpleado }),
    response: Envelope(CompetenciasColaborador),
  }),
  colaboradoresCompetencias: endpoint({
    name: "colaboradoresCompetencias",
    method: "GET",
    path: "/competencias-colaborador-colaboradores",
    summary: "Hasta 20 colaboradores activos de los centros de trabajo de su rol cuyo número o nombre contiene el texto (sin acentos ni mayúsculas): a quién evaluar y quién evalúa.",
    access: keys,
    writes: false,
    query: true,
    request: Schema.Struct({ buscar: Schema.optional(Schema.String.pipe(Schema.maxLength(100))) }),
    response: Envelope(Schema.Array(Opcion)),
  }),
  enviarNecesidadCapacitacion: endpoint({
    name: "enviarNecesidadCapacitacion",
    method: "POST",
    path: "/enviar-necesidad-capacitacion",
    summary:
      "Registra la brecha de una competencia del colaborador como necesidad de capacitación abierta (para formación). 409 si no hay brecha o si ya hay una necesidad abierta de esa competencia.",
    access: keys,
    writes: true,
    scope: { id_empleado: "empleado" },
    request: Schema.Struct({
      id_empleado: IdEmpleado,
      id_competencia: IdCompetencia,
      comentario: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(500, { message: () => "El comentario: máximo 500 caracteres" })))),
    }),
    response: Envelope(NecesidadCapacitacion),
  }),
} as const
