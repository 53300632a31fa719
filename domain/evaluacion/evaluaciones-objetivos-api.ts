import { Schema } from "effect"
import { fileEndpoint, needsAnyKey, pdfFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { objectiveEvaluationStates, objectiveEvaluationMessages as m } from "./evaluaciones-objetivos-vocabulary"

// EVA200 Evaluaciones de objetivos (MODULES-MX §0.1, §0.2 and §5): hand-written calls, a sheet
// being one person's approved objectives in a project, evaluated as a whole.
// - /get-proyectos-evaluaciones-objetivos: the published cycles with objectives (Objetivos,
//   Integral) of the caller's companies, newest first, with their phase and cap.
// - /get-evaluaciones-objetivos {id_proyecto, id_empresa?, id_centro_trabajo?, id_depto?, estado?}:
//   the participants with an approved sheet, of the caller's work centres (Colaborador, Jefe,
//   Autoevaluación, Calificación, Estado); to anyone but Recursos Humanos only their own and those
//   of the people they are the boss of.
// - /get-evaluacion-objetivos {id_proyecto, id_empleado}: the sheet, its objectives and what the
//   caller may do with it now (`acciones`).
// - /guardar-evaluacion-objetivos {id_proyecto, id_empleado, objetivos}: in Autoevaluación the
//   person's resultado_auto and comentario_auto (→ Autoevaluado); in Evaluación the boss's
//   resultado, comentario_jefe and evidencia (→ Evaluado). The server computes each cumplimiento
//   and the calificación; whatever the client says of them is not read.
// - /calibrar-evaluacion-objetivos {id_proyecto, id_empleado, calificacion_calibrada,
//   motivo_calibracion}: Recursos Humanos in Calibración (→ Calibrado); the computed figure stays.
// - /firmar-evaluacion-objetivos {id_proyecto, id_empleado}: the person in Retroalimentación or
//   Cierre (→ Firmado).
// - /print-reporte-individual {id_proyecto, id_empleado}: the individual report in PDF.

const keys = needsAnyKey("EVA200")

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => message })
const optionalId = (message: string) => Schema.optionalWith(Schema.NullOr(Id(message)), { default: () => null })

/** A figure as DECIMAL(14,2) holds it. */
const Figure = Schema.Number.pipe(
  Schema.filter((n) => (Number.isFinite(n) && Math.abs(n) < 1e12 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6) || m.resultadoValido),
).annotations({ message: () => ({ message: m.resultadoValido, override: true }) })

const LongText = (message: string, max: number) => Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(max, { message: () => message })))
const optionalText = (message: string, max: number) => Schema.optionalWith(LongText(message, max), { default: () => null })

export const ObjectiveEvaluationState = Schema.Literal(...objectiveEvaluationStates).annotations({ message: () => ({ message: m.estadoFiltro, override: true }) })

export const ObjectiveEvaluationProject = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  id_empresa: Schema.Number,
  fase_actual: Schema.NullOr(Schema.String),
  estado: Schema.String,
  tope_cumplimiento: Schema.Number,
})
export type ObjectiveEvaluationProject = typeof ObjectiveEvaluationProject.Type

export const ObjectiveEvaluationFilters = Schema.Struct({
  id_proyecto: Id(m.proyecto),
  id_empresa: optionalId(m.filtro),
  id_centro_trabajo: optionalId(m.filtro),
  id_depto: optionalId(m.filtro),
  estado: Schema.optionalWith(Schema.NullOr(ObjectiveEvaluationState), { default: () => null }),
})
export type ObjectiveEvaluationFilters = typeof ObjectiveEvaluationFilters.Type

export const ObjectiveEvaluationRow = Schema.Struct({
  id_proyecto: Schema.Number,
  id_empleado: Schema.Number,
  n_empleado: Schema.String,
  n_puesto: Schema.String,
  n_jefe: Schema.NullOr(Schema.String),
  /** The day of the person's self-evaluation; null while not made. */
  f_autoevaluacion: Schema.NullOr(Schema.String),
  calificacion: Schema.NullOr(Schema.Number),
  calificacion_calibrada: Schema.NullOr(Schema.Number),
  estado: Schema.String,
})
export type ObjectiveEvaluationRow = typeof ObjectiveEvaluationRow.Type

export const SheetKey = Schema.Struct({ id_proyecto: Id(m.proyecto), id_empleado: Id(m.colaborador) })
export type SheetKey = typeof SheetKey.Type

export const EvaluatedObjective = Schema.Struct({
  id_objetivo: Schema.Number,
  orden: Schema.Number,
  descripcion: Schema.String,
  indicador: Schema.String,
  unidad: Schema.String,
  sentido: Schema.String,
  linea_base: Schema.NullOr(Schema.Number),
  meta: Schema.Number,
  peso: Schema.Number,
  resultado_auto: Schema.NullOr(Schema.Number),
  comentario_auto: Schema.NullOr(Schema.String),
  resultado: Schema.NullOr(Schema.Number),
  comentario_jefe: Schema.NullOr(Schema.String),
  evidencia: Schema.NullOr(Schema.String),
  cumplimiento: Schema.NullOr(Schema.Number),
})
export type EvaluatedObjective = typeof EvaluatedObjective.Type

/** What the caller may do with the sheet now (the server's own decisions). */
export const SheetActions = Schema.Struct({
  autoevaluar: Schema.Boolean,
  evaluar: Schema.Boolean,
  calibrar: Schema.Boolean,
  firmar: Schema.Boolean,
})
export type SheetActions = typeof SheetActions.Type

export const ObjectiveEvaluationSheet = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  fase_actual: Schema.NullOr(Schema.String),
  estado_proyecto: Schema.String,
  tope_cumplimiento: Schema.Number,
  id_empleado: Schema.Number,
  n_empleado: Schema.String,
  n_puesto: Schema.String,
  n_depto: Schema.String,
  n_jefe: Schema.NullOr(Schema.String),
  estado_objetivos: Schema.String,
  estado: Schema.String,
  f_autoevaluacion: Schema.NullOr(Schema.String),
  f_evaluacion: Schema.NullOr(Schema.String),
  n_evaluador: Schema.NullOr(Schema.String),
  calificacion: Schema.NullOr(Schema.Number),
  calificacion_calibrada: Schema.NullOr(Schema.Number),
  motivo_calibracion: Schema.NullOr(Schema.String),
  f_calibracion: Schema.NullOr(Schema.String),
  f_firma: Schema.NullOr(Schema.String),
  objetivos: Schema.Array(EvaluatedObjective),
  acciones: SheetActions,
})
export type ObjectiveEvaluationSheet = typeof ObjectiveEvaluationSheet.Type

export const ObjectiveCapture = Schema.Struct({
  id_objetivo: Id(m.objetivo),
  resultado_auto: Schema.optionalWith(Schema.NullOr(Figure), { default: () => null }),
  comentario_auto: optionalText(m.comentario, 1000),
  resultado: Schema.optionalWith(Schema.NullOr(Figure), { default: () => null }),
  comentario_jefe: optionalText(m.comentario, 1000),
  evidencia: optionalText(m.evidencia, 1000),
})
export type ObjectiveCapture = typeof ObjectiveCapture.Type

export const SaveObjectiveEvaluation = Schema.Struct({
  ...SheetKey.fields,
  objetivos: Schema.Array(ObjectiveCapture).pipe(Schema.maxItems(100, { message: () => m.objetivosIncompletos })),
})
export type SaveObjectiveEvaluation = typeof SaveObjectiveEvaluation.Type

export const CalibrateObjectiveEvaluation = Schema.Struct({
  ...SheetKey.fields,
  calificacion_calibrada: Schema.Number.pipe(Schema.finite()).annotations({ message: () => ({ message: m.calificacionCalibrada, override: true }) }),
  motivo_calibracion: Schema.Trim.pipe(Schema.minLength(1, { message: () => m.motivo }), Schema.maxLength(500, { message: () => m.motivoLargo })).annotations({
    message: () => ({ message: m.motivo, override: true }),
  }),
})
export type CalibrateObjectiveEvaluation = typeof CalibrateObjectiveEvaluation.Type

const calls = endpointFamily(keys, {
  getProyectosEvaluacionesObjetivos: {
    summary: "Los proyectos de evaluación publicados con objetivos (Objetivos o Integral) de las empresas de su rol, el más reciente primero, con su fase actual y su tope de cumplimiento.",
    request: Schema.Struct({}),
    result: Schema.Array(ObjectiveEvaluationProject),
  },
  getEvaluacionesObjetivos: {
    summary:
      "Las evaluaciones de objetivos de un proyecto: los participantes de sus centros de trabajo con objetivos aprobados, por nombre, con su jefe, su autoevaluación, su calificación y su estado (fuera de Recursos Humanos, solo la propia y las de sus colaboradores directos). Filtros: empresa, centro, departamento, estado.",
    request: ObjectiveEvaluationFilters,
    result: Schema.Array(ObjectiveEvaluationRow),
  },
  getEvaluacionObjetivos: {
    summary: "La hoja de evaluación de objetivos de un participante: sus objetivos con la autoevaluación, la evaluación del jefe y el cumplimiento, y lo que el usuario puede hacer con ella ahora. 403 si no es el colaborador, su jefe ni Recursos Humanos.",
    request: SheetKey,
    scope: { id_empleado: "empleado" },
    result: ObjectiveEvaluationSheet,
  },
  guardarEvaluacionObjetivos: {
    summary:
      "Captura la evaluación de objetivos: en la fase de Autoevaluación el propio colaborador (resultado_auto, comentario_auto → Autoevaluado); en la de Evaluación el ocupante de la posición de su jefe (resultado, comentario_jefe, evidencia → Evaluado). El servidor calcula cada cumplimiento, acotado a [0, tope del proyecto], y la calificación. 403 si no es el colaborador o su jefe; 409 fuera de fase o con objetivos no aprobados.",
    writes: true,
    request: SaveObjectiveEvaluation,
    scope: { id_empleado: "empleado" },
    result: ObjectiveEvaluationSheet,
  },
  calibrarEvaluacionObjetivos: {
    summary:
      "Calibra la calificación de objetivos (solo Recursos Humanos: la clave EVA150 además de EVA200) en la fase de Calibración, con su motivo; la calificación calculada se conserva al lado (→ Calibrado).",
    writes: true,
    request: CalibrateObjectiveEvaluation,
    scope: { id_empleado: "empleado" },
    result: ObjectiveEvaluationSheet,
  },
  firmarEvaluacionObjetivos: {
    summary: "El colaborador firma su evaluación evaluada o calibrada, en las fases de Retroalimentación o Cierre (→ Firmado).",
    writes: true,
    request: SheetKey,
    scope: { id_empleado: "empleado" },
    result: ObjectiveEvaluationSheet,
  },
})

export const printReporteIndividual = fileEndpoint({
  name: "printReporteIndividual",
  method: "POST",
  path: "/print-reporte-individual",
  summary:
    "El reporte individual de objetivos en PDF: el colaborador y el proyecto, cada objetivo con su meta, resultado, cumplimiento, peso y comentarios, la calificación (y la calibrada con su motivo) y las firmas.",
  access: keys,
  writes: false,
  request: SheetKey,
  scope: { id_empleado: "empleado" },
  file: pdfFile,
})

export const objectiveEvaluationEndpoints = { ...calls, printReporteIndividual } as const
