import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, integer, money, rows, select, text, textarea } from "../records/field"
import { constant, sampled } from "../records/field-extras"
import { notBefore } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { companyLookup } from "../organizacion/workplace-fields"
import { capturingStates, dncMessages as m } from "./proyectos-dnc-vocabulary"

// FOR100 Proyectos DNC (MODULES-MX §3): a company's detección de necesidades de capacitación for
// a year, over some of its work centres (none: all of them). Its needs are records of their own
// (./proyectos-dnc-needs.ts, tens of thousands when the gaps of a large company are imported),
// captured while the project is in Borrador or En captura; the list shows their totals.
// The workflow [D] (MODULES-MX §0.1 names the states): Borrador → En captura (the capture is
// opened to the bosses) → En revisión (nothing changes any more) → Autorizado (by hand; the
// budget has its own flow in FOR150) → Cerrado, and a project under review goes back to En
// captura with the reviewer's comment. Only Borrador and En captura change or delete the
// project. Its document is the DC-2 "Plan y programas de capacitación".

const named = (r: Readonly<Record<string, unknown>>) => `«${String(r.n_proyecto ?? "")}»`

export const dncWorkflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "En captura", label: "En captura", tone: "info" },
    { code: "En revisión", label: "En revisión", tone: "warning" },
    { code: "Autorizado", label: "Autorizado", tone: "success" },
    { code: "Cerrado", label: "Cerrado", tone: "neutral" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    {
      id: "abrir-captura",
      label: "Abrir captura",
      from: ["Borrador"],
      to: "En captura",
      key: "FOR100",
      refused: m.noCaptura,
      done: m.captura,
      icon: "send",
      actionLabel: (r) => `Abrir la captura del proyecto ${named(r)}`,
      question: (r) => `¿Abrir la captura de necesidades del proyecto ${named(r)}?`,
    },
    {
      id: "enviar-revision",
      label: "Enviar a revisión",
      from: ["En captura"],
      to: "En revisión",
      key: "FOR100",
      refused: m.noRevision,
      done: m.revision,
      icon: "send",
      actionLabel: (r) => `Enviar a revisión el proyecto ${named(r)}`,
      question: (r) => `¿Enviar a revisión el proyecto ${named(r)}? Sus necesidades ya no podrán modificarse.`,
    },
    {
      id: "autorizar",
      label: "Autorizar",
      from: ["En revisión"],
      to: "Autorizado",
      key: "FOR100",
      refused: m.noAutorizable,
      done: m.autorizado,
      icon: "confirm",
      stamps: { user: "id_usuario_autoriza", day: "f_autorizacion" },
      // Authorized, the reviewer's last comment no longer applies.
      columns: () => ({ comentario_devolucion: null }),
      actionLabel: (r) => `Autorizar el proyecto ${named(r)}`,
      question: (r) => `¿Autorizar el plan del proyecto ${named(r)}?`,
    },
    {
      id: "devolver",
      label: "Devolver a captura",
      from: ["En revisión"],
      to: "En captura",
      key: "FOR100",
      refused: m.noDevolvible,
      done: m.devuelto,
      icon: "cancel",
      actionLabel: (r) => `Devolver a captura el proyecto ${named(r)}`,
      title: (r) => `Devolver a captura el proyecto ${named(r)}`,
      explain: () => "Diga qué debe corregirse: el comentario se muestra en el proyecto mientras se captura de nuevo.",
      input: {
        comentario_devolucion: textarea({ label: "Comentario", max: 500, required: m.comentario }),
      },
    },
    {
      id: "cerrar",
      label: "Cerrar",
      from: ["Autorizado"],
      to: "Cerrado",
      key: "FOR100",
      refused: m.noCerrable,
      done: m.cerrado,
      icon: "confirm",
      actionLabel: (r) => `Cerrar el proyecto ${named(r)}`,
      question: (r) => `¿Cerrar el proyecto ${named(r)}? Queda como consulta.`,
    },
  ],
  editable: {
    states: capturingStates,
    updateRefused: m.inmutable,
    deleteRefused: m.noEliminable,
    note: (r) => `Proyecto ${String(r.estado ?? "")}: ya no se modifica. Un proyecto en revisión se devuelve a captura para corregirlo.`,
  },
}

const centreLookup = { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo" } as const

export const dncCentres = {
  label: "Centros de trabajo",
  singular: "centro de trabajo",
  maxRows: 200,
  uniqueBy: ["id_centro_trabajo"],
  fields: {
    id_centro_trabajo: select({ label: "Centro de trabajo", integerId: true, required: m.centro, lookup: centreLookup }),
  },
}

export const dncProjects = defineRecord({
  resource: "proyectos-dnc",
  title: "Proyectos DNC",
  singular: "proyecto DNC",
  keys: ["FOR100"],
  messages: defaultMessages,
  fields: {
    // Drawn by the server; the courses of FOR160 name it.
    id_proyecto_dnc: integer({ label: "Folio", key: true, derived: true, sortable: true, exported: true }),
    n_proyecto: text({ label: "Proyecto", max: 150, required: m.proyecto, column: true, searchable: true, sortable: true }),
    anio: {
      ...sampled(integer({ label: "Año", min: 2000, max: 2999, grouping: false, required: m.anio, column: true, sortable: true, filter: true }), constant(2026)),
      initial: String(new Date().getFullYear()),
    },
    // Fixed once stored: the needs, the gaps imported and the centres are the company's.
    id_empresa: select({ label: "Empresa", integerId: true, required: m.empresa, lookup: companyLookup, scope: "empresa", filter: true, readOnlyInEdit: true }),
    n_empresa: text({ label: "Empresa", max: 250, derived: true, column: true, sortable: true }),
    centros: rows({
      label: "Centros de trabajo",
      of: dncCentres,
      description: "Los centros de la empresa que abarca el proyecto; sin ninguno, todos.",
    }),
    f_inicio: sampled(date({ label: "Fecha de inicio", exported: true }), constant("2026-01-15")),
    f_cierre: sampled(date({ label: "Fecha de cierre", exported: true }), constant("2026-03-31")),
    // The needs' totals (the list's figures); Horas are hours of training: Σ horas × participantes.
    necesidades: integer({ label: "Necesidades", derived: true, column: true }),
    participantes: integer({ label: "Participantes estimados", derived: true, column: true }),
    horas: integer({ label: "Horas", derived: true, column: true }),
    costo: money({ label: "Costo estimado", derived: true, column: true }),
    estado: stateField(dncWorkflow.states),
    comentario_devolucion: textarea({ label: "Comentario de la revisión", max: 500, derived: true }),
    f_autorizacion: date({ label: "Fecha de autorización", derived: true, exported: true }),
    id_usuario_autoriza: text({ label: "Autorizado por", max: 50, derived: true }),
    ...createdStamps,
    ...changedStamp,
  },
  rules: [notBefore("f_cierre", "f_inicio", m.cierreAntes)],
  workflow: dncWorkflow,
  defaultOrder: { field: "id_proyecto_dnc", direction: "desc" },
  documents: [{ name: "plan-capacitacion", label: "Plan y programas de capacitación", downloaded: "Plan de capacitación descargado" }],
})

export const dncProjectsEndpoints = resourceEndpoints("ProyectosDnc", dncProjects)
