import { portalRequestStates, portalRequestTypeChoices } from "./solicitudes-portal-vocabulary"
import { defaultMessages, type ReadOnlyDescriptor } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, integer, money, select, text, textarea } from "../records/field"
import { employeeOwner, employeeWorkplace } from "./employee-fields"

// Solicitudes del portal (DOMAIN-MX 4.8; GP100 guards it, DOMAIN-MX 0 [D]): the requests
// employees file in the kiosk. The records platform gives the list (Folio, Colaborador, Tipo,
// Fecha, Estado, Nivel), its search, filters (tipo, estado, fechas, empresa, centro), the read
// and the export. Read-only: a request is written by the kiosk and moved by its flow and by the
// commands of domain/personal/solicitudes-portal-api.ts (atender, resolver, cancelar), never edited.
// The employee's scope limits every read to the employees of the caller's work centres.

const states = portalRequestStates.map((s) => ({ id: s, label: s }))

export const portalRequests: ReadOnlyDescriptor = {
  resource: "solicitudes-portal",
  title: "Solicitudes del portal",
  singular: "solicitud",
  keys: ["GP100"],
  readOnly: true,
  messages: defaultMessages,
  fields: {
    id_solicitud: integer({ label: "Folio", key: true, column: true, sortable: true }),
    ...employeeOwner({ readOnlyInEdit: false }),
    id_tipo_solicitud: select({ label: "Tipo", choices: portalRequestTypeChoices, required: "El tipo es requerido", column: true, filter: true, sortable: true }),
    f_solicitud: date({ label: "Fecha", required: "La fecha es requerida", column: true, sortable: true, filter: true }),
    estado: select({ label: "Estado", choices: states, required: "El estado es requerido", column: true, filter: true, sortable: true }),
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
  },
  defaultOrder: { field: "id_solicitud", direction: "desc" },
}

export const portalRequestsEndpoints = resourceEndpoints("SolicitudesPortal", portalRequests)
