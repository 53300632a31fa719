import { formatDate } from "../dates"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, sampled, startingAt } from "../records/field-extras"
import { date, decimal, integer, rows, select, text, textarea } from "../records/field"
import { isDay } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, stateField } from "../records/workflow"
import { activeEmployeeLookup } from "../personal/person-rows"
import { calificacionMaxima, calificacionMinima } from "../rules/seleccion-entrevista"
import { interviewCatalogNames } from "./entrevistas-lookups"
import { clockPattern, interviewModes, interviewMessages as m, recommendations } from "./entrevistas-vocabulary"

// Entrevistas (MODULES-MX §6, guarded by SEL250): an interview of a candidate in a vacancy (an
// asignación of SEL250), at a day and hour with one or more interviewers, rated on a scorecard
// of competencies or free criteria, each 1–5 with a weight; the interview's score is
// Σ c × p / Σ p (domain/rules/seleccion-entrevista.ts), worked out by the server on every save.
// The stage is the one the candidate is in when it is scheduled. States: Programada, then
// Realizada (rated, with a recommendation), Cancelada or No se presentó. The interviewers and
// the candidate get an .ics invitation by mail on scheduling, an update when the day or hour
// changes and a cancellation when it is cancelled (server/seleccion/entrevistas-mail.ts).
// Its workplace is its vacancy's requisition's centre.

type Values = Readonly<Record<string, unknown>>

const rowsOf = (v: unknown): ReadonlyArray<Values> => (Array.isArray(v) ? (v as ReadonlyArray<Values>) : [])
const filled = (v: unknown) => v !== null && v !== undefined && v !== ""
/** "Ana Pérez (03/12/2026 10:30)": the candidate and when, as a row's action and its dialog name it. */
export const interviewName = (r: Values) => `${String(r.n_candidato ?? "")} (${formatDate(String(r.fecha ?? ""))} ${String(r.hora ?? "")})`
const nameOf = interviewName

/** Whether a scorecard line is rated (a stored record's rows or the form's text alike). */
const rated = (line: Values) => filled(line.calificacion)

export const interviewWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Programada", label: "Programada", tone: "info" },
    { code: "Realizada", label: "Realizada", tone: "success" },
    { code: "Cancelada", label: "Cancelada", tone: "danger" },
    { code: "No se presentó", label: "No se presentó", tone: "warning" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Programada"],
    updateRefused: m.soloProgramada,
    deleteRefused: m.noEliminable,
    note: (r) => `Entrevista ${String(r.estado ?? "")}: ya no se modifica.`,
  },
  transitions: [
    {
      id: "realizar",
      label: "Marcar como realizada",
      from: ["Programada"],
      to: "Realizada",
      key: "SEL250",
      refused: m.noRealizable,
      done: m.realizada,
      icon: "confirm",
      actionLabel: (r) => `Marcar como realizada la entrevista de ${nameOf(r)}`,
      question: (r) => `¿Registrar como realizada la entrevista de ${nameOf(r)}? Ya no podrá modificarse.`,
      guards: [
        { onRecord: true, status: 409, check: (r, _i, today) => (isDay(r.fecha) && r.fecha > today ? m.futuraRealizada : undefined) },
        { onRecord: true, status: 409, check: (r) => (rowsOf(r.scorecard).some(rated) && filled(r.recomendacion) ? undefined : m.sinCalificar) },
      ],
    },
    {
      id: "no-se-presento",
      label: "No se presentó",
      from: ["Programada"],
      to: "No se presentó",
      key: "SEL250",
      refused: m.noAusencia,
      done: m.ausencia,
      icon: "cancel",
      actionLabel: (r) => `Registrar que no se presentó a la entrevista de ${nameOf(r)}`,
      question: (r) => `¿Registrar que el candidato no se presentó a la entrevista de ${nameOf(r)}?`,
      guards: [{ onRecord: true, status: 409, check: (r, _i, today) => (isDay(r.fecha) && r.fecha > today ? m.futuraRealizada : undefined) }],
    },
    {
      id: "cancelar",
      label: "Cancelar entrevista",
      from: ["Programada"],
      to: "Cancelada",
      key: "SEL250",
      refused: m.noCancelable,
      done: m.cancelada,
      icon: "cancel",
      actionLabel: (r) => `Cancelar la entrevista de ${nameOf(r)}`,
      question: (r) => `¿Cancelar la entrevista de ${nameOf(r)}? Los entrevistadores y el candidato recibirán la cancelación por correo.`,
    },
  ],
}

const interviewers = {
  label: "Entrevistadores",
  singular: "entrevistador",
  uniqueBy: ["id_empleado"],
  maxRows: 10,
  fields: {
    id_empleado: select({ label: "Entrevistador", integerId: true, required: m.entrevistador, lookup: { ...activeEmployeeLookup, shownBy: "n_empleado" } }),
    n_empleado: text({ label: "Nombre", max: 320, derived: true }),
  },
}

const scorecardLines = {
  label: "Evaluación",
  singular: "renglón de evaluación",
  maxRows: 30,
  fields: {
    id_competencia: select({
      label: "Competencia",
      integerId: true,
      lookup: { catalogue: interviewCatalogNames.competencias, idColumn: "id_competencia", labelColumn: "n_competencia" },
    }),
    criterio: text({ label: "Criterio", max: 150, description: "Si no es una competencia" }),
    peso: decimal({ label: "Peso", min: 0.01, max: 100, scale: 2, required: m.peso }),
    calificacion: integer({ label: "Calificación (1 a 5)", min: calificacionMinima, max: calificacionMaxima }),
    comentario: text({ label: "Comentario", max: 1000 }),
  },
}

export const interviewFields = {
  id_entrevista: integer({ label: "Folio", key: true, derived: true, sortable: true }),
  id_asignacion: sampled(
    select({
      label: "Candidato y vacante",
      integerId: true,
      required: m.asignacion,
      readOnlyInEdit: true,
      filter: true,
      exported: false,
      lookup: { catalogue: interviewCatalogNames.asignaciones, idColumn: "id_asignacion", labelColumn: "n_asignacion" },
    }),
    constant(1),
  ),
  fecha: date({ label: "Fecha", required: m.fecha, column: true, sortable: true, filter: true }),
  hora: text({ label: "Hora", max: 5, required: m.hora, column: true, pattern: { regex: clockPattern, message: m.horaInvalida }, description: "HH:MM, 24 horas" }),
  n_candidato: text({ label: "Candidato", max: 200, derived: true, column: true, searchable: true }),
  // The vacancy of the assignment: a list filter, never written.
  id_vacante: select({
    label: "Vacante",
    integerId: true,
    derived: true,
    filter: true,
    lookup: { catalogue: interviewCatalogNames.vacantes, idColumn: "id_vacante", labelColumn: "n_vacante" },
  }),
  n_vacante: text({ label: "Vacante", max: 200, derived: true, column: true, searchable: true }),
  n_etapa: text({ label: "Etapa", max: 100, derived: true, column: true }),
  n_entrevistadores: text({ label: "Entrevistadores", max: 400, derived: true, column: true }),
  // The vacancy's requisition's centre: the interview's workplace.
  id_centro_trabajo: select({ label: "Centro de trabajo", integerId: true, derived: true, scope: "centro_trabajo" }),
  duracion_min: startingAt(integer({ label: "Duración (minutos)", min: 15, max: 480, required: m.duracion }), 60),
  modalidad: startingAt(select({ label: "Modalidad", choices: interviewModes, required: m.modalidad, filter: true }), "Presencial"),
  lugar_o_liga: text({ label: "Lugar o liga", max: 500, description: "La sala, la dirección o la liga de la videollamada" }),
  entrevistadores: sampled(rows({ label: "Entrevistadores", of: interviewers }), constant([{ id_empleado: 1 }])),
  scorecard: rows({ label: "Evaluación", of: scorecardLines }),
  calificacion: decimal({ label: "Calificación", derived: true, column: true, sortable: true, scale: 2 }),
  recomendacion: select({ label: "Recomendación", choices: recommendations, column: true, filter: true }),
  estado: stateField(interviewWorkflow.states),
  observaciones: textarea({ label: "Observaciones", max: 1000 }),
  ...createdStamps,
  ...changedStamp,
}

export const interviews = defineRecord({
  resource: "entrevistas",
  title: "Entrevistas",
  singular: "entrevista",
  keys: ["SEL250"],
  messages: defaultMessages,
  fields: interviewFields,
  rules: [
    { field: "entrevistadores", reads: ["entrevistadores"], check: (v) => (rowsOf(v.entrevistadores).length === 0 ? m.entrevistadores : undefined) },
    {
      field: "scorecard",
      reads: ["scorecard"],
      check: (v) => (rowsOf(v.scorecard).some((l) => filled(l.id_competencia) === filled(l.criterio)) ? m.competenciaOCriterio : undefined),
    },
  ],
  workflow: interviewWorkflow,
  defaultOrder: { field: "fecha", direction: "desc" },
})

export const interviewsEndpoints = resourceEndpoints("Entrevistas", interviews)
