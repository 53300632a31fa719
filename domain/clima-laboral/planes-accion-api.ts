import { Schema } from "effect"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"

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
