import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { type ChildDescriptor, decimal, flag, integer, rows, select, text, textarea } from "../records/field"
import { startingAt } from "../records/field-extras"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, stateField } from "../records/workflow"
import { emptySectionProblem, questionsProblem, scaleProblem } from "./encuestas-rules"
import { defaultScaleLabels, questionKinds, surveyKinds, surveyMessages as m } from "./encuestas-vocabulary"

// EVA100 Encuestas (MODULES-MX §5): the instrument builder of Evaluación. An instrument has a
// clave and a version (the clave and version together are unique), a kind (360, Operativa,
// Opinión de curso, Retroalimentación, Libre), the labels of its 1–5 scale, its sections in
// order and its questions (scale, open or yes/no; linked to a competency of COM100/150/200;
// required or not; a relative weight in its evaluator's mean). The questions name their section
// by its number, as child rows are one level deep.
// - "Duplicar" opens the add form with a stored instrument's values; saved, it is the clave's
//   next version (the server numbers versions, never the client).
// - An instrument a project (EVA150) uses once published is locked: no save changes it and no
//   delete removes it (server/evaluacion/encuestas-lock.ts); it is duplicated to change.
// - Desactivar and Activar are transitions of `activo`: an inactive instrument stays with the
//   projects that named it, and is no longer offered to new ones (/get-encuestas).

const id = (r: Readonly<Record<string, unknown>>) => `${String(r.clave ?? "")} v${String(r.version ?? "")}`

export const surveyWorkflow: Workflow = {
  field: "activo",
  states: [
    { code: "1", label: "Sí", tone: "success" },
    { code: "0", label: "No", tone: "neutral" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    {
      id: "desactivar",
      label: "Desactivar",
      from: ["1"],
      to: "0",
      key: "EVA100",
      refused: m.noDesactivable,
      done: m.desactivada,
      icon: "cancel",
      actionLabel: (r) => `Desactivar la encuesta ${id(r)}`,
      question: (r) => `¿Desactivar la encuesta ${id(r)}? Los proyectos que ya la usan la conservan; deja de ofrecerse a los nuevos.`,
    },
    {
      id: "activar",
      label: "Activar",
      from: ["0"],
      to: "1",
      key: "EVA100",
      refused: m.noActivable,
      done: m.activada,
      icon: "confirm",
      actionLabel: (r) => `Activar la encuesta ${id(r)}`,
      question: (r) => `¿Activar la encuesta ${id(r)}? Vuelve a ofrecerse a los proyectos nuevos.`,
    },
  ],
}

export const surveySections: ChildDescriptor = {
  label: "Secciones",
  singular: "sección",
  maxRows: 30,
  fields: {
    titulo: text({ label: "Título", max: 150, required: m.titulo }),
  },
}

export const competencyCatalogueName = "competencias_encuesta"

export const surveyQuestions: ChildDescriptor = {
  label: "Preguntas",
  singular: "pregunta",
  maxRows: 200,
  fields: {
    seccion: startingAt(integer({ label: "Sección", min: 1, max: 30, required: m.seccion, description: "Número de la sección, 1 la primera" }), "1"),
    texto: textarea({ label: "Pregunta", max: 300, required: m.texto }),
    tipo: startingAt(select({ label: "Tipo", required: m.tipoPregunta, choices: questionKinds.map((k) => ({ id: k, label: k })) }), "Escala"),
    id_competencia: select({
      label: "Competencia",
      integerId: true,
      lookup: { catalogue: competencyCatalogueName, idColumn: "id_competencia", labelColumn: "n_competencia" },
    }),
    obligatoria: flag({ label: "Obligatoria", initial: "1" }),
    peso: startingAt(decimal({ label: "Peso", min: 0, max: 100, scale: 2, required: m.peso }), "1"),
  },
}

const scaleLabel = (n: 1 | 2 | 3 | 4 | 5) =>
  startingAt(text({ label: `Escala ${n}`, max: 40, required: m.escala(n), exported: true }), defaultScaleLabels[n - 1] ?? "")

export const surveys = defineRecord({
  resource: "encuestas-evaluacion",
  title: "Encuestas",
  singular: "encuesta",
  keys: ["EVA100"],
  messages: defaultMessages,
  fields: {
    id_encuesta: integer({ label: "Folio", key: true, derived: true, sortable: true, exported: true }),
    clave: text({ label: "Clave", max: 20, required: m.clave, readOnlyInEdit: true, column: true, searchable: true, sortable: true, upperCase: true, description: "Las versiones de una encuesta comparten su clave" }),
    n_encuesta: text({ label: "Encuesta", max: 150, required: m.nombre, column: true, searchable: true, sortable: true }),
    tipo: select({ label: "Tipo", required: m.tipo, choices: surveyKinds.map((k) => ({ id: k, label: k })), column: true, filter: true, sortable: true }),
    version: integer({ label: "Versión", derived: true, column: true, sortable: true }),
    num_preguntas: integer({ label: "Preguntas", derived: true, column: true }),
    instrucciones: textarea({ label: "Instrucciones", max: 1000, exported: true }),
    escala_1: scaleLabel(1),
    escala_2: scaleLabel(2),
    escala_3: scaleLabel(3),
    escala_4: scaleLabel(4),
    escala_5: scaleLabel(5),
    activo: stateField(surveyWorkflow.states, "Activo"),
    secciones: rows({ label: "Secciones", of: surveySections, min: 1 }),
    preguntas: rows({ label: "Preguntas", of: surveyQuestions, min: 1 }),
    ...createdStamps,
    ...changedStamp,
  },
  rules: [
    { field: "preguntas", reads: ["secciones", "preguntas"], check: (v) => questionsProblem(list(v.secciones), list(v.preguntas)) },
    { field: "secciones", reads: ["secciones", "preguntas"], check: (v) => emptySectionProblem(list(v.secciones), list(v.preguntas)) },
    { field: "preguntas", reads: ["tipo", "preguntas"], check: (v) => scaleProblem(String(v.tipo ?? ""), list(v.preguntas)) },
  ],
  workflow: surveyWorkflow,
  defaultOrder: { field: "clave", direction: "asc" },
})

function list(v: unknown): ReadonlyArray<Readonly<Record<string, unknown>>> {
  return Array.isArray(v) ? (v as ReadonlyArray<Readonly<Record<string, unknown>>>) : []
}

export const surveysEndpoints = resourceEndpoints("EncuestasEvaluacion", surveys)
