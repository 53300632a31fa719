import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { evaluationProjectStates, evaluationProjectTypes, evaluatorRelations, evaluationProjectMessages as m } from "./proyectos-vocabulary"

// EVA150's calls beside its resource (MODULES-MX §0 and §5):
// - get-colaboradores-proyecto {id_proyecto, tipo_proyecto, pagina?}: a project's participants,
//   by tipo_proyecto (EVA today; DNC, FOR, CLI and MP answer it as their modules add theirs). An
//   EVA draft answers its population as it would be stored; a published one, the stored one.
//   1,000 per page.
// - proponer-evaluadores-360 {id_proyecto}: proposes the 360 evaluators of every participant
//   without any yet, from the position tree, in a few set-based statements; answers how many
//   participants fall short of each relation's minimum.
// - get-evaluadores-360 / guardar-evaluadores-360 {id_proyecto, id_evaluado, evaluadores}: one
//   person's evaluators, read or replaced as a whole, with each relation's count against its
//   minimum (reported, not refused: HR may still be looking for peers).

const keys = needsAnyKey("EVA150")

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => message })

export const projectTypes = ["EVA", "DNC", "FOR", "CLI", "MP"] as const

export const ProjectParticipantsRequest = Schema.Struct({
  id_proyecto: Id(m.proyectoNoExiste),
  tipo_proyecto: Schema.Literal(...projectTypes).annotations({ message: () => ({ message: m.tipoProyecto, override: true }) }),
  pagina: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 100_000, { message: () => "La página no es válida" })), { default: () => 1 }),
})
export type ProjectParticipantsRequest = typeof ProjectParticipantsRequest.Type

export const participantsPerPage = 1000

export const ProjectParticipant = Schema.Struct({
  id_empleado: Schema.Number,
  n_empleado: Schema.String,
  n_depto: Schema.String,
  n_puesto: Schema.String,
  estado: Schema.String,
})
export type ProjectParticipant = typeof ProjectParticipant.Type

export const ProjectKey = Schema.Struct({ id_proyecto: Id(m.proyectoNoExiste) })

export const Relation = Schema.Literal(...evaluatorRelations).annotations({ message: () => ({ message: "La relación debe ser Auto, Jefe, Par, Subordinado o Cliente", override: true }) })

export const EvaluatorAssignment = Schema.Struct({
  id_evaluador: Id(m.evaluadorNoExiste),
  relacion: Relation,
})

export const PersonEvaluatorsRequest = Schema.Struct({ id_proyecto: Id(m.proyectoNoExiste), id_evaluado: Id(m.noParticipante) })

export const SavePersonEvaluators = Schema.Struct({
  id_proyecto: Id(m.proyectoNoExiste),
  id_evaluado: Id(m.noParticipante),
  evaluadores: Schema.Array(EvaluatorAssignment).pipe(Schema.maxItems(200, { message: () => "Máximo 200 evaluadores por colaborador" })),
})
export type SavePersonEvaluators = typeof SavePersonEvaluators.Type

/** A relation's evaluators against its minimum: `faltan` > 0 means its result would stay hidden. */
export const RelationCount = Schema.Struct({ relacion: Schema.String, asignados: Schema.Number, minimo: Schema.Number, faltan: Schema.Number })

export const PersonEvaluators = Schema.Struct({
  id_evaluado: Schema.Number,
  n_evaluado: Schema.String,
  evaluadores: Schema.Array(
    Schema.Struct({ id_asignacion_evaluador: Schema.Number, id_evaluador: Schema.Number, n_evaluador: Schema.String, relacion: Schema.String }),
  ),
  por_relacion: Schema.Array(RelationCount),
})
export type PersonEvaluators = typeof PersonEvaluators.Type

export const ProposalOutcome = Schema.Struct({
  evaluados: Schema.Number,
  propuestos: Schema.Number,
  asignaciones: Schema.Number,
  sin_jefe: Schema.Number,
  faltan_pares: Schema.Number,
  faltan_subordinados: Schema.Number,
})
export type ProposalOutcome = typeof ProposalOutcome.Type

export const EvaluationProjectsRequest = Schema.Struct({
  id_empresa: Schema.optional(Id(m.empresa)),
  tipo: Schema.optional(Schema.Literal(...evaluationProjectTypes).annotations({ message: () => ({ message: "El tipo de proyecto no es válido", override: true }) })),
  estado: Schema.optional(Schema.Literal(...evaluationProjectStates).annotations({ message: () => ({ message: "El estado no es válido", override: true }) })),
})
export type EvaluationProjectsRequest = typeof EvaluationProjectsRequest.Type

/** One cycle as EVA150's list shows it. */
export const EvaluationProjectSummary = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  tipo: Schema.String,
  id_empresa: Schema.Number,
  n_empresa: Schema.String,
  f_inicio: Schema.String,
  f_fin: Schema.String,
  fase_actual: Schema.NullOr(Schema.String),
  participantes: Schema.Number,
  avance: Schema.Number,
  estado: Schema.String,
})
export type EvaluationProjectSummary = typeof EvaluationProjectSummary.Type

export const evaluationProjectCallEndpoints = endpointFamily(keys, {
  getProyectosEva: {
    path: "/get-proyectos-eva",
    summary:
      "Los proyectos de evaluación de las empresas de su rol, los más recientes primero, con su fase actual, participantes y avance %; filtros opcionales por empresa, tipo y estado.",
    request: EvaluationProjectsRequest,
    result: Schema.Array(EvaluationProjectSummary),
  },
  getColaboradoresProyecto: {
    summary:
      "Los participantes de un proyecto por su tipo (EVA: evaluación), de sus centros de trabajo, por nombre, de 1,000 en 1,000: los guardados al publicarlo, o en borrador los que tendría su población (antigüedad de al menos 90 días al inicio). 404 si el proyecto no existe; 403 si no es de su rol.",
    request: ProjectParticipantsRequest,
    result: Schema.Array(ProjectParticipant),
  },
  proponerEvaluadores360: {
    path: "/proponer-evaluadores-360",
    summary:
      "Propone los evaluadores 360 de cada participante que aún no tiene ninguno, por el árbol de posiciones: él mismo, el ocupante de la posición de su jefe, hasta 5 pares bajo el mismo jefe y sus subordinados directos. Responde cuántos quedan bajo el mínimo de pares o de subordinados. 409 en borrador, cerrado o sin 360.",
    writes: true,
    request: ProjectKey,
    result: ProposalOutcome,
  },
  getEvaluadores360: {
    path: "/get-evaluadores-360",
    summary: "Los evaluadores 360 de un participante con la cuenta de cada relación contra su mínimo.",
    request: PersonEvaluatorsRequest,
    scope: { id_evaluado: "empleado" },
    result: PersonEvaluators,
  },
  guardarEvaluadores360: {
    path: "/guardar-evaluadores-360",
    summary:
      "Reemplaza los evaluadores 360 de un participante: activos de la empresa del proyecto, cada uno una vez, la autoevaluación solo del propio colaborador. Los mínimos se informan, no se exigen.",
    writes: true,
    request: SavePersonEvaluators,
    scope: { id_evaluado: "empleado" },
    result: PersonEvaluators,
  },
})

export const { getProyectosEva, getColaboradoresProyecto, proponerEvaluadores360, getEvaluadores360, guardarEvaluadores360 } = evaluationProjectCallEndpoints
