import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, flag, integer, select, text, textarea } from "../records/field"
import { notBefore } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, stateField } from "../records/workflow"
import { vacancyCatalogNames } from "./vacantes-lookups"
import { vacancyMessages as m, workModes } from "./vacantes-vocabulary"

// SEL160 Vacantes (MODULES-MX §6): the opening of an authorized requisition, with the selection
// process its candidates go through (SEL150), its recruiter, its dates and whether it is published
// on the job board. One vigente vacancy per requisition [D] (a requisition of several places fills
// them from one pipeline). The server (server/seleccion/vacantes.ts) judges what needs the
// database:
// - the requisition is Autorizada or En proceso, of the caller's work centres, with no other
//   vacancy open, paused or filled; opening the vacancy puts it En proceso;
// - its position, when it names one, is still vacant on the requisition's f_requerida: 'La
//   posición ya no está disponible';
// - publishing on the job board needs bolsa_conecta = '1' (SPEC 2.15);
// - the free text (título, descripción, ubicación) is checked against SEL050's barred phrases
//   (LFT 133-I), as the requisition's is.
// No field for sexo, edad, estado civil, apariencia, religión, embarazo or nacionalidad (LFT 133).
// States: Abierta → En pausa ↔ Abierta; Cancelada (cerrar) from either; Cubierta is set by the
// last confirmed pre-alta (SEL370).

const named = (r: Readonly<Record<string, unknown>>) => `la vacante ${String(r.titulo ?? r.id_vacante ?? "")}`

export const vacancyWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Abierta", label: "Abierta", tone: "info" },
    { code: "En pausa", label: "En pausa", tone: "warning" },
    { code: "Cubierta", label: "Cubierta", tone: "success" },
    { code: "Cancelada", label: "Cancelada", tone: "danger", mark: "CANCELADA" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Abierta", "En pausa"],
    updateRefused: m.inmutable,
    deleteRefused: m.noEliminable,
    note: (r) => `Vacante ${String(r.titulo ?? "")}: está ${String(r.estado ?? "").toLowerCase()} y ya no se modifica.`,
  },
  transitions: [
    {
      id: "publicar",
      label: "Publicar",
      from: ["Abierta"],
      to: "Abierta",
      key: "SEL160",
      refused: m.noPublicable,
      done: m.publicada,
      icon: "send",
      // Published on the day it is done; a vacancy already published is not offered the action.
      guards: [{ check: (r) => (typeof r.f_publicacion === "string" && r.f_publicacion !== "" ? m.yaPublicada : undefined), status: 409, onRecord: true }],
      stamps: { day: "f_publicacion" },
      actionLabel: (r) => `Publicar ${named(r)}`,
      question: (r) => `¿Publicar ${named(r)} con la fecha de hoy?${r.publicar_bolsa === "1" ? " También se publicará en la bolsa de trabajo." : ""}`,
    },
    {
      id: "pausar",
      label: "Pausar",
      from: ["Abierta"],
      to: "En pausa",
      key: "SEL160",
      refused: m.noPausable,
      done: m.pausada,
      actionLabel: (r) => `Pausar ${named(r)}`,
      question: (r) => `¿Pausar ${named(r)}? No se asignarán ni moverán candidatos hasta reanudarla.`,
    },
    {
      id: "reanudar",
      label: "Reanudar",
      from: ["En pausa"],
      to: "Abierta",
      key: "SEL160",
      refused: m.noReanudable,
      done: m.reanudada,
      icon: "confirm",
      actionLabel: (r) => `Reanudar ${named(r)}`,
      question: (r) => `¿Abrir de nuevo ${named(r)}?`,
    },
    {
      id: "cerrar",
      label: "Cerrar",
      from: ["Abierta", "En pausa"],
      to: "Cancelada",
      key: "SEL160",
      refused: m.noCerrable,
      done: m.cerrada,
      icon: "cancel",
      actionLabel: (r) => `Cerrar ${named(r)}`,
      question: (r) => `¿Cerrar ${named(r)} sin cubrirla? Sus candidatos conservan su historial.`,
    },
  ],
}

export const vacancies = defineRecord({
  resource: "vacantes",
  title: "Vacantes",
  singular: "vacante",
  keys: ["SEL160"],
  messages: defaultMessages,
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_vacante: integer({ label: "Folio", key: true, derived: true, sortable: true }),
    // The list: Vacante, Puesto, Posición, Reclutador, Publicada, Cierre, Candidatos por etapa, Días abierta, Estado.
    titulo: text({ label: "Vacante", max: 150, required: m.titulo, column: true, searchable: true, sortable: true }),
    n_puesto: text({ label: "Puesto", max: 150, derived: true, column: true, searchable: true, sortable: true }),
    id_posicion: text({ label: "Posición", max: 10, derived: true, column: true }),
    n_reclutador: text({ label: "Reclutador", max: 250, derived: true, column: true }),
    f_publicacion: date({ label: "Publicada", column: true, sortable: true, filter: true, description: "Vacía hasta publicarla; Publicar pone la fecha de hoy" }),
    f_cierre: date({ label: "Cierre", column: true, sortable: true }),
    candidatos_etapa: text({ label: "Candidatos por etapa", max: 2000, derived: true, column: true }),
    dias_abierta: integer({ label: "Días abierta", derived: true, column: true }),
    estado: stateField(vacancyWorkflow.states),
    // The record.
    id_requisicion: select({
      label: "Requisición",
      integerId: true,
      required: m.requisicion,
      readOnlyInEdit: true,
      filter: true,
      lookup: { catalogue: vacancyCatalogNames.requisiciones, idColumn: "id_requisicion", labelColumn: "n_requisicion" },
      description: "Una requisición autorizada de sus centros de trabajo; su posición debe seguir libre",
    }),
    folio_requisicion: text({ label: "Requisición", max: 30, derived: true, exported: true, searchable: true }),
    // The requisition's work centre: the vacancy's place in the workplace tree.
    id_centro_trabajo: select({
      label: "Centro de trabajo",
      integerId: true,
      derived: true,
      filter: true,
      scope: "centro_trabajo",
      lookup: { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo" },
    }),
    id_proceso: select({
      label: "Proceso de selección",
      integerId: true,
      required: m.proceso,
      filter: true,
      lookup: { catalogue: vacancyCatalogNames.procesos, idColumn: "id_proceso", labelColumn: "n_proceso" },
      description: "Las etapas por las que pasan sus candidatos",
    }),
    descripcion: textarea({ label: "Descripción", max: 4000, description: "Funciones y requisitos del puesto; no se admiten requisitos discriminatorios (LFT 133)" }),
    modalidad: select({ label: "Modalidad", choices: workModes.map((w) => ({ id: w, label: w })), filter: true }),
    ubicacion: text({ label: "Ubicación", max: 200 }),
    id_reclutador: select({
      label: "Reclutador",
      integerId: true,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
    }),
    publicar_bolsa: flag({ label: "Publicar en la bolsa de trabajo", exported: true, description: "Requiere la conexión con la bolsa de trabajo (parámetro del sistema)" }),
  },
  rules: [notBefore("f_cierre", "f_publicacion", m.cierre)],
  workflow: vacancyWorkflow,
  defaultOrder: { field: "id_vacante", direction: "desc" },
})

export const vacanciesEndpoints = resourceEndpoints("Vacantes", vacancies)
