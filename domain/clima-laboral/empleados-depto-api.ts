import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// CLI210 Empleados por departamento (MODULES-MX §4.2 and §0.2): a project's participants by
// department: all its eligible workers, or the sample of Guía III stratified by sex, drawn with a
// stored seed; the invitations, by mail (a single-use link that expires at the project's end) or
// through the kiosk; and the participation by department (counts only). Hand-written calls, not
// a record descriptor: the page is one project's departments with counts, and its actions act on
// the whole project or a set of its departments, never on a row of their own.
//
// - /get-proyectos-clima: the projects of the caller's centres that are not cancelled.
// - /get-avance-clima {id_proyecto}: the project's departments with Trabajadores, Seleccionados,
//   Hombres/Mujeres, Invitados and Respondieron.
// - /generar-muestra {id_proyecto, semilla?}: draws (or draws again) the participants of a draft;
//   without a seed the server draws one. The same seed over the same people draws the same ones.
// - /enviar-invitaciones {id_proyecto, medio, reenviar, deptos?}: invites, while the project is
//   in application, the participants not invited yet (reenviar '0') or those invited who have not
//   answered (reenviar '1': a new link replaces the old), of the departments named (all when none).

const keys = needsAnyKey("CLI210")

export const participantMessages = {
  proyecto: "El proyecto no es válido",
  semilla: "La semilla debe ser un número entero entre 1 y 2147483646",
  medio: "El medio de invitación debe ser Correo o Kiosko",
  reenviar: "Indique '1' para reenviar o '0' para la primera invitación",
  depto: "El departamento no es válido",
  soloBorrador: "La muestra solo se genera o se regenera con el proyecto en borrador",
  soloAplicacion: "Las invitaciones se envían con el proyecto en aplicación",
  deptoAjeno: "El departamento no tiene participantes en el proyecto",
  nadie: "No hay participantes por invitar en los departamentos elegidos",
  nadieReenviar: "No hay invitaciones pendientes de respuesta por reenviar en los departamentos elegidos",
  generada: (n: number, semilla: number) => `Participantes generados: ${n} (semilla ${semilla})`,
  enviadas: (n: number, sinCorreo: number) =>
    sinCorreo === 0 ? `Invitaciones enviadas: ${n}` : `Invitaciones enviadas: ${n}. ${sinCorreo} sin correo registrado: invítelos por el kiosko.`,
  kiosko: (n: number) => `Invitaciones por kiosko: ${n}. Cada participante encuentra el cuestionario al entrar al kiosko.`,
} as const

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => message })

export const ProjectKey = Schema.Struct({ id_proyecto: Id(participantMessages.proyecto) })
export type ProjectKey = typeof ProjectKey.Type

export const DrawSample = Schema.Struct({
  id_proyecto: Id(participantMessages.proyecto),
  semilla: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(1, 2_147_483_646, { message: () => participantMessages.semilla })).annotations({ message: () => participantMessages.semilla })), {
    default: () => null,
  }),
})
export type DrawSample = typeof DrawSample.Type

export const invitationMedia = ["Correo", "Kiosko"] as const

export const SendInvitations = Schema.Struct({
  id_proyecto: Id(participantMessages.proyecto),
  medio: Schema.Literal(...invitationMedia).annotations({ message: () => ({ message: participantMessages.medio, override: true }) }),
  reenviar: Schema.Literal("1", "0").annotations({ message: () => ({ message: participantMessages.reenviar, override: true }) }),
  deptos: Schema.optionalWith(Schema.Array(Id(participantMessages.depto)).pipe(Schema.maxItems(1000)), { default: () => [] }),
})
export type SendInvitations = typeof SendInvitations.Type

export const ClimateProjectOption = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  n_centro_trabajo: Schema.String,
  estado: Schema.String,
})
export type ClimateProjectOption = typeof ClimateProjectOption.Type

export const DepartmentProgress = Schema.Struct({
  id_depto: Schema.Number,
  n_depto: Schema.String,
  trabajadores: Schema.Number,
  seleccionados: Schema.Number,
  hombres: Schema.Number,
  mujeres: Schema.Number,
  invitados: Schema.Number,
  respondieron: Schema.Number,
})
export type DepartmentProgress = typeof DepartmentProgress.Type

export const ClimateProgress = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  n_centro_trabajo: Schema.String,
  estado: Schema.String,
  guias: Schema.String,
  num_trabajadores: Schema.Number,
  usar_muestra: Schema.String,
  tamano_muestra: Schema.NullOr(Schema.Number),
  semilla: Schema.NullOr(Schema.Number),
  deptos: Schema.Array(DepartmentProgress),
})
export type ClimateProgress = typeof ClimateProgress.Type

export const InvitationOutcome = Schema.Struct({
  invitados: Schema.Number,
  sin_correo: Schema.Number,
  avance: ClimateProgress,
})
export type InvitationOutcome = typeof InvitationOutcome.Type

export const climateParticipantEndpoints = endpointFamily(keys, {
  getProyectosClima: {
    // Revisión de proyectos (CLI220) chooses its project from the same list.
    access: needsAnyKey("CLI210", "CLI220"),
    summary: "Los proyectos de clima laboral de sus centros de trabajo que no están cancelados, para elegir uno.",
    request: Schema.Struct({}),
    result: Schema.Array(ClimateProjectOption),
  },
  getAvanceClima: {
    summary:
      "Los departamentos del centro del proyecto con sus trabajadores, seleccionados (hombres y mujeres), invitados y respuestas: solo cuentas. 404 si el proyecto no existe; 403 si no es de sus centros de trabajo.",
    request: ProjectKey,
    result: ClimateProgress,
  },
  generarMuestra: {
    summary:
      "Elige los participantes de un proyecto en borrador: todos los trabajadores con al menos un mes al inicio, o la muestra de la Guía III estratificada por sexo con la semilla dada (o una nueva), que se guarda. Reemplaza a los anteriores. 409 fuera de borrador.",
    writes: true,
    request: DrawSample,
    result: ClimateProgress,
  },
  enviarInvitaciones: {
    summary:
      "Invita a los participantes de un proyecto en aplicación por correo (un enlace de un solo uso que vence al fin del proyecto) o por el kiosko: los no invitados, o con reenviar '1' los invitados que no han respondido (un enlace nuevo reemplaza al anterior). 409 fuera de aplicación o sin nadie por invitar.",
    writes: true,
    request: SendInvitations,
    result: InvitationOutcome,
  },
})
