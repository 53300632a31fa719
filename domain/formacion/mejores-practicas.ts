import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, decimal, integer, money, picker, rows, select, text, textarea } from "../records/field"
import { constant, sampled } from "../records/field-extras"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, stateField } from "../records/workflow"
import { practiceCatalogNames } from "./mejores-practicas-lookups"
import { practiceMessages as m } from "./mejores-practicas-vocabulary"

// FOR320 Mejores prácticas (MODULES-MX §3 and §0's readings of MP): a documented application of
// what was learnt (Kirkpatrick levels 3–4) by an employee or a team. Its general information
// (IG: responsable, integrantes, título, categoría, departamento, the course it came from, the
// problem, the situation before, the objective, its start), its results (indicator, unit, value
// before and after, yearly saving, qualitative benefit) and its follow-up (date, progress 0–100,
// comment, evidence). Borrador → En revisión → Publicada → Replicada, or Rechazada in review.
// A draft changes whole; a published or replicated practice only adds follow-up rows (the
// server judges that); one in review or rejected no longer changes. Its PDF is print-mp.

type Row = Readonly<Record<string, unknown>>

const titleOf = (r: Row) => String(r.titulo ?? "")

export const practiceWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Borrador", label: "Borrador", tone: "neutral", mark: "BORRADOR" },
    { code: "En revisión", label: "En revisión", tone: "info" },
    { code: "Publicada", label: "Publicada", tone: "success" },
    { code: "Replicada", label: "Replicada", tone: "success" },
    { code: "Rechazada", label: "Rechazada", tone: "danger" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Borrador", "Publicada", "Replicada"],
    updateRefused: m.inmutable,
    deleteRefused: m.soloBorrador,
    note: (r) => (r.estado === "Borrador" ? "" : `Práctica ${String(r.estado ?? "").toLowerCase()}: solo se captura su seguimiento.`),
  },
  transitions: [
    {
      id: "enviar-revision",
      label: "Enviar a revisión",
      from: ["Borrador"],
      to: "En revisión",
      key: "FOR320",
      refused: m.noEnviable,
      done: m.enviada,
      icon: "send",
      actionLabel: (r) => `Enviar a revisión la práctica ${titleOf(r)}`,
      question: (r) => `¿Enviar a revisión la práctica ${titleOf(r)}? Mientras se revisa ya no se modifica.`,
      // A list row carries no results: the page offers it, and the server, reading the whole record, judges it.
      guards: [{ onRecord: true, status: 409, check: (r) => (Array.isArray(r.resultados) && r.resultados.length === 0 ? m.sinResultados : undefined) }],
    },
    {
      id: "publicar",
      label: "Publicar",
      from: ["En revisión"],
      to: "Publicada",
      key: "FOR320",
      refused: m.noPublicable,
      done: m.publicada,
      icon: "confirm",
      stamps: { day: "f_publicacion" },
      actionLabel: (r) => `Publicar la práctica ${titleOf(r)}`,
      question: (r) => `¿Publicar la práctica ${titleOf(r)}? Desde entonces solo se captura su seguimiento.`,
    },
    {
      id: "rechazar",
      label: "Rechazar",
      from: ["En revisión"],
      to: "Rechazada",
      key: "FOR320",
      refused: m.noRechazable,
      done: m.rechazada,
      icon: "cancel",
      actionLabel: (r) => `Rechazar la práctica ${titleOf(r)}`,
      title: (r) => `Rechazar la práctica ${titleOf(r)}`,
      input: { motivo_rechazo: textarea({ label: "Motivo del rechazo", max: 500, required: m.motivoRechazo }) },
    },
    {
      id: "replicar",
      label: "Marcar como replicada",
      from: ["Publicada"],
      to: "Replicada",
      key: "FOR320",
      refused: m.noReplicable,
      done: m.replicada,
      icon: "confirm",
      actionLabel: (r) => `Marcar como replicada la práctica ${titleOf(r)}`,
      title: (r) => `Replicar la práctica ${titleOf(r)}`,
      input: { replicada_en: textarea({ label: "Dónde se replicó", max: 500, required: m.replicadaEn }) },
    },
  ],
}

const employeeLookup = { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" } as const

export const practiceMembers = {
  label: "Integrantes",
  singular: "integrante",
  maxRows: 30,
  uniqueBy: ["id_empleado"],
  fields: { id_empleado: picker({ label: "Colaborador", integerId: true, required: m.integrante, lookup: employeeLookup }) },
}

export const practiceResults = {
  label: "Resultados",
  singular: "resultado",
  maxRows: 20,
  fields: {
    indicador: text({ label: "Indicador", max: 150, required: m.indicador }),
    unidad: text({ label: "Unidad", max: 30 }),
    valor_antes: decimal({ label: "Antes", min: -1_000_000_000, max: 1_000_000_000, scale: 2 }),
    valor_despues: decimal({ label: "Después", min: -1_000_000_000, max: 1_000_000_000, scale: 2 }),
    ahorro_anual: money({ label: "Ahorro anual", max: 1_000_000_000 }),
    beneficio_cualitativo: textarea({ label: "Beneficio cualitativo", max: 500 }),
  },
}

export const practiceFollowUps = {
  label: "Seguimiento",
  singular: "seguimiento",
  maxRows: 100,
  fields: {
    fecha: date({ label: "Fecha", required: m.fecha }),
    avance: integer({ label: "Avance %", min: 0, max: 100, required: m.avance, description: "De 0 a 100" }),
    comentario: textarea({ label: "Comentario", max: 500 }),
    evidencia: text({ label: "Evidencia", max: 200, description: "Dónde consultarla: folio, liga o documento" }),
  },
}

export const bestPractices = defineRecord({
  resource: "mejores-practicas",
  title: "Mejores prácticas",
  singular: "mejor práctica",
  keys: ["FOR320"],
  messages: defaultMessages,
  fields: {
    id_proyecto: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    titulo: text({ label: "Título", max: 150, required: m.titulo, column: true, searchable: true, sortable: true }),
    id_empleado: sampled(picker({ label: "Responsable", integerId: true, required: m.responsable, lookup: employeeLookup, scope: "empleado", filter: true }), constant(1)),
    n_responsable: text({ label: "Responsable", max: 200, derived: true, column: true, searchable: true }),
    integrantes: sampled(rows({ label: "Integrantes", of: practiceMembers }), constant([])),
    id_categoria: select({
      label: "Categoría",
      max: 10,
      required: m.categoria,
      filter: true,
      lookup: { catalogue: practiceCatalogNames.categorias, idColumn: "id_categoria", labelColumn: "n_categoria" },
    }),
    n_categoria: text({ label: "Categoría", max: 100, derived: true, column: true }),
    id_depto: select({ label: "Departamento", integerId: true, filter: true, lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto" } }),
    n_depto: text({ label: "Depto", max: 100, derived: true, column: true }),
    id_proyecto_formacion: select({
      label: "Curso de origen",
      integerId: true,
      lookup: { catalogue: practiceCatalogNames.cursos, idColumn: "id_proyecto", labelColumn: "n_curso" },
      description: "El curso cuyo aprendizaje se aplicó",
    }),
    problema: textarea({ label: "Problema", max: 2000, required: m.problema }),
    situacion_actual: textarea({ label: "Situación actual", max: 2000 }),
    objetivo: textarea({ label: "Objetivo", max: 1000, required: m.objetivo }),
    f_inicio: date({ label: "Inicio", sortable: true, filter: true, exported: true }),
    resultados: sampled(rows({ label: "Resultados", of: practiceResults }), constant([])),
    seguimiento: sampled(rows({ label: "Seguimiento", of: practiceFollowUps }), constant([])),
    ahorro_anual: money({ label: "Ahorro anual", derived: true, column: true, sortable: true }),
    estado: stateField(practiceWorkflow.states),
    f_publicacion: date({ label: "Publicada el", derived: true, exported: true }),
    motivo_rechazo: textarea({ label: "Motivo del rechazo", max: 500, derived: true, exported: true }),
    replicada_en: textarea({ label: "Dónde se replicó", max: 500, derived: true, exported: true }),
    ...createdStamps,
    ...changedStamp,
  },
  workflow: practiceWorkflow,
  deletable: (r) => r.estado === "Borrador",
  // SPEC's print-mp {id_proyecto, id_empleado} is a call of its own (./mejores-practicas-api.ts).
  documents: [{ name: "ficha", label: "Ficha de la práctica", downloaded: "Ficha descargada" }],
  defaultOrder: { field: "id_proyecto", direction: "desc" },
})

export const bestPracticesEndpoints = resourceEndpoints("MejoresPracticas", bestPractices)
