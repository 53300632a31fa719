import { catalogNames } from "../api/catalogs"
import { companyLookup } from "../organizacion/workplace-fields"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { integer, money, rows, select, text, textarea } from "../records/field"
import { sendForAuthorization } from "../records/send-for-authorization"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { budgetCatalogNames } from "./revision-presupuesto-lookups"
import { budgetMessages as m, budgetOrigin, budgetRequestType } from "./revision-presupuesto-vocabulary"

// FOR150 Revisión de presupuesto (MODULES-MX §3): the training budget of a DNC project, by
// department and expense concept, in versions v1, v2… Each version is captured (Borrador), sent
// to the flow PRESUPUESTO_FORMACION of Flujos de autorización (En autorización → Autorizado or
// Rechazado; a rejected one is corrected and sent again) and, once authorized, frozen. A new
// version is a new record of the same project; the project's budget is its latest authorized
// version. Beside its
// figure each version shows what the project's courses (FOR160) have committed (their planned
// cost, unless cancelled) and spent (their real costs); the server refuses to send a budget below
// what is committed ('El presupuesto autorizado no puede ser menor al monto comprometido').
// The key is an integer because the authorization engine names its requests by one.

const named = (r: Readonly<Record<string, unknown>>) => `el presupuesto v${String(r.version ?? "")} de ${String(r.n_proyecto ?? "")}`.trim()

export const budgetWorkflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "En autorización", label: "En autorización", tone: "info" },
    { code: "Autorizado", label: "Autorizado", tone: "success" },
    { code: "Rechazado", label: "Rechazado", tone: "danger" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Borrador", "Rechazado"],
    updateRefused: m.inmutable,
    deleteRefused: m.noEliminable,
    note: (r) => `Presupuesto v${String(r.version ?? "")}: ya no se modifica. Para cambiarlo capture una versión nueva del proyecto.`,
  },
  transitions: [
    {
      ...sendForAuthorization({
        named,
        from: "Borrador",
        to: "Autorizado",
        key: "FOR150",
        refused: m.noEnviable,
        done: m.enviado,
        authorization: { requestType: budgetRequestType, origin: budgetOrigin, rejected: "Rechazado", authorized: { at: "f_autorizacion" }, direct: m.autorizadoYa },
      }),
      // A rejected version is corrected and sent again.
      from: ["Borrador", "Rechazado"],
    },
  ],
}

const budgetLines = {
  label: "Líneas de presupuesto",
  singular: "línea de presupuesto",
  uniqueBy: ["id_depto", "id_concepto_gasto"],
  maxRows: 500,
  fields: {
    id_depto: select({
      label: "Departamento",
      integerId: true,
      required: m.departamento,
      lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto" },
    }),
    id_concepto_gasto: select({
      label: "Concepto de gasto",
      required: m.concepto,
      lookup: { catalogue: budgetCatalogNames.conceptosGasto, idColumn: "id_concepto_gasto", labelColumn: "n_concepto_gasto" },
    }),
    monto: money({ label: "Monto", required: m.monto, min: 0.01, max: 100_000_000 }),
  },
}

export const trainingBudgets = defineRecord({
  resource: "presupuestos-formacion",
  title: "Revisión de presupuesto",
  singular: "presupuesto",
  keys: ["FOR150"],
  messages: defaultMessages,
  deletable: (r) => r.estado === "Borrador",
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_presupuesto: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    id_proyecto_dnc: select({
      label: "Proyecto DNC",
      integerId: true,
      required: m.proyecto,
      readOnlyInEdit: true,
      filter: true,
      exported: false,
      lookup: { catalogue: budgetCatalogNames.proyectosDnc, idColumn: "id_proyecto_dnc", labelColumn: "n_proyecto" },
    }),
    n_proyecto: text({ label: "Proyecto DNC", max: 160, derived: true, column: true, searchable: true, sortable: true }),
    version: integer({ label: "Versión", derived: true, column: true, sortable: true }),
    // The project's company: the workplace scope of the budget.
    id_empresa: select({ label: "Empresa", integerId: true, derived: true, filter: true, scope: "empresa", lookup: companyLookup }),
    id_empleado: select({
      label: "Responsable",
      integerId: true,
      required: m.responsable,
      exported: false,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
      description: "Los autorizadores del presupuesto son los del responsable en Flujos de autorización.",
    }),
    responsable: text({ label: "Responsable", max: 250, derived: true }),
    presupuesto: money({ label: "Presupuesto", derived: true, column: true, sortable: true }),
    comprometido: money({ label: "Comprometido", derived: true, column: true }),
    ejercido: money({ label: "Ejercido", derived: true, column: true }),
    estado: stateField(budgetWorkflow.states),
    observaciones: textarea({ label: "Observaciones", max: 500 }),
    nivel_actual: integer({ label: "Nivel actual", derived: true }),
    comentario_rechazo: textarea({ label: "Comentario de rechazo", max: 500, derived: true }),
    f_autorizacion: text({ label: "Autorizado el", max: 30, derived: true }),
    lineas: rows({ label: "Líneas de presupuesto", of: budgetLines }),
  },
  rules: [{ field: "lineas", reads: ["lineas"], check: (v) => (Array.isArray(v.lineas) && v.lineas.length === 0 ? m.lineas : undefined) }],
  workflow: budgetWorkflow,
  defaultOrder: { field: "id_presupuesto", direction: "desc" },
})

export const trainingBudgetsEndpoints = resourceEndpoints("PresupuestosFormacion", trainingBudgets)
