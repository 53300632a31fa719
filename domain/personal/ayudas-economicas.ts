import { catalogNames } from "../api/catalogs"
import { aidMessages, aidOrigin, aidRequestType } from "./ayudas-economicas-vocabulary"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { date, image, integer, money, select, text, textarea } from "../records/field"
import { portalRequestLink } from "./portal-request-link-field"
import { changedStamp, createdStamps } from "../records/stamps"
import { employeeOwner, employeeWorkplace } from "./employee-fields"
import { type Workflow, deletableBy, stateField } from "../records/workflow"
import { sendForAuthorization } from "../records/send-for-authorization"

// Ayudas económicas (DOMAIN-MX 4.9; GP100 guards it, DOMAIN-MX 0 [D]). An aid is captured here
// under a tipo de ayuda, edited while Capturada (its proof uploaded then: a file needs a stored
// record to belong to), and moved by its workflow: sent to the flow of the request type AYUDA
// (POST /enviar-autorizacion-ayuda), its payment recorded once Autorizada (POST /pagar-ayuda),
// cancelled by its delete (kept as Cancelada). What needs the database (the type's maximum,
// seniority, yearly maximum and whether it asks for proof; the person active) is checked by the
// server in the write's transaction, and again as it is sent (the table's `beforeTransition`).

const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.id_ayuda ?? "")

/** The codes are aidStates, which the table's CHECK lists. */
export const aidWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Capturada", label: "Capturada", tone: "neutral" },
    { code: "En autorización", label: "En autorización", tone: "info" },
    { code: "Autorizada", label: "Autorizada", tone: "success" },
    { code: "Rechazada", label: "Rechazada", tone: "danger" },
    { code: "Pagada", label: "Pagada", tone: "neutral" },
    { code: "Cancelada", label: "Cancelada", tone: "warning" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    sendForAuthorization({
      named: (r) => `la ayuda ${folioOf(r)}`,
      from: "Capturada",
      to: "Autorizada",
      key: "GP100",
      refused: aidMessages.noEnviable,
      done: aidMessages.enviada,
      path: "/enviar-autorizacion-ayuda",
      idAs: "id_ayuda",
      authorization: {
        requestType: aidRequestType,
        origin: aidOrigin,
        rejected: "Rechazada",
        // Its payment may not be dated before the day it was authorized.
        authorized: { day: "f_autorizacion" },
        direct: aidMessages.autorizada,
      },
    }),
    {
      id: "pagar",
      label: "Registrar pago",
      from: ["Autorizada"],
      to: "Pagada",
      key: "GP100",
      refused: aidMessages.noPagable,
      done: aidMessages.pagada,
      actionLabel: (r) => `Registrar el pago de la ayuda ${folioOf(r)}`,
      title: (r) => `Registrar pago de la ayuda ${folioOf(r)}`,
      icon: "pay",
      path: "/pagar-ayuda",
      idAs: "id_ayuda",
      input: {
        f_pago: date({ label: "Fecha de pago", required: "La fecha de pago es requerida" }),
        referencia_pago: text({ label: "Referencia de pago", max: 100, required: "La referencia de pago es requerida" }),
      },
      guards: [
        {
          field: "f_pago",
          check: (r, i) =>
            typeof r.f_autorizacion === "string" && typeof i.f_pago === "string" && i.f_pago < r.f_autorizacion ? aidMessages.fechaPago : undefined,
        },
      ],
    },
    {
      id: "cancelar",
      label: "Cancelar ayuda",
      from: ["Capturada", "En autorización", "Autorizada"],
      to: "Cancelada",
      key: "GP100",
      refused: aidMessages.noCancelable,
      done: aidMessages.cancelada,
      icon: "cancel",
    },
  ],
  // Changed only while Capturada; its delete cancels it (a step waiting in its flow is withdrawn).
  editable: { states: ["Capturada"], updateRefused: aidMessages.soloCapturada, deleteRefused: aidMessages.noCancelable },
  deletes: "cancelar",
}

export const aidRequests = defineRecord({
  resource: "ayudas-economicas",
  title: "Ayudas económicas",
  singular: "ayuda económica",
  keys: ["GP100"],
  messages: { ...defaultMessages, deleted: aidMessages.cancelada },
  deletable: deletableBy(aidWorkflow),
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_ayuda: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    ...employeeOwner(),
    id_tipo_ayuda: sampled(
      select({
        label: "Tipo de ayuda",
        max: 10,
        required: "El tipo de ayuda es requerido",
        filter: true,
        exported: false,
        lookup: { catalogue: catalogNames.tiposAyuda, idColumn: "id_tipo_ayuda", labelColumn: "n_tipo_ayuda" },
      }),
      (fc) => fc.constantFrom("LENTES", "DEFUNCION"),
    ),
    n_tipo_ayuda: text({ label: "Tipo", max: 100, derived: true, column: true, sortable: true }),
    f_solicitud: date({ label: "Fecha", required: "La fecha es requerida", column: true, sortable: true, filter: true }),
    monto: sampled(money({ label: "Monto", required: aidMessages.montoRequerido, max: 1_000_000, column: true, sortable: true }), (fc) =>
      fc.integer({ min: 100, max: 500 }),
    ),
    motivo: textarea({ label: "Motivo", max: 500, required: "El motivo es requerido", exported: true }),
    comprobante: image({ label: "Comprobante" }),
    estado: stateField(aidWorkflow.states),
    nivel_actual: integer({ label: "Nivel actual", derived: true }),
    f_autorizacion: date({ label: "Fecha de autorización", derived: true, exported: true }),
    f_pago: date({ label: "Fecha de pago", derived: true, exported: true }),
    referencia_pago: text({ label: "Referencia de pago", max: 100, derived: true, exported: true }),
    // The approver's comment of a rejection, as the aid's detail shows it; stored by its flow.
    comentario_rechazo: textarea({ label: "Comentario de rechazo", max: 500, derived: true }),
    id_solicitud: portalRequestLink(),
    ...employeeWorkplace(),
  },
  rules: [
    {
      field: "monto",
      reads: ["monto"],
      check: (v) => (typeof v.monto === "number" && v.monto <= 0 ? aidMessages.montoRequerido : undefined),
    },
  ],
  workflow: aidWorkflow,
  defaultOrder: { field: "id_ayuda", direction: "desc" },
})

export const aidRequestsEndpoints = resourceEndpoints("AyudasEconomicas", aidRequests)
