import { portalRequestFlowKey, portalRequestOrigin, portalRequestTexts, portalRequestTypeChoices } from "./solicitudes-portal-vocabulary"
import { defaultMessages, type ReadOnlyDescriptor } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, integer, money, select, text, textarea } from "../records/field"
import { type TransitionGuard, type Workflow, stateField } from "../records/workflow"
import { employeeOwner, employeeWorkplace } from "./employee-fields"

// Solicitudes del portal (DOMAIN-MX 4.8; GP100 guards it, DOMAIN-MX 0 [D]): the requests
// employees file in the kiosk. The records platform gives the list (Folio, Colaborador, Tipo,
// Fecha, Estado, Nivel), its search, filters (tipo, estado, fechas, empresa, centro), the read
// and the export. Read-only: a request is written by the kiosk, never edited; its workflow moves
// it. Filed, it is sent to the SOLICITUD_PORTAL flow (`enviar`, the server's act): its approvers
// decide in Mis autorizaciones, or, with no flow configured, it waits Pendiente for HR, who
// authorizes or rejects it (`autorizar`, `rechazar`: the contract's one POST
// /resolver-solicitud-portal, domain/personal/solicitudes-portal-api.ts, picks one by
// `resultado`). HR marks an authorized one Atendida and cancels one not finished (`atender`,
// `cancelar`, on the contract's own paths). The employee's scope limits every read and command
// to the employees of the caller's work centres.

const t = portalRequestTexts
type Row = Readonly<Record<string, unknown>>

/** A vacation already begun is no longer cancelled: its days are spent. */
const begun = (record: Row, today: string) => record.estado === "Autorizada" && typeof record.f_inicio === "string" && record.f_inicio <= today

/** HR's comment box: the decision, the attention or the cancellation may carry one. */
const comment = { comentario: textarea({ label: "Comentario", max: 500, tooLong: t.comentarioLargo }) }
/** A comment given replaces the stored one; none keeps it. */
const givenComment = (_record: Row, input: Row) => (typeof input.comentario === "string" ? { comentarios: input.comentario } : {})
// Required to reject or cancel, yet a guard's rather than the field's: the contract answers its
// own message ("El comentario es requerido"), not the general one of a body its schema refuses.
const commentRequired: TransitionGuard = { field: "comentario", check: (_record, input) => (typeof input.comentario === "string" ? undefined : t.comentarioRequerido) }
/** What HR fires: under GP100, recording who did it. */
const byHr = { key: "GP100", stamps: { user: "id_usuario_rh" } } as const

export const portalRequestWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Pendiente", label: "Pendiente", tone: "warning" },
    { code: "En autorización", label: "En autorización", tone: "warning" },
    { code: "Autorizada", label: "Autorizada", tone: "success" },
    { code: "Rechazada", label: "Rechazada", tone: "danger" },
    { code: "Atendida", label: "Atendida", tone: "success" },
    { code: "Cancelada", label: "Cancelada", tone: "neutral" },
  ],
  stamps: { at: "f_modificacion" },
  missing: t.solicitudNoExiste,
  transitions: [
    {
      id: "enviar",
      label: "Enviar a autorización",
      from: ["Pendiente"],
      to: "Autorizada",
      key: "GP100",
      refused: t.noResoluble,
      done: t.solicitudEnviada,
      endpoint: false,
      authorization: {
        requestType: portalRequestFlowKey,
        origin: portalRequestOrigin,
        pending: "En autorización",
        rejected: "Rechazada",
        employeeField: "id_empleado",
        // A vacation's approvers are those in charge when it starts; any other request's, today's.
        dayField: "f_inicio",
        rejectionNote: { column: "comentarios", max: 500 },
        unconfigured: "Pendiente",
      },
    },
    { id: "autorizar", label: "Autorizar", from: ["Pendiente"], to: "Autorizada", ...byHr, refused: t.noResoluble, done: t.solicitudAutorizada, endpoint: false, input: comment, columns: givenComment },
    {
      id: "rechazar",
      label: "Rechazar",
      from: ["Pendiente"],
      to: "Rechazada",
      ...byHr,
      refused: t.noResoluble,
      done: t.solicitudRechazada,
      endpoint: false,
      input: comment,
      columns: givenComment,
      guards: [commentRequired],
    },
    {
      id: "atender",
      label: "Marcar como atendida",
      from: ["Autorizada"],
      to: "Atendida",
      ...byHr,
      refused: t.noAtendible,
      done: t.solicitudAtendida,
      path: "/atender-solicitud-portal",
      idAs: "id_solicitud",
      input: comment,
      columns: givenComment,
      icon: "confirm",
    },
    {
      id: "cancelar",
      label: "Cancelar solicitud",
      from: ["Pendiente", "En autorización", "Autorizada"],
      to: "Cancelada",
      ...byHr,
      refused: t.noCancelableRh,
      done: t.solicitudCancelada,
      path: "/cancelar-solicitud-portal",
      idAs: "id_solicitud",
      input: comment,
      columns: givenComment,
      guards: [commentRequired, { status: 409, check: (record, _input, today) => (begun(record, today) ? t.vacacionesIniciadas : undefined) }],
      icon: "cancel",
    },
  ],
}

const portalRequestFields = {
  id_solicitud: integer({ label: "Folio", key: true, column: true, sortable: true }),
  ...employeeOwner({ readOnlyInEdit: false }),
  id_tipo_solicitud: select({ label: "Tipo", choices: portalRequestTypeChoices, required: "El tipo es requerido", column: true, filter: true, sortable: true }),
  f_solicitud: date({ label: "Fecha", required: "La fecha es requerida", column: true, sortable: true, filter: true }),
  estado: stateField(portalRequestWorkflow.states),
  nivel_actual: integer({ label: "Nivel", derived: true, column: true }),
  f_inicio: date({ label: "Vacaciones desde", exported: true }),
  f_fin: date({ label: "Vacaciones hasta", exported: true }),
  dias: integer({ label: "Días hábiles", min: 0, exported: true }),
  monto: money({ label: "Monto", max: 10_000_000, exported: true }),
  detalle: textarea({ label: "Detalle", max: 1000, exported: true }),
  comentarios: text({ label: "Comentarios", max: 500, exported: true }),
  // What HR created for it (domain/personal/portal-request-link.ts): the letter, loan or aid, by folio.
  atencion: text({ label: "Atención", max: 200, derived: true, exported: true }),
  // Where the employee works today: the list's company and centre filters.
  ...employeeWorkplace(),
}

// Read-only and typed: its fields' types kept (EntityOf) and `readOnly: true` in the type.
export const portalRequests: ReadOnlyDescriptor<typeof portalRequestFields> = {
  resource: "solicitudes-portal",
  title: "Solicitudes del portal",
  singular: "solicitud",
  keys: ["GP100"],
  readOnly: true,
  messages: defaultMessages,
  fields: portalRequestFields,
  defaultOrder: { field: "id_solicitud", direction: "desc" },
  workflow: portalRequestWorkflow,
}

export const portalRequestsEndpoints = resourceEndpoints("SolicitudesPortal", portalRequests)
