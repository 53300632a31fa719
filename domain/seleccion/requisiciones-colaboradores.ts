import { catalogNames } from "../api/catalogs"
import { contractCatalogNames } from "../contratos/gestion-contratos-lookups"
import { placedFields } from "../organizacion/workplace-fields"
import { employeeCatalogNames } from "../personal/employee-lookups"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, integer, money, select, text, textarea } from "../records/field"
import { constant, sampled } from "../records/field-extras"
import { sendForAuthorization } from "../records/send-for-authorization"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { requisitionCatalogNames } from "./requisiciones-colaboradores-lookups"
import { requisitionMessages as m, requisitionOrigin, requisitionRequestType } from "./requisiciones-colaboradores-vocabulary"

// SEL100 Requisiciones de colaboradores (MODULES-MX §6, state table 0.1): a request for people
// for a puesto, on a free position (or, for a new puesto, a position created when it is
// authorized), with the number of vacancies within the puesto's authorized places and a salary
// range within its table. It is captured (Borrador), sent to the flow REQUISICION of Flujos de
// autorización (En autorización → Autorizada or Rechazada; a rejected one is corrected and sent
// again), moves to En proceso when its vacancy is created (SEL160) and to Cubierta when its last
// pre-alta is confirmed (SEL370). It has no field for sexo, edad, estado civil, apariencia,
// religión, embarazo or nacionalidad (LFT 133), and its free text passes the barred phrases. The
// puesto's requirements (escolaridad, experiencia, idiomas, competencias) are read from its
// profile, never copied. The key is an integer because the authorization engine names its
// requests by one; the folio RQ-{empresa}-{año}-{consecutivo} is drawn beside it.

const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.folio ?? "")

export const requisitionWorkflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "En autorización", label: "En autorización", tone: "info" },
    { code: "Autorizada", label: "Autorizada", tone: "success" },
    { code: "Rechazada", label: "Rechazada", tone: "danger" },
    { code: "En proceso", label: "En proceso", tone: "info" },
    { code: "Cubierta", label: "Cubierta", tone: "success" },
    { code: "Cancelada", label: "Cancelada", tone: "warning", mark: "CANCELADA" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Borrador", "Rechazada"],
    updateRefused: m.inmutable,
    deleteRefused: m.noEliminable,
    note: (r) => `Requisición ${folioOf(r)}: ya no se modifica. Para cambiarla cancélela y capture una nueva.`,
  },
  transitions: [
    {
      ...sendForAuthorization({
        named: (r) => `la requisición ${folioOf(r)}`,
        from: "Borrador",
        to: "Autorizada",
        key: "SEL100",
        refused: m.noEnviable,
        done: m.enviada,
        stamps: { day: "f_envio" },
        authorization: {
          requestType: requisitionRequestType,
          origin: requisitionOrigin,
          rejected: "Rechazada",
          authorized: { day: "f_autorizacion" },
          direct: m.autorizadaYa,
        },
      }),
      // A rejected requisition is corrected and sent again.
      from: ["Borrador", "Rechazada"],
      authorization: {
        requestType: requisitionRequestType,
        origin: requisitionOrigin,
        pending: "En autorización",
        rejected: "Rechazada",
        employeeField: "id_empleado_solicitante",
        rejectionNote: { column: "comentario_rechazo", max: 500 },
        authorized: { day: "f_autorizacion" },
        direct: m.autorizadaYa,
      },
    },
    {
      id: "cancelar",
      label: "Cancelar requisición",
      from: ["Borrador", "En autorización", "Autorizada", "Rechazada", "En proceso"],
      to: "Cancelada",
      key: "SEL100",
      refused: m.noCancelable,
      done: m.cancelada,
      icon: "cancel",
      actionLabel: (r) => `Cancelar la requisición ${folioOf(r)}`,
      title: (r) => `Cancelar la requisición ${folioOf(r)}`,
      input: { motivo_cancelacion: textarea({ label: "Motivo de la cancelación", max: 500, required: m.motivoCancelacion }) },
    },
  ],
}

export const requisitions = defineRecord({
  resource: "requisiciones",
  title: "Requisiciones de colaboradores",
  singular: "requisición",
  keys: ["SEL100"],
  messages: defaultMessages,
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_requisicion: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    folio: text({ label: "Folio", max: 30, derived: true, column: true, searchable: true, sortable: true }),
    ...placedFields({ empresa: m.empresa, centro: m.centro }),
    id_depto: select({
      label: "Departamento",
      integerId: true,
      required: m.depto,
      filter: true,
      exported: false,
      lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto", parent: { field: "id_centro_trabajo", column: "id_centro_trabajo" } },
    }),
    id_puesto: select({
      label: "Puesto",
      required: m.puesto,
      filter: true,
      exported: false,
      lookup: { catalogue: catalogNames.puestosDelRol, idColumn: "id_puesto", labelColumn: "n_puesto", parent: { field: "id_empresa", column: "id_empresa" } },
    }),
    n_puesto: text({ label: "Puesto", max: 100, derived: true, column: true, searchable: true, sortable: true }),
    id_motivo: select({
      label: "Motivo",
      integerId: true,
      required: m.motivo,
      filter: true,
      exported: false,
      lookup: { catalogue: requisitionCatalogNames.motivosRequisicion, idColumn: "id_motivo", labelColumn: "n_motivo" },
    }),
    n_motivo: text({ label: "Motivo", max: 100, derived: true, exported: true }),
    clave_motivo: text({ label: "Tipo de motivo", max: 20, derived: true }),
    id_posicion: select({
      label: "Posición",
      exported: false,
      lookup: { catalogue: employeeCatalogNames.posicionesLibres, idColumn: "id_posicion", labelColumn: "n_posicion", parent: { field: "id_depto", column: "id_depto" } },
      description: "Una posición libre del departamento; un puesto nuevo no la indica: se crea al autorizarse la requisición.",
    }),
    n_posicion: text({ label: "Posición", max: 120, derived: true, column: true }),
    n_depto: text({ label: "Depto", max: 100, derived: true, column: true, sortable: true }),
    id_empleado_sustituido: select({
      label: "Colaborador sustituido",
      integerId: true,
      exported: false,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
      description: "Solo en una sustitución temporal.",
    }),
    num_vacantes: { ...sampled(integer({ label: "Vacantes", required: m.vacantes, min: 1, max: 50, column: true, sortable: true }), constant(1)), initial: "1" },
    id_tipo_contrato: select({
      label: "Tipo de contrato",
      exported: false,
      lookup: { catalogue: contractCatalogNames.tiposContratoActivos, idColumn: "id_tipo_contrato", labelColumn: "n_tipo_contrato" },
    }),
    f_requerida: sampled(date({ label: "Fecha requerida", required: m.fechaRequerida, column: true, sortable: true, filter: true }), constant("2099-01-15")),
    salario_min: money({ label: "Salario mínimo (mensual)", required: m.salarioMin, min: 0.01, max: 10_000_000, exported: true }),
    salario_max: money({ label: "Salario máximo (mensual)", required: m.salarioMax, min: 0.01, max: 10_000_000, exported: true }),
    justificacion: textarea({ label: "Justificación", max: 2000, required: m.justificacion }),
    requisitos_adicionales: textarea({
      label: "Requisitos adicionales",
      max: 2000,
      description: "Sin requisitos de sexo, edad, estado civil, apariencia, religión, embarazo ni nacionalidad (LFT 133).",
    }),
    id_empleado_solicitante: select({
      label: "Solicitante",
      integerId: true,
      required: m.solicitante,
      exported: false,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
      description: "Los autorizadores de la requisición son los del solicitante en Flujos de autorización.",
    }),
    n_solicitante: text({ label: "Solicitante", max: 250, derived: true, column: true }),
    id_solicitante: text({ label: "Usuario solicitante", max: 254, derived: true }),
    estado: stateField(requisitionWorkflow.states),
    f_solicitud: date({ label: "Fecha de solicitud", derived: true, sortable: true, filter: true, exported: true }),
    f_envio: date({ label: "Enviada el", derived: true }),
    f_autorizacion: date({ label: "Autorizada el", derived: true, exported: true }),
    dias_abierta: integer({ label: "Días abierta", derived: true, column: true }),
    nivel_actual: integer({ label: "Nivel actual", derived: true }),
    comentario_rechazo: textarea({ label: "Comentario de rechazo", max: 500, derived: true }),
    motivo_cancelacion: textarea({ label: "Motivo de la cancelación", max: 500, derived: true }),
    // The puesto's profile (ORG500), read-only here and in the PDF; its age limits are never shown.
    req_escolaridad: text({ label: "Escolaridad", max: 300, derived: true }),
    req_experiencia: textarea({ label: "Experiencia", max: 4000, derived: true }),
    req_idiomas: textarea({ label: "Idiomas", max: 4000, derived: true }),
    req_competencias: textarea({ label: "Competencias", max: 4000, derived: true }),
    tabulador_min: money({ label: "Tabulador mínimo", derived: true }),
    tabulador_max: money({ label: "Tabulador máximo", derived: true }),
  },
  rules: [
    {
      field: "salario_max",
      reads: ["salario_min", "salario_max"],
      check: (v) => (typeof v.salario_min === "number" && typeof v.salario_max === "number" && v.salario_min > v.salario_max ? m.salariosInvertidos : undefined),
    },
  ],
  workflow: requisitionWorkflow,
  defaultOrder: { field: "id_requisicion", direction: "desc" },
  documents: [
    {
      name: "requisicion",
      label: "Requisición de personal",
      downloaded: "Requisición descargada",
      call: { path: "/print-requisicion", idAs: "id_requisicion" },
    },
  ],
})

export const requisitionsEndpoints = resourceEndpoints("Requisiciones", requisitions)
