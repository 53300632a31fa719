import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, integer, percent, select, text } from "../records/field"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, stateField } from "../records/workflow"
import { surveyCatalogNames } from "./proyecto-encuesta-opinion-lookups"
import { surveyMessages as m } from "./proyecto-encuesta-opinion-vocabulary"

// FOR310 Proyecto encuesta de opinión (MODULES-MX §3): a course (FOR160) linked to an opinion
// instrument (sections Instructor, Contenido, Materiales, Instalaciones, Aplicabilidad; a 1–5
// scale and comments). Sending it (POST /enviar-encuesta-opinion {id_proyecto}) gives each
// participant still enrolled an anonymous single-use link by mail; the link's page answers it
// without a session (POST /responder-encuesta {token, respuestas}) within the window, from the
// course's last day to ten days after [D]. A reminder mails a fresh link to whoever has not
// answered. The answers keep no person's id: the survey only counts them, and the satisfaction
// is the share of 4s and 5s among the scale answers (domain/formacion/proyecto-encuesta-opinion-rules.ts).
// The instrument is a catalogue seeded with the migration until Encuestas (EVA100) owns it [D].

const nameOf = (r: Readonly<Record<string, unknown>>) => String(r.n_curso ?? "")

export const surveyWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Borrador", label: "Borrador", tone: "neutral" },
    { code: "Abierta", label: "Abierta", tone: "info" },
    { code: "Cerrada", label: "Cerrada", tone: "success" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Borrador"],
    updateRefused: m.soloBorrador,
    deleteRefused: m.noEliminable,
    note: (r) => `Encuesta ${String(r.estado ?? "").toLowerCase()}: ya no se modifica.`,
  },
  transitions: [
    {
      // The course's state, the window and its participants need the database: the table's
      // beforeTransition judges them; its afterReached issues the links, mailed once committed.
      id: "enviar",
      label: "Enviar encuesta",
      from: ["Borrador"],
      to: "Abierta",
      key: "FOR310",
      path: "/enviar-encuesta-opinion",
      idAs: "id_proyecto",
      refused: m.noEnviable,
      done: m.enviada,
      icon: "send",
      actionLabel: (r) => `Enviar la encuesta del curso ${nameOf(r)}`,
      question: (r) =>
        `¿Enviar la encuesta del curso ${nameOf(r)}? Cada participante inscrito recibe por correo un enlace anónimo que sirve una sola vez.`,
    },
    {
      id: "recordar",
      label: "Recordar",
      from: ["Abierta"],
      to: "Abierta",
      key: "FOR310",
      refused: m.noRecordable,
      done: m.recordatorio,
      icon: "send",
      actionLabel: (r) => `Enviar un recordatorio de la encuesta del curso ${nameOf(r)}`,
      question: (r) => `¿Enviar un recordatorio de la encuesta del curso ${nameOf(r)} a quienes no han respondido? ${m.recordatorioAviso}.`,
      columns: (r) => ({ recordatorios: Number(r.recordatorios ?? 0) + 1 }),
    },
    {
      id: "cerrar",
      label: "Cerrar encuesta",
      from: ["Abierta"],
      to: "Cerrada",
      key: "FOR310",
      refused: m.noCerrable,
      done: m.cerrada,
      icon: "confirm",
      actionLabel: (r) => `Cerrar la encuesta del curso ${nameOf(r)}`,
      question: (r) => `¿Cerrar la encuesta del curso ${nameOf(r)}? Los enlaces que no se usaron dejan de servir mientras esté cerrada.`,
    },
    {
      id: "reabrir",
      label: "Abrir encuesta",
      from: ["Cerrada"],
      to: "Abierta",
      key: "FOR310",
      refused: m.noReabrible,
      done: m.reabierta,
      icon: "confirm",
      actionLabel: (r) => `Abrir de nuevo la encuesta del curso ${nameOf(r)}`,
      question: (r) => `¿Abrir de nuevo la encuesta del curso ${nameOf(r)}? Los enlaces sin usar vuelven a servir hasta el cierre de la ventana.`,
    },
  ],
}

export const opinionSurveys = defineRecord({
  resource: "proyecto-encuesta-opinion",
  title: "Proyecto encuesta de opinión",
  singular: "encuesta de opinión",
  keys: ["FOR310"],
  messages: defaultMessages,
  fields: {
    id_proyecto: integer({ label: "Folio", key: true, derived: true, sortable: true, exported: true }),
    id_proyecto_formacion: select({
      label: "Curso",
      integerId: true,
      required: m.curso,
      readOnlyInEdit: true,
      filter: true,
      lookup: { catalogue: surveyCatalogNames.cursos, idColumn: "id_proyecto", labelColumn: "n_curso" },
      description: "La encuesta se envía cuando el curso concluye",
    }),
    n_curso: text({ label: "Curso", max: 150, derived: true, column: true, searchable: true, sortable: true }),
    // The course's centre: the survey's place in the workplace tree, never sent.
    id_centro_trabajo: select({ label: "Centro de trabajo", integerId: true, scope: "centro_trabajo", derived: true }),
    id_instrumento: select({
      label: "Encuesta",
      max: 10,
      required: m.instrumento,
      lookup: { catalogue: surveyCatalogNames.instrumentos, idColumn: "id_instrumento", labelColumn: "n_instrumento" },
    }),
    n_instrumento: text({ label: "Encuesta", max: 100, derived: true, column: true }),
    f_apertura: date({ label: "Ventana", derived: true, column: true, sortable: true }),
    f_cierre: date({ label: "Cierre de la ventana", derived: true, exported: true }),
    respuestas: integer({ label: "Respuestas", derived: true, column: true }),
    participantes: integer({ label: "Participantes", derived: true, exported: true }),
    satisfaccion: percent({ label: "Satisfacción %", derived: true, column: true, sortable: true }),
    recordatorios: integer({ label: "Recordatorios", derived: true, exported: true }),
    estado: stateField(surveyWorkflow.states),
    ...createdStamps,
    ...changedStamp,
  },
  workflow: surveyWorkflow,
  defaultOrder: { field: "id_proyecto", direction: "desc" },
})

export const opinionSurveysEndpoints = resourceEndpoints("ProyectoEncuestaOpinion", opinionSurveys)
