import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// CLI220 Revisión de proyectos (MODULES-MX §4.2): a project's progress by department and guide
// (invited, answered, %: counts only); a reminder to whoever has not answered (a new link by
// mail replaces the old); closing, which asks first when answers are pending (closing destroys
// the link-to-person map); and the Guía I panel, nominal, for administrators holding CLI220 only,
// where a worker the Guía I refers to a clinical evaluation is followed up confidentially.

export const reviewMessages = {
  proyecto: "El proyecto no es válido",
  soloAplicacion: "Solo un proyecto en aplicación se recuerda o se cierra",
  pendientes: "Existen cuestionarios pendientes, ¿desea cerrar el proyecto?",
  cerrado: "Proyecto cerrado",
  soloAdministradores: "El panel de la Guía I solo lo consultan los administradores",
  empleado: "El colaborador no respondió la Guía I en este proyecto",
  canalizadoA: "Canalizado a es requerido",
  estado: "El estado debe ser Pendiente, Canalizado o Atendido",
  sinValoracion: "El colaborador no requiere valoración clínica",
  canalizado: "Seguimiento guardado",
} as const

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => ({ message, override: true }) })

export const ReviewKey = Schema.Struct({ id_proyecto: Id(reviewMessages.proyecto) })

export const CloseProject = Schema.Struct({
  id_proyecto: Id(reviewMessages.proyecto),
  /** '1': close even with answers pending (the user was asked). */
  confirmar: Schema.optionalWith(Schema.Literal("1", "0"), { default: () => "0" as const }),
})

export const followUpStates = ["Pendiente", "Canalizado", "Atendido"] as const

export const Referral = Schema.Struct({
  id_proyecto: Id(reviewMessages.proyecto),
  id_empleado: Id(reviewMessages.empleado),
  canalizado_a: Schema.Trim.pipe(Schema.minLength(1, { message: () => reviewMessages.canalizadoA }), Schema.maxLength(150)),
  estado_seguimiento: Schema.Literal(...followUpStates).annotations({ message: () => ({ message: reviewMessages.estado, override: true }) }),
})
export type Referral = typeof Referral.Type

export const ReviewRow = Schema.Struct({
  id_depto: Schema.Number,
  n_depto: Schema.String,
  guia: Schema.String,
  invitados: Schema.Number,
  respondieron: Schema.Number,
  porcentaje: Schema.Number,
})
export const ProjectReview = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  estado: Schema.String,
  guias: Schema.String,
  participantes: Schema.Number,
  pendientes: Schema.Number,
  filas: Schema.Array(ReviewRow),
})
export type ProjectReview = typeof ProjectReview.Type

export const GuideIRow = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  f_respuesta: Schema.String,
  si_seccion_i: Schema.Number,
  si_seccion_ii: Schema.Number,
  si_seccion_iii: Schema.Number,
  si_seccion_iv: Schema.Number,
  requiere_valoracion: Schema.String,
  canalizado_a: Schema.NullOr(Schema.String),
  f_canalizacion: Schema.NullOr(Schema.String),
  estado_seguimiento: Schema.String,
})
export type GuideIRow = typeof GuideIRow.Type

export const reviewEndpoints = endpointFamily(needsAnyKey("CLI220"), {
  getRevisionClima: {
    summary: "El avance de un proyecto por departamento y guía (invitados, respondieron, %): solo cuentas. 404 si no existe; 403 si no es de sus centros de trabajo.",
    request: ReviewKey,
    result: ProjectReview,
  },
  recordarClima: {
    summary: "Recuerda por correo a quienes no han respondido un proyecto en aplicación: un enlace nuevo reemplaza al anterior. 409 fuera de aplicación o sin pendientes.",
    writes: true,
    request: ReviewKey,
    result: ProjectReview,
  },
  cerrarProyectoClima: {
    summary:
      "Cierra un proyecto en aplicación y destruye el mapa de enlaces a personas. Con cuestionarios pendientes pide confirmar ('Existen cuestionarios pendientes, ¿desea cerrar el proyecto?', 409) salvo confirmar '1'.",
    writes: true,
    request: CloseProject,
    result: ProjectReview,
  },
  getGuiaIClima: {
    summary: "Panel de la Guía I (nominal): quién la respondió, sus «Sí» por sección, si requiere valoración clínica y su seguimiento. Solo administradores con CLI220 (403).",
    request: ReviewKey,
    result: Schema.Array(GuideIRow),
  },
  canalizarGuiaI: {
    summary: "Registra el seguimiento confidencial de un colaborador que la Guía I canaliza a valoración clínica (a quién, estado). Solo administradores con CLI220 (403).",
    writes: true,
    request: Referral,
    result: Schema.Array(GuideIRow),
  },
})
