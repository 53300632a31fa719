import { catalogNames } from "../api/catalogs"
import { centreLookup } from "../organizacion/workplace-fields"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, flag, integer, percent, select, text, textarea } from "../records/field"
import { constant, sampled } from "../records/field-extras"
import { notBefore } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { guideSetLabels, guideSets } from "../rules/nom035-scope"
import { climateProjectMessages as m } from "./proyectos-vocabulary"

// CLI200 Proyectos de clima laboral (MODULES-MX §4, NOM-035-STPS-2018): one evaluation of one work
// centre. The server takes the centre's active headcount on the start date (num_trabajadores) and
// derives the guides from it (up to 15 Guía I; 16–50 I and II; over 50 I and III); a project may
// raise them, never lower them. Over 50 it may apply Guía III to a sample, never smaller than the
// NOM's formula (empty: the formula's size). The next evaluation is two years after the end, and
// two years after the day it closes once closed. A centre may have several projects: the next
// evaluation's date is a reminder, not a lock. States: Borrador → En aplicación → Cerrado →
// Resultados publicados, or Cancelado (with its reason) before it closes; closing or cancelling
// destroys the link-to-person map of the invitations (server/clima-laboral/proyectos.ts).

type Row = Readonly<Record<string, unknown>>
const nameOf = (r: Row) => (typeof r.n_proyecto === "string" ? r.n_proyecto : "")
const count = (v: unknown) => (typeof v === "number" ? v : Number(v ?? 0))

export const climateProjectWorkflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "En aplicación", label: "En aplicación", tone: "info" },
    { code: "Cerrado", label: "Cerrado", tone: "success" },
    { code: "Resultados publicados", label: "Resultados publicados", tone: "success" },
    { code: "Cancelado", label: "Cancelado", tone: "danger", mark: "CANCELADO" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    {
      // Without a sample generated in CLI210, starting draws the participants by the project's
      // settings with a new seed (server/clima-laboral/empleados-depto.ts).
      id: "iniciar",
      label: "Iniciar aplicación",
      from: ["Borrador"],
      to: "En aplicación",
      key: "CLI200",
      refused: m.noIniciable,
      done: m.iniciado,
      icon: "send",
      actionLabel: (r) => `Iniciar la aplicación del proyecto ${nameOf(r)}`,
      question: (r) =>
        count(r.seleccionados) > 0
          ? `¿Iniciar la aplicación del proyecto ${nameOf(r)}? Sus ${count(r.seleccionados)} participantes ya no cambian; las invitaciones se envían en Empleados por departamento.`
          : `¿Iniciar la aplicación del proyecto ${nameOf(r)}? Se eligen los participantes con una semilla nueva; las invitaciones se envían en Empleados por departamento.`,
    },
    {
      id: "cerrar",
      label: "Cerrar",
      from: ["En aplicación"],
      to: "Cerrado",
      key: "CLI200",
      refused: m.noCerrable,
      done: m.cerrado,
      icon: "confirm",
      stamps: { day: "f_cierre" },
      actionLabel: (r) => `Cerrar el proyecto ${nameOf(r)}`,
      question: (r) =>
        count(r.respondieron) < count(r.seleccionados)
          ? `${m.pendientes} Los enlaces de invitación dejan de servir.`
          : `¿Cerrar el proyecto ${nameOf(r)}? Los enlaces de invitación dejan de servir.`,
    },
    {
      id: "publicar",
      label: "Publicar resultados",
      from: ["Cerrado"],
      to: "Resultados publicados",
      key: "CLI200",
      refused: m.noPublicable,
      done: m.publicado,
      icon: "confirm",
      actionLabel: (r) => `Publicar los resultados del proyecto ${nameOf(r)}`,
      question: (r) => `¿Publicar los resultados del proyecto ${nameOf(r)}?`,
    },
    {
      id: "cancelar",
      label: "Cancelar proyecto",
      from: ["Borrador", "En aplicación"],
      to: "Cancelado",
      key: "CLI200",
      refused: m.noCancelable,
      done: m.cancelado,
      icon: "cancel",
      actionLabel: (r) => `Cancelar el proyecto ${nameOf(r)}`,
      title: (r) => `Cancelar el proyecto ${nameOf(r)}`,
      input: { motivo_cancelacion: textarea({ label: "Motivo de la cancelación", max: 500, required: m.motivo }) },
    },
  ],
  editable: {
    states: ["Borrador"],
    updateRefused: m.soloBorrador,
    deleteRefused: m.soloBorrador,
    note: (r) => `Proyecto ${String(r.estado ?? "").toLowerCase()}: ya no se modifica.`,
  },
}

export const guideChoices = guideSets.map((g) => ({ id: g, label: guideSetLabels[g] }))

export const climateProjects = defineRecord({
  resource: "proyectos-clima",
  title: "Proyectos de clima laboral",
  singular: "proyecto",
  keys: ["CLI200"],
  messages: defaultMessages,
  fields: {
    id_proyecto: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    n_proyecto: text({ label: "Proyecto", max: 150, required: m.nombre, column: true, searchable: true, sortable: true }),
    id_empresa: sampled(
      select({ label: "Empresa", integerId: true, required: m.empresa, lookup: { catalogue: catalogNames.empresasDelRol, idColumn: "id_empresa", labelColumn: "n_empresa" }, filter: true, readOnlyInEdit: true }),
      constant(1),
    ),
    id_centro_trabajo: sampled(
      select({
        label: "Centro de trabajo",
        integerId: true,
        required: m.centro,
        lookup: { ...centreLookup, parent: { field: "id_empresa", column: "id_empresa" } },
        filter: true,
        readOnlyInEdit: true,
        scope: "centro_trabajo",
      }),
      constant(1),
    ),
    n_centro_trabajo: text({ label: "Centro", max: 150, derived: true, column: true, sortable: true }),
    f_inicio: sampled(date({ label: "Inicio", required: m.inicio, column: true, sortable: true }), constant("2026-03-02")),
    // The list's filter by the year the project starts in (MODULES-MX: empresa, centro, año, estado).
    anio: integer({ label: "Año", derived: true, grouping: false, filter: true }),
    f_fin: sampled(date({ label: "Fin", required: m.fin, exported: true }), constant("2026-03-31")),
    num_trabajadores: integer({ label: "Trabajadores", derived: true, column: true, sortable: true, description: "Trabajadores activos del centro al inicio" }),
    guias: sampled(
      select({
        label: "Guías",
        choices: guideChoices,
        column: true,
        filter: true,
        description: "Vacío: las que corresponden a los trabajadores del centro al inicio. Solo pueden elevarse.",
      }),
      constant(null),
    ),
    usar_muestra: flag({ label: "Aplicar la Guía III a una muestra", description: "Solo en centros de más de 50 trabajadores" }),
    tamano_muestra: sampled(
      integer({ label: "Muestra", min: 1, max: 1_000_000, column: true, description: "Vacío: el tamaño de la fórmula de la NOM (Guía III.1). Nunca menor." }),
      constant(null),
    ),
    anonimo: flag({ label: "Anónimo", derived: true, exported: true }),
    seleccionados: integer({ label: "Seleccionados", derived: true, exported: true }),
    respondieron: integer({ label: "Respondieron", derived: true, exported: true }),
    avance: percent({ label: "Avance %", derived: true, column: true }),
    f_proxima_evaluacion: date({ label: "Próxima evaluación", derived: true, exported: true }),
    semilla: integer({ label: "Semilla de la muestra", derived: true, grouping: false }),
    estado: stateField(climateProjectWorkflow.states),
    motivo_cancelacion: textarea({ label: "Motivo de la cancelación", max: 500, derived: true, exported: true }),
    f_cierre: date({ label: "Cierre", derived: true, exported: true }),
    // The policy's version and day, named by its own upload (./proyectos-politica-api.ts).
    politica_prevencion: text({ label: "Política de prevención", max: 16, derived: true }),
    f_politica: date({ label: "Fecha de la política", derived: true, exported: true }),
    ...createdStamps,
    ...changedStamp,
  },
  rules: [notBefore("f_fin", "f_inicio", m.finAntes)],
  workflow: climateProjectWorkflow,
  defaultOrder: { field: "id_proyecto", direction: "desc" },
})

export const climateProjectsEndpoints = resourceEndpoints("ProyectosClima", climateProjects)
