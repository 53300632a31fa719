import { Schema } from "effect"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"
import type { Priority } from "../formacion/proyectos-dnc-vocabulary"

// CLI240's call beside its resource (MODULES-MX §4.2: "training actions can be sent to FOR100"):
// an action of type «Capacitación» becomes a need of a DNC project in capture (Formación) for one
// department of the project's company, origen «NOM-035», objective III of LFT art. 153-F
// (preventing work risks), its priority from the level detected. The caller needs CLI240 and
// FOR100 (a Formación switched off takes FOR100 away); an action is sent once, and shows where.

export const dncSendMessages = {
  accion: "La acción no es válida",
  proyecto: "El proyecto DNC es requerido",
  depto: "El departamento es requerido",
  sinFormacion: "Enviar una acción a un proyecto DNC requiere el permiso de Proyectos DNC (Formación)",
  noExiste: "La acción no existe o no es de sus centros de trabajo",
  noCapacitacion: "Solo una acción de tipo «Capacitación» se envía a un proyecto DNC",
  cancelada: "Una acción cancelada no se envía a un proyecto DNC",
  yaEnviada: (proyecto: string) => `La acción ya se envió al proyecto DNC «${proyecto}»`,
  otraEmpresa: "El proyecto DNC no es de la empresa del proyecto de clima laboral",
  deptoAjeno: "El departamento no es de la empresa del proyecto de clima laboral",
  enviada: (proyecto: string) => `Acción enviada al proyecto DNC «${proyecto}»`,
} as const

export const dncSendCatalogNames = {
  /** The DNC projects in capture of the caller's companies (empty without FOR100). */
  proyectosDnc: "proyectos_dnc_captura",
} as const

/** What the send asks of an action, as the server reads it and as its row shows it. */
export interface DncSendCandidate {
  /** The DNC project it was sent to (its name); null while not sent. */
  readonly sentTo: string | null
  readonly tipo_accion: unknown
  readonly estado: unknown
}

/** Why the action cannot be sent to a DNC project, or null when it can. */
export const dncSendRefusal = (action: DncSendCandidate): string | null =>
  action.sentTo !== null
    ? dncSendMessages.yaEnviada(action.sentTo)
    : action.tipo_accion !== "Capacitación"
      ? dncSendMessages.noCapacitacion
      : action.estado === "Cancelada"
        ? dncSendMessages.cancelada
        : null

/** [D] The need's priority by the level the results detected in the action's scope. */
export const dncPriorityOf = (nivel: string | null): Priority => (nivel === "Muy alto" || nivel === "Alto" ? "Alta" : nivel === "Medio" ? "Media" : "Baja")

// Not empleados-depto-api's Id: that one lets effect's "Expected number" through (a generic
// message for null or text); this one answers its own message for any bad value.
const id = (message: string) =>
  Schema.Number.annotations({ message: () => message }).pipe(Schema.int({ message: () => message }), Schema.between(1, 2_147_483_647, { message: () => message }))

export const DncSendRequest = Schema.Struct({
  id_accion: id(dncSendMessages.accion),
  id_proyecto_dnc: id(dncSendMessages.proyecto),
  id_depto: id(dncSendMessages.depto),
})
export type DncSendRequest = typeof DncSendRequest.Type

export const DncSendResult = Schema.Struct({ id_necesidad: Schema.Number, n_proyecto_dnc: Schema.String })

export const sendActionToDnc = endpoint({
  name: "enviarAccionDnc",
  method: "POST",
  path: "/enviar-accion-dnc",
  summary:
    "Envía una acción de tipo «Capacitación» de un plan de clima laboral a un proyecto DNC en captura de la misma empresa, como necesidad de un departamento (origen «NOM-035», objetivo III, prioridad por el nivel detectado). Requiere también FOR100. 404 si la acción no existe o no es de sus centros, 409 si ya se envió, no es de capacitación, está cancelada o el proyecto DNC no está en captura.",
  access: needsAnyKey("CLI240"),
  writes: true,
  request: DncSendRequest,
  response: Envelope(DncSendResult),
})

export const dncSendEndpoints = { enviarAccionDnc: sendActionToDnc } as const
