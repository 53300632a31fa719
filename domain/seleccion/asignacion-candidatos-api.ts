import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { stageResults } from "../rules/seleccion-pipeline"

// SEL250 Asignación de candidatos (MODULES-MX §6): a vacancy's pipeline board, a column per stage
// of its process and a card per candidate assigned to it (name, source, total score, days in the
// stage), the same as a table, and the acts on a card. Hand-written calls, not a record
// descriptor: the board is one vacancy's assignments grouped by stage, and a move is a command
// judged against the process (mandatory stages, reasons) and the card's version, not a save.
//
// - /get-pipeline {id_vacante, id_etapa?, desde?}: the columns with their counts and the first
//   cards of each (`por_columna`), or the next cards of one column from `desde`: a board of
//   thousands of candidates never travels whole.
// - /asignar-candidato {id_candidato, id_vacante}: the candidate enters the Inicial stage.
// - /mover-etapa {id_asignacion, id_etapa, resultado, calificacion, comentario, id_motivo_rechazo,
//   version}: records the result of the stage being left and moves the card. `version` is the one
//   the board showed: of two recruiters moving one card at once, one moves it and the other is told.
// - /reabrir-asignacion {id_asignacion, id_etapa, comentario, version}: a Descartado candidate
//   back to a stage, the comment kept in the history (the audit).
// - /get-historial-asignacion {id_asignacion}: a card's history.
// - /get-candidatos-asignables {id_vacante, buscar}: candidates of the vacancy's company that may be
//   assigned to it (not in it yet, not hired, not anonymised), up to 20 matches of a search.

export const pipelineKeys = needsAnyKey("SEL250")

export const pipelineMessages = {
  vacante: "La vacante no es válida",
  candidato: "El candidato no es válido",
  asignacion: "La asignación no es válida",
  etapa: "La etapa es requerida",
  resultado: "El resultado es requerido",
  calificacion: "La calificación debe estar entre 0 y 100",
  comentario: "El comentario admite a lo más 500 caracteres",
  comentarioReabrir: "El comentario es requerido para reabrir al candidato",
  motivo: "El motivo de rechazo es requerido",
  version: "La versión no es válida",
  buscar: "La búsqueda admite a lo más 60 caracteres",
  duplicado: "El candidato ya está asignado a la vacante",
  vacanteNoAbierta: "La vacante no está abierta: no se asignan ni mueven candidatos",
  candidatoNoAsignable: "El candidato ya fue contratado o anonimizado: no se asigna a vacantes",
  candidatoEmpresa: "El candidato aspira a otra empresa que la de la vacante",
  etapaAjena: "La etapa no pertenece al proceso de la vacante",
  mismaEtapa: "El candidato ya está en esa etapa",
  descartado: "El candidato está descartado: reábralo para moverlo",
  noDescartado: "Solo se reabre a un candidato descartado",
  reabrirEtapa: "Elija una etapa del proceso que no sea Descartado ni Contratado",
  contratado: "La etapa Contratado la asigna la pre-alta confirmada del candidato",
  yaContratado: "El candidato ya fue contratado en la vacante",
  ofertaEnCurso: "El candidato tiene una oferta en curso: retírela o espere su respuesta antes de descartarlo",
  movidoPorOtro: "Otro usuario movió a este candidato antes: el tablero se actualizó",
  motivoNoExiste: "El motivo de rechazo no existe",
  asignado: "Candidato asignado a la vacante",
  movido: (nombre: string, etapa: string) => `${nombre} pasó a la etapa ${etapa}`,
  reabierto: (nombre: string, etapa: string) => `${nombre} fue reabierto en la etapa ${etapa}`,
} as const

/** Cards per column in one answer; the next ones come by `desde`. */
export const cardsPerColumn = 50

const positive = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => message })
const IdVacante = positive(pipelineMessages.vacante)
const IdCandidato = positive(pipelineMessages.candidato)
const IdAsignacion = positive(pipelineMessages.asignacion)
const IdEtapa = positive(pipelineMessages.etapa)
const Version = Schema.Int.pipe(Schema.between(0, 2_147_483_647, { message: () => pipelineMessages.version })).annotations({ message: () => pipelineMessages.version })
const Resultado = Schema.Literal(...stageResults).annotations({ message: () => ({ message: pipelineMessages.resultado, override: true }) })
const Calificacion = Schema.NullOr(
  Schema.Number.pipe(Schema.between(0, 100, { message: () => pipelineMessages.calificacion }), Schema.multipleOf(0.01, { message: () => pipelineMessages.calificacion })),
).annotations({ message: () => pipelineMessages.calificacion })
const Comentario = Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(500, { message: () => pipelineMessages.comentario })))

export const PipelineRequest = Schema.Struct({
  id_vacante: IdVacante,
  /** One column's next cards; absent, every column's first ones. */
  id_etapa: Schema.optional(IdEtapa),
  desde: Schema.optional(Schema.Int.pipe(Schema.between(0, 1_000_000, { message: () => pipelineMessages.version }))),
})
export type PipelineRequest = typeof PipelineRequest.Type

export const PipelineCard = Schema.Struct({
  id_asignacion: Schema.Number,
  id_candidato: Schema.Number,
  n_candidato: Schema.String,
  n_fuente: Schema.NullOr(Schema.String),
  id_etapa: Schema.Number,
  calificacion_total: Schema.Number,
  f_postulacion: Schema.String,
  f_etapa: Schema.String,
  dias_en_etapa: Schema.Number,
  n_motivo_rechazo: Schema.NullOr(Schema.String),
  version: Schema.Number,
})
export type PipelineCard = typeof PipelineCard.Type

export const PipelineColumn = Schema.Struct({
  id_etapa: Schema.Number,
  orden: Schema.Number,
  n_etapa: Schema.String,
  tipo: Schema.String,
  obligatoria: Schema.Boolean,
  peso: Schema.Number,
  /** Every card of the stage; `tarjetas` holds the page asked for. */
  total: Schema.Number,
  tarjetas: Schema.Array(PipelineCard),
})
export type PipelineColumn = typeof PipelineColumn.Type

export const Pipeline = Schema.Struct({
  id_vacante: Schema.Number,
  titulo: Schema.String,
  n_puesto: Schema.NullOr(Schema.String),
  estado: Schema.String,
  /** Whether the vacancy's state lets candidates be assigned and moved (Abierta). */
  abierta: Schema.Boolean,
  columnas: Schema.Array(PipelineColumn),
})
export type Pipeline = typeof Pipeline.Type

export const AssignRequest = Schema.Struct({ id_candidato: IdCandidato, id_vacante: IdVacante })
export type AssignRequest = typeof AssignRequest.Type

export const MoveRequest = Schema.Struct({
  id_asignacion: IdAsignacion,
  id_etapa: IdEtapa,
  resultado: Resultado,
  calificacion: Schema.optionalWith(Calificacion, { default: () => null }),
  comentario: Schema.optionalWith(Comentario, { default: () => null }),
  id_motivo_rechazo: Schema.optionalWith(Schema.NullOr(positive(pipelineMessages.motivo)), { default: () => null }),
  version: Version,
})
export type MoveRequest = typeof MoveRequest.Type

export const ReopenRequest = Schema.Struct({
  id_asignacion: IdAsignacion,
  id_etapa: IdEtapa,
  comentario: Schema.Trim.pipe(
    Schema.minLength(1, { message: () => pipelineMessages.comentarioReabrir }),
    Schema.maxLength(500, { message: () => pipelineMessages.comentario }),
  ).annotations({ message: () => pipelineMessages.comentarioReabrir }),
  version: Version,
})
export type ReopenRequest = typeof ReopenRequest.Type

export const HistoryEntry = Schema.Struct({
  n_etapa: Schema.String,
  resultado: Schema.String,
  calificacion: Schema.NullOr(Schema.Number),
  fecha: Schema.String,
  n_usuario: Schema.NullOr(Schema.String),
  comentario: Schema.NullOr(Schema.String),
})
export type HistoryEntry = typeof HistoryEntry.Type

export const AssignmentHistory = Schema.Struct({
  id_asignacion: Schema.Number,
  n_candidato: Schema.String,
  historial: Schema.Array(HistoryEntry),
})
export type AssignmentHistory = typeof AssignmentHistory.Type

export const AssignableRequest = Schema.Struct({
  id_vacante: IdVacante,
  buscar: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(60, { message: () => pipelineMessages.buscar })), { default: () => "" }),
})

export const AssignableCandidate = Schema.Struct({ id_candidato: Schema.Number, n_candidato: Schema.String, email: Schema.String })
export type AssignableCandidate = typeof AssignableCandidate.Type

const calls = endpointFamily(pipelineKeys, {
  getPipeline: {
    summary:
      "El tablero de una vacante: sus etapas en orden con cuántos candidatos hay en cada una y las primeras tarjetas (nombre, fuente, calificación total, días en la etapa, versión), o las siguientes de una etapa desde `desde`. 404 si la vacante no existe; 403 si su centro de trabajo no está a su alcance.",
    request: PipelineRequest,
    result: Pipeline,
  },
  asignarCandidato: {
    summary:
      "Asigna un candidato a una vacante abierta: entra en la etapa Inicial de su proceso y pasa a «En proceso». 409 si ya está asignado, si la vacante no está abierta o si el candidato fue contratado o anonimizado.",
    access: needsAnyKey("SEL250", "SEL200"),
    writes: true,
    request: AssignRequest,
    result: PipelineCard,
  },
  moverEtapa: {
    summary:
      "Registra el resultado (Aprobado, Rechazado, Pendiente), la calificación (0 a 100) y el comentario de la etapa actual y mueve al candidato a otra etapa del proceso; Descartado exige el motivo de rechazo; no se omite una etapa obligatoria. `version` es la que mostró el tablero: si otro usuario movió antes la tarjeta, 409 y nada cambia.",
    writes: true,
    request: MoveRequest,
    result: PipelineCard,
  },
  reabrirAsignacion: {
    summary:
      "Reabre a un candidato descartado en una etapa del proceso con un comentario que queda en su historial (y en la auditoría); su motivo de rechazo se borra. 409 si no está descartado o si otro usuario lo movió antes.",
    writes: true,
    request: ReopenRequest,
    result: PipelineCard,
  },
  getHistorialAsignacion: {
    summary: "El historial de un candidato en una vacante: cada etapa con su resultado, calificación, fecha, usuario y comentario, del más antiguo al más reciente.",
    request: Schema.Struct({ id_asignacion: IdAsignacion }),
    result: AssignmentHistory,
  },
  getCandidatosAsignables: {
    summary:
      "Hasta 20 candidatos de la empresa de la vacante que pueden asignarse a ella (no asignados aún, ni contratados ni anonimizados), buscados por nombre o correo.",
    request: AssignableRequest,
    result: Schema.Array(AssignableCandidate),
  },
})

export const pipelineEndpoints = calls
