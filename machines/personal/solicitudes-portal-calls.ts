import type { KioskRequestStep } from "../../domain/kiosko/kiosko"
import { messages } from "../../domain/messages"
import { portalRequests, portalRequestsEndpoints } from "../../domain/personal/solicitudes-portal"
import { pasosSolicitudPortal, resolverSolicitudPortal } from "../../domain/personal/solicitudes-portal-api"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import type { ReadOutcome } from "../records/record-address"
import { type RecordReadTexts, recordPageCalls } from "../records/record-page-calls"

// Solicitudes del portal: the request an address names, its flow's steps, what HR does about it
// (authorize or reject one with no flow; mark it attended or cancel it, its workflow's
// transitions), and the request a target page was reached from (Cartas laborales, a loan, an
// aid, prefilled for the person).

/** authorize (A) or reject (R) a request with no flow; or fire one of its workflow's transitions (atender, cancelar). */
export type PortalAction = "A" | "R" | "atender" | "cancelar"

export interface PortalActionRequest {
  readonly id_solicitud: number
  readonly action: PortalAction
  readonly comentario: string
}

/** The request the address names, whole, as the dialog shows it. */
export const readPortalRequest = (api: ApiPort, texts: RecordReadTexts): ((id: string) => Promise<ReadOutcome>) =>
  recordPageCalls(api, portalRequests, portalRequestsEndpoints, texts).read

/** The flow's steps; steps that cannot be read show as none. */
export const readPortalSteps =
  (api: ApiPort) =>
  async (id: number): Promise<Loaded<ReadonlyArray<KioskRequestStep>>> => {
    const r = await api.call(pasosSolicitudPortal, { id_solicitud: id })
    return { kind: "loaded", value: r.ok ? r.value.result : [] }
  }

export const actOnPortalRequest =
  (api: ApiPort) =>
  async ({ id_solicitud, action, comentario }: PortalActionRequest): Promise<CommandOutcome<unknown>> => {
    if (action === "A" || action === "R") {
      return commandOutcomeOf<unknown>(await api.call(resolverSolicitudPortal, { id_solicitud, resultado: action, comentario }), messages.errorGuardarInformacion)
    }
    const transition = portalRequestsEndpoints.transitions?.[action]
    if (transition === undefined) throw new Error(`solicitudes-portal: no transition ${action}`)
    return commandOutcomeOf<unknown>(await api.call(transition, { id_solicitud, comentario }), messages.errorGuardarInformacion)
  }

export interface PortalArrivalKey {
  readonly id_solicitud: number
  readonly id_empleado: number
  readonly monto: number | undefined
}

/** The request a target page was reached from, with what the person wrote in the kiosk. */
export interface PortalArrival extends PortalArrivalKey {
  /** What the person wrote in the kiosk; null when it could not be read. */
  readonly detalle: string | null
}

/** What the person wrote in the kiosk, for the page the request sent HR to; null when unread. */
export const readPortalArrival =
  (api: ApiPort) =>
  async (key: PortalArrivalKey): Promise<Loaded<PortalArrival>> => {
    const r = await api.call(portalRequestsEndpoints.read, { id: String(key.id_solicitud) })
    const detalle = r.ok && typeof r.value.result.detalle === "string" && r.value.result.detalle.trim() !== "" ? r.value.result.detalle : null
    return { kind: "loaded", value: { ...key, detalle } }
  }
