// SEL100's words (MODULES-MX §6, state table 0.1): the requisition's states, its request type in
// Flujos de autorización and the fixed kinds of requisition reasons the rules key on.

export const requisitionOrigin = "REQUISICION"
export const requisitionRequestType = "REQUISICION"
export const requisitionRequestTypeRow = { clave: requisitionRequestType, n_tipo_solicitud: "Requisición de personal" } as const

export const requisitionStates = ["Borrador", "En autorización", "Autorizada", "Rechazada", "En proceso", "Cubierta", "Cancelada"] as const
export type RequisitionState = (typeof requisitionStates)[number]

// SEL050's reasons each belong to one of these kinds; a user may add reasons, never kinds.
export const requisitionReasonKinds = ["BAJA", "PUESTO_NUEVO", "INCREMENTO", "SUSTITUCION"] as const
export type RequisitionReasonKind = (typeof requisitionReasonKinds)[number]
