import { Schema } from "effect"

// Solicitudes del portal (DOMAIN-MX 4.8): what employees file in the self-service kiosk
// (/kiosko) and HR receives in Personal > Solicitudes del portal. The vocabulary shared by the
// migration, the server, the kiosk and the staff page.
//
// Every request goes through the authorization flow of the request type SOLICITUD_PORTAL
// (Configuración > Flujos de autorización); its states:
// - Pendiente: no flow is configured, so HR authorizes or rejects it on the staff page. [D]
// - En autorización: waiting in the flow, at nivel_actual (approvers act in Mis autorizaciones).
// - Autorizada / Rechazada: the flow (or HR, when Pendiente) decided; an approved vacation is
//   stored then as the person's vacation period.
// - Atendida: HR did what was asked (issued the constancia, captured the loan...).
// - Cancelada: withdrawn by the employee (Pendiente or En autorización) or by HR.

export const portalRequestTypes = ["VAC", "CONSTANCIA", "DATOS", "PRESTAMO", "AYUDA"] as const
export type PortalRequestType = (typeof portalRequestTypes)[number]
export const PortalRequestType = Schema.Literal(...portalRequestTypes)

export const portalRequestTypeChoices: ReadonlyArray<{ readonly id: PortalRequestType; readonly label: string }> = [
  { id: "VAC", label: "Vacaciones" },
  { id: "CONSTANCIA", label: "Constancia laboral" },
  { id: "DATOS", label: "Actualización de datos" },
  { id: "PRESTAMO", label: "Préstamo" },
  { id: "AYUDA", label: "Ayuda económica" },
]

export const portalRequestTypeLabel = (t: string): string => portalRequestTypeChoices.find((c) => c.id === t)?.label ?? t

export const portalRequestStates = ["Pendiente", "En autorización", "Autorizada", "Rechazada", "Atendida", "Cancelada"] as const
export type PortalRequestState = (typeof portalRequestStates)[number]
export const PortalRequestState = Schema.Literal(...portalRequestStates)

/** States that still wait for a decision: their vacation days are "en trámite". */
export const undecidedStates: ReadonlyArray<PortalRequestState> = ["Pendiente", "En autorización"]

/** The authorization engine's origin code of these requests (autorizaciones.origen). */
export const portalRequestOrigin = "PORTAL"

/** tipos_solicitud.clave of the flow every kiosk request goes through. */
export const portalRequestFlowKey = "SOLICITUD_PORTAL"

/** Types that ask for an amount (pesos): the loan or aid wanted. */
export const takesAmount = (t: string): boolean => t === "PRESTAMO" || t === "AYUDA"

/** Types whose detail must say something: what data changes, what the money is for. */
export const needsDetail = (t: string): boolean => t === "DATOS" || t === "PRESTAMO" || t === "AYUDA"

/**
 * Where HR attends a request of each type: the page opens with `?id_empleado=..&id_solicitud=..`
 * (and `&monto=..` for a loan or aid) so it can start prefilled for that person. A vacation needs
 * no page: its days are stored when it is authorized.
 */
export const portalRequestTarget: Readonly<Record<PortalRequestType, string | null>> = {
  VAC: null,
  CONSTANCIA: "/personal/cartas-laborales",
  DATOS: "/personal/gestion-personal",
  PRESTAMO: "/personal/prestamos-autorizados",
  AYUDA: "/personal/ayudas-economicas",
}

export interface TargetRequest {
  readonly id_solicitud: number
  readonly id_empleado: number
  readonly id_tipo_solicitud: string
  readonly monto: number | null
}

/** The prefilled target page of a request, or null for a type attended without one. */
export const portalRequestHref = (r: TargetRequest): string | null => {
  const path = portalRequestTarget[r.id_tipo_solicitud as PortalRequestType] ?? null
  if (path === null) return null
  const params = new URLSearchParams({ id_empleado: String(r.id_empleado), id_solicitud: String(r.id_solicitud) })
  if (r.monto !== null) params.set("monto", r.monto.toFixed(2))
  return `${path}?${params.toString()}`
}

export const portalRequestTexts = {
  tipoRequerido: "El tipo de solicitud es requerido",
  detalleRequerido: "El detalle es requerido",
  montoRequerido: "El monto es requerido",
  montoInvalido: "El monto debe ser mayor a cero y a lo más 10,000,000.00",
  detalleLargo: "El detalle admite a lo más 1000 caracteres",
  solicitudEnviada: "Solicitud enviada",
  solicitudAutorizada: "Solicitud autorizada",
  solicitudRechazada: "Solicitud rechazada",
  solicitudCancelada: "Solicitud cancelada",
  solicitudAtendida: "Solicitud atendida",
  solicitudNoExiste: "La solicitud no existe",
  noCancelable: "Sólo se cancela una solicitud Pendiente o En autorización",
  noCancelableRh: "La solicitud ya no puede cancelarse",
  vacacionesIniciadas: "Las vacaciones ya iniciaron: no se pueden cancelar",
  noAtendible: "Sólo se marca como atendida una solicitud autorizada",
  noResoluble: "Sólo se autoriza o rechaza aquí una solicitud Pendiente; las que están en autorización las deciden sus autorizadores en Mis autorizaciones",
  comentarioRequerido: "El comentario es requerido",
  comentarioLargo: "El comentario admite a lo más 500 caracteres",
  sinSaldo: "El colaborador ya no tiene días suficientes para estas vacaciones; rechace la solicitud",
} as const
