import { Schema } from "effect"
import { needsAnyKey, needsSession } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { isRealDate } from "../records/field"
import {
  agreements,
  commitmentStates,
  commitmentTypes,
  feedbackKinds,
  feedbackStates,
  feedbackMessages as m,
  maxCommitments,
} from "./retroalimentacion-vocabulary"

// EVA370 Retroalimentación operativa / EVA375 Retroalimentación 360 (MODULES-MX §0.2 and §5): one
// feedback session per person, cycle and kind, held by the boss (the occupant of the boss
// position) or by Recursos Humanos (EVA150) with the page's key; each records ≥ 1 commitment.
// - /get-proyectos-retroalimentacion {tipo}: the published cycles of that kind of the caller's companies.
// - /get-retroalimentaciones {id_proyecto, tipo, id_centro_trabajo?, id_depto?, estado?}: the
//   participants with that component (Colaborador, Jefe, Fecha, Conformidad, Compromisos,
//   Estado); outside Recursos Humanos, only the people the caller is the boss of.
// - /get-retroalimentacion {id_proyecto, id_empleado, tipo}: the session (or an empty one) with
//   its commitments, the people who may be responsible, and whether the caller may save it.
// - /guardar-retroalimentacion: records or edits the session and replaces its commitments
//   (those sent with their id keep it, the others are new, the missing ones go) until the person
//   signs. firma_jefe marks it held; a 360 session then releases the person's own 360 report.
// - /mis-retroalimentaciones, /firmar-retroalimentacion {id_retro, conformidad,
//   comentarios_colaborador}: the person's own sessions, and their signature (Mis evaluaciones).
// The commitments' progress is registered from EVA380 (/guardar-compromiso).

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => message })
const optionalId = (message: string) => Schema.optionalWith(Schema.NullOr(Id(message)), { default: () => null })

export const Day = (message: string) =>
  Schema.String.pipe(Schema.filter((s) => isRealDate(s) || message)).annotations({ message: () => ({ message, override: true }) })

const Required = (message: string, max: number, tooLong: string) =>
  Schema.Trim.pipe(Schema.minLength(1, { message: () => message }), Schema.maxLength(max, { message: () => tooLong })).annotations({
    message: () => ({ message, override: true }),
  })
const Optional = (max: number, tooLong: string) =>
  Schema.optionalWith(Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(max, { message: () => tooLong }))), { default: () => null })

export const FeedbackKind = Schema.Literal(...feedbackKinds).annotations({ message: () => ({ message: m.tipo, override: true }) })
export const Agreement = Schema.Literal(...agreements).annotations({ message: () => ({ message: m.conformidad, override: true }) })
export const CommitmentType = Schema.Literal(...commitmentTypes).annotations({ message: () => ({ message: m.tipoCompromiso, override: true }) })
export const Progress = Schema.Int.pipe(Schema.between(0, 100)).annotations({ message: () => ({ message: m.avance, override: true }) })

export const FeedbackProject = Schema.Struct({ id_proyecto: Schema.Number, n_proyecto: Schema.String, fase_actual: Schema.NullOr(Schema.String), estado: Schema.String })
export type FeedbackProject = typeof FeedbackProject.Type

export const FeedbackFilters = Schema.Struct({
  id_proyecto: Id(m.proyecto),
  tipo: FeedbackKind,
  id_centro_trabajo: optionalId(m.filtro),
  id_depto: optionalId(m.filtro),
  estado: Schema.optionalWith(Schema.NullOr(Schema.Literal(...feedbackStates).annotations({ message: () => ({ message: m.filtro, override: true }) })), { default: () => null }),
})
export type FeedbackFilters = typeof FeedbackFilters.Type

export const FeedbackRow = Schema.Struct({
  id_proyecto: Schema.Number,
  id_empleado: Schema.Number,
  n_empleado: Schema.String,
  n_puesto: Schema.String,
  n_jefe: Schema.NullOr(Schema.String),
  id_retro: Schema.NullOr(Schema.Number),
  f_sesion: Schema.NullOr(Schema.String),
  conformidad: Schema.NullOr(Schema.String),
  compromisos: Schema.Number,
  estado: Schema.Literal(...feedbackStates),
})
export type FeedbackRow = typeof FeedbackRow.Type

export const FeedbackKey = Schema.Struct({ id_proyecto: Id(m.proyecto), id_empleado: Id(m.colaborador), tipo: FeedbackKind })
export type FeedbackKey = typeof FeedbackKey.Type

export const Commitment = Schema.Struct({
  id_compromiso: Schema.Number,
  accion: Schema.String,
  tipo: Schema.Literal(...commitmentTypes),
  id_responsable: Schema.Number,
  n_responsable: Schema.String,
  f_compromiso: Schema.String,
  avance: Schema.Number,
  estado: Schema.Literal(...commitmentStates),
})
export type Commitment = typeof Commitment.Type

export const Person = Schema.Struct({ id_empleado: Schema.Number, n_empleado: Schema.String })
export type Person = typeof Person.Type

export const FeedbackSession = Schema.Struct({
  id_retro: Schema.NullOr(Schema.Number),
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  tipo: Schema.Literal(...feedbackKinds),
  id_empleado: Schema.Number,
  n_empleado: Schema.String,
  n_puesto: Schema.String,
  n_depto: Schema.String,
  id_jefe: Schema.NullOr(Schema.Number),
  n_jefe: Schema.NullOr(Schema.String),
  f_sesion: Schema.NullOr(Schema.String),
  fortalezas: Schema.String,
  areas_mejora: Schema.String,
  comentarios_colaborador: Schema.NullOr(Schema.String),
  conformidad: Schema.NullOr(Schema.String),
  firma_jefe: Schema.Boolean,
  firma_colaborador: Schema.Boolean,
  estado: Schema.Literal(...feedbackStates),
  compromisos: Schema.Array(Commitment),
  /** Who may be responsible for a commitment: the person and their boss. */
  responsables: Schema.Array(Person),
  /** Whether the caller may record or edit it now. */
  editable: Schema.Boolean,
})
export type FeedbackSession = typeof FeedbackSession.Type

export const CommitmentDraft = Schema.Struct({
  id_compromiso: optionalId(m.compromisoAjeno),
  accion: Required(m.accion, 300, m.accionLarga),
  tipo: CommitmentType,
  id_responsable: Id(m.responsable),
  f_compromiso: Day(m.fechaCompromiso),
  avance: Schema.optionalWith(Progress, { default: () => 0 }),
})
export type CommitmentDraft = typeof CommitmentDraft.Type

export const SaveFeedback = Schema.Struct({
  ...FeedbackKey.fields,
  f_sesion: Day(m.fecha),
  fortalezas: Required(m.fortalezas, 2000, m.textoLargo),
  areas_mejora: Required(m.areasMejora, 2000, m.textoLargo),
  comentarios_colaborador: Optional(2000, m.textoLargo),
  conformidad: Schema.optionalWith(Schema.NullOr(Agreement), { default: () => null }),
  firma_jefe: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  compromisos: Schema.Array(CommitmentDraft).pipe(Schema.maxItems(maxCommitments, { message: () => m.demasiados })),
})
export type SaveFeedback = typeof SaveFeedback.Type

export const MyFeedback = Schema.Struct({
  ...FeedbackSession.fields,
  /** Whether the person may sign it now (held, not yet signed by them). */
  firmable: Schema.Boolean,
})
export type MyFeedback = typeof MyFeedback.Type

export const SignFeedback = Schema.Struct({
  id_retro: Id(m.retro),
  conformidad: Agreement,
  comentarios_colaborador: Optional(2000, m.textoLargo),
})
export type SignFeedback = typeof SignFeedback.Type

const held = endpointFamily(needsAnyKey("EVA370", "EVA375"), {
  getProyectosRetroalimentacion: {
    summary: "Los proyectos de evaluación publicados de las empresas de su rol que tienen ese tipo de retroalimentación (Operativa: Operativa o Integral; 360: 360 o Integral), el más reciente primero.",
    request: Schema.Struct({ tipo: FeedbackKind }),
    result: Schema.Array(FeedbackProject),
  },
  getRetroalimentaciones: {
    summary:
      "Las sesiones de retroalimentación de un proyecto y tipo: los participantes de sus centros con ese componente, con su jefe, la fecha, la conformidad, los compromisos y el estado (Pendiente, En sesión, Firmada). Fuera de Recursos Humanos (EVA150), solo sus colaboradores directos. Requiere EVA370 (Operativa) o EVA375 (360).",
    request: FeedbackFilters,
    result: Schema.Array(FeedbackRow),
  },
  getRetroalimentacion: {
    summary: "La sesión de retroalimentación de un participante (vacía si no se ha registrado) con sus compromisos, quién puede ser responsable y si el usuario puede guardarla.",
    request: FeedbackKey,
    scope: { id_empleado: "empleado" },
    result: FeedbackSession,
  },
  guardarRetroalimentacion: {
    summary:
      "Registra o edita la sesión de retroalimentación (el jefe o Recursos Humanos) con al menos un compromiso ('Registre al menos un compromiso'); reemplaza sus compromisos. firma_jefe la marca como celebrada: una sesión 360 celebrada libera al colaborador su propio reporte 360. Ya no cambia cuando el colaborador la firmó.",
    writes: true,
    request: SaveFeedback,
    scope: { id_empleado: "empleado" },
    result: FeedbackSession,
  },
})

const own = endpointFamily(needsSession, {
  misRetroalimentaciones: {
    summary: "Las sesiones de retroalimentación del propio colaborador, con sus compromisos y si puede firmarlas.",
    request: Schema.Struct({}),
    result: Schema.Array(MyFeedback),
  },
  firmarRetroalimentacion: {
    summary: "El colaborador firma su sesión de retroalimentación ya firmada por su jefe, con su conformidad y sus comentarios.",
    writes: true,
    request: SignFeedback,
    result: MyFeedback,
  },
})

export const feedbackEndpoints = { ...held, ...own } as const
