import { catalogNames } from "../../api/catalogs"
import { portalRequestStates, portalRequestTypeChoices } from "../../portal-requests"
import type { ReadOnlyDescriptor } from "../descriptor"
import { resourceEndpoints } from "../endpoints"
import { sampled } from "../field-extras"
import { date, integer, money, select, text, textarea } from "../field"

// Solicitudes del portal (DOMAIN-MX 4.8; GP100 guards it, DOMAIN-MX 0 [D]): the requests
// employees file in the kiosk. The records platform gives the list (Folio, Colaborador, Tipo,
// Fecha, Estado, Nivel), its search, filters (tipo, estado, fechas, empresa, centro), the read
// and the export. Read-only: a request is written by the kiosk and moved by its flow and by the
// commands of domain/api/personal-portal-requests.ts (atender, resolver, cancelar), never edited.
// The employee's scope limits every read to the employees of the caller's work centres.

const states = portalRequestStates.map((s) => ({ id: s, label: s }))

export const portalRequests: ReadOnlyDescriptor = {
  resource: "solicitudes-portal",
  title: "Solicitudes del portal",
  singular: "solicitud",
  keys: ["GP100"],
  readOnly: true,
  messages: { created: "Datos guardados", updated: "Datos guardados", deleted: "Registro eliminado" },
  fields: {
    id_solicitud: integer({ label: "Folio", key: true, column: true, sortable: true }),
    id_empleado: sampled(
      select({ label: "Colaborador", integerId: true, required: "El colaborador es requerido", scope: "empleado", filter: true, exported: false }),
      (fc) => fc.integer({ min: 1, max: 50 }),
    ),
    colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
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
    // What HR created for it (domain/portal-request-link.ts): the letter, loan or aid, by folio.
    atencion: text({ label: "Atención", max: 200, derived: true, exported: true }),
    // Where the employee works today: the list's company and centre filters.
    id_empresa: select({
      label: "Empresa",
      integerId: true,
      derived: true,
      filter: true,
      lookup: { catalogue: catalogNames.empresasDelRol, idColumn: "id_empresa", labelColumn: "n_empresa" },
    }),
    id_centro_trabajo: select({
      label: "Centro de trabajo",
      integerId: true,
      derived: true,
      filter: true,
      lookup: { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo" },
    }),
  },
  defaultOrder: { field: "id_solicitud", direction: "desc" },
}

export const portalRequestsEndpoints = resourceEndpoints("SolicitudesPortal", portalRequests)
