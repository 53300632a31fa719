import { budgetMessages as ruleMessages } from "./revision-presupuesto-rules"

// FOR150's words (MODULES-MX §3): the budget's states, its request type in Flujos de autorización
// and its messages. Where §3 gives a rule but no wording, the message is ours [D].

export const budgetOrigin = "PRESUPUESTO_FORMACION"
export const budgetRequestType = "PRESUPUESTO_FORMACION"
export const budgetRequestTypeRow = { clave: budgetRequestType, n_tipo_solicitud: "Presupuesto de formación" } as const

export const budgetStates = ["Borrador", "En autorización", "Autorizado", "Rechazado"] as const

export const budgetMessages = {
  ...ruleMessages,
  proyecto: "El proyecto DNC es requerido",
  responsable: "El responsable es requerido",
  departamento: "El departamento es requerido",
  concepto: "El concepto de gasto es requerido",
  monto: "El monto es requerido",
  lineas: "Capture al menos una línea de presupuesto",
  proyectoInexistente: "El proyecto DNC no existe",
  departamentoAjeno: "Cada departamento del presupuesto debe ser de la empresa del proyecto DNC",
  inmutable: "Solo se modifica un presupuesto en Borrador o Rechazado; una versión autorizada queda congelada",
  noEliminable: "Solo se elimina un presupuesto en Borrador",
  noEnviable: "Solo se envía a autorización un presupuesto en Borrador o Rechazado",
  enviado: "Presupuesto enviado a autorización",
  autorizadoYa: "Presupuesto autorizado: no hay un flujo de autorización configurado para presupuestos de formación",
} as const
