import { catalogNames } from "../api/catalogs"
import { centreLookup, companyLookup } from "../organizacion/workplace-fields"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { type ChildDescriptor, date, integer, percent, rows, select, text } from "../records/field"
import { constant, sampled, startingAt } from "../records/field-extras"
import { notBefore } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { defaultMinimums360, defaultWeights360 } from "../rules/evaluacion-360"
import { defaultFulfilmentCap } from "../rules/evaluacion-objetivos"
import { evaluationProjectRules } from "./proyectos-rules"
import { evaluationPhases, evaluationProjectTypes, evaluationProjectMessages as m } from "./proyectos-vocabulary"

// EVA150 Proyectos de evaluación (MODULES-MX §5): one cycle of a company, of type Objetivos, 360,
// Operativa or Integral, with its phases in the fixed order and never overlapping, its population
// (the company, narrowed by centres, departments and puestos; people with under 90 days at the
// start are left out), the weights of its components and of the 360 relations (each adding to
// 100), the minimum of peers and subordinates a 360 result needs, its instruments, scale and cap
// of fulfilment. Only a Borrador changes: publishing freezes the weights and stores the
// participants; the phases then advance (`/avanzar-fase`) by the server's clock, and the state
// follows the phase (server/evaluacion/proyectos.ts).

type Row = Readonly<Record<string, unknown>>
const nameOf = (r: Row) => (typeof r.n_proyecto === "string" ? r.n_proyecto : "")

const weight = (label: string, initial: number) =>
  sampled(startingAt(percent({ label: `${label} %`, required: `El ${label.charAt(0).toLowerCase()}${label.slice(1)} es requerido`, exported: true }), initial), constant(initial))

export const evaluationProjectWorkflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "Publicado", label: "Publicado", tone: "info" },
    { code: "En evaluación", label: "En evaluación", tone: "info" },
    { code: "En calibración", label: "En calibración", tone: "warning" },
    { code: "Cerrado", label: "Cerrado", tone: "success" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    {
      // The server stores the participants and enters the phase the day falls in.
      id: "publicar",
      label: "Publicar",
      from: ["Borrador"],
      to: "Publicado",
      key: "EVA150",
      refused: m.noPublicable,
      done: m.publicado,
      icon: "send",
      guards: [{ check: (r, _, today) => (typeof r.f_fin === "string" && r.f_fin < today ? m.periodoTerminado : undefined), status: 409, onRecord: true }],
      actionLabel: (r) => `Publicar el proyecto ${nameOf(r)}`,
      question: (r) => `¿Publicar el proyecto ${nameOf(r)}? Sus pesos y su población ya no cambian.`,
    },
    {
      // Carried out by the server (the next phase and the state it means): the target is nominal.
      id: "avanzar-fase",
      label: "Avanzar fase",
      from: ["Publicado", "En evaluación", "En calibración"],
      to: "Publicado",
      key: "EVA150",
      refused: m.noAvanzable,
      done: m.faseAvanzada(""),
      icon: "confirm",
      path: "/avanzar-fase",
      idAs: "id_proyecto",
      actionLabel: (r) => `Avanzar la fase del proyecto ${nameOf(r)}`,
      question: (r) => `¿Terminar la fase ${String(r.fase_actual ?? "")} del proyecto ${nameOf(r)} y pasar a la siguiente?`,
    },
    {
      id: "cerrar",
      label: "Cerrar",
      from: ["Publicado", "En evaluación", "En calibración"],
      to: "Cerrado",
      key: "EVA150",
      refused: m.noCerrable,
      done: m.cerrado,
      icon: "confirm",
      stamps: { day: "f_cierre" },
      actionLabel: (r) => `Cerrar el proyecto ${nameOf(r)}`,
      question: (r) => `¿Cerrar el proyecto ${nameOf(r)}? Sus evaluaciones ya no cambian.`,
    },
  ],
  editable: {
    states: ["Borrador"],
    updateRefused: m.soloBorrador,
    deleteRefused: m.soloBorrador,
    note: (r) => `Proyecto ${String(r.estado ?? "").toLowerCase()}: sus pesos y su población ya no cambian.`,
  },
}

const choicesOf = (values: ReadonlyArray<string>) => values.map((v) => ({ id: v, label: v }))

export const evaluationPhaseRows: ChildDescriptor = {
  label: "Fases",
  singular: "fase",
  uniqueBy: ["fase"],
  maxRows: evaluationPhases.length,
  fields: {
    fase: select({ label: "Fase", choices: choicesOf(evaluationPhases), required: m.fase }),
    f_inicio: date({ label: "Inicio de la fase", required: m.faseInicio }),
    f_fin: date({ label: "Fin de la fase", required: m.faseFin }),
  },
}

const samplePhases = [
  { fase: "Captura de objetivos", f_inicio: "2026-01-05", f_fin: "2026-01-31" },
  { fase: "Evaluación", f_inicio: "2026-11-02", f_fin: "2026-11-30" },
]

/** One dimension of the population (centres, departments, puestos): a row per chosen id, its name shown beside it. */
const population = (o: {
  readonly label: string
  readonly singular: string
  readonly id: string
  readonly name: string
  readonly idLabel: string
  readonly nameLabel: string
  readonly required: string
  readonly integerId: boolean
  readonly lookup: { readonly catalogue: string; readonly idColumn: string; readonly labelColumn: string }
}): ChildDescriptor => ({
  label: o.label,
  singular: o.singular,
  uniqueBy: [o.id],
  maxRows: 500,
  fields: {
    [o.id]: select({
      label: o.idLabel,
      ...(o.integerId ? { integerId: true } : { max: 10 }),
      required: o.required,
      lookup: { ...o.lookup, shownBy: o.name },
    }),
    [o.name]: text({ label: o.nameLabel, max: 150, derived: true }),
  },
})

const populationCentres = population({
  label: "Centros de trabajo",
  singular: "centro de trabajo",
  id: "id_centro_trabajo",
  name: "n_centro_trabajo",
  idLabel: "Centro de trabajo",
  nameLabel: "Centro",
  required: m.centro,
  integerId: true,
  lookup: centreLookup,
})

const populationDepartments = population({
  label: "Departamentos",
  singular: "departamento",
  id: "id_depto",
  name: "n_depto",
  idLabel: "Departamento",
  nameLabel: "Departamento",
  required: m.depto,
  integerId: true,
  lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto" },
})

const populationPositions = population({
  label: "Puestos",
  singular: "puesto",
  id: "id_puesto",
  name: "n_puesto",
  idLabel: "Puesto",
  nameLabel: "Puesto",
  required: m.puesto,
  integerId: false,
  lookup: { catalogue: catalogNames.puestosDelRol, idColumn: "id_puesto", labelColumn: "n_puesto" },
})

export const evaluationProjects = defineRecord({
  resource: "proyectos-evaluacion",
  title: "Proyectos de evaluación",
  singular: "proyecto",
  keys: ["EVA150"],
  messages: defaultMessages,
  fields: {
    id_proyecto: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    n_proyecto: text({ label: "Proyecto", max: 150, required: m.nombre, column: true, searchable: true, sortable: true }),
    tipo: sampled(select({ label: "Tipo", choices: choicesOf(evaluationProjectTypes), required: m.tipo, column: true, filter: true, sortable: true }), constant("Integral")),
    id_empresa: sampled(
      select({ label: "Empresa", integerId: true, required: m.empresa, lookup: companyLookup, filter: true, readOnlyInEdit: true, scope: "empresa" }),
      constant(1),
    ),
    n_empresa: text({ label: "Empresa", max: 150, derived: true, exported: true }),
    // The list's Periodo column shows both dates (the page's cell).
    f_inicio: sampled(date({ label: "Inicio", required: m.inicio, column: true, sortable: true }), constant("2026-01-05")),
    f_fin: sampled(date({ label: "Fin", required: m.fin, exported: true }), constant("2026-12-18")),
    fase_actual: text({ label: "Fase actual", max: 30, derived: true, column: true }),
    participantes: integer({ label: "Participantes", derived: true, column: true }),
    avance: percent({ label: "Avance %", derived: true, column: true }),
    estado: stateField(evaluationProjectWorkflow.states),
    fases: sampled(rows({ label: "Fases", of: evaluationPhaseRows, min: 1 }), constant(samplePhases)),
    centros: sampled(rows({ label: "Centros de trabajo", of: populationCentres }), constant([])),
    deptos: sampled(rows({ label: "Departamentos", of: populationDepartments }), constant([])),
    puestos: sampled(rows({ label: "Puestos", of: populationPositions }), constant([])),
    peso_objetivos: weight("Peso de objetivos", 60),
    peso_360: weight("Peso de la evaluación 360", 40),
    peso_operativa: weight("Peso de la evaluación operativa", 0),
    peso_auto: weight("Peso de la autoevaluación", defaultWeights360.auto),
    peso_jefe: weight("Peso del jefe", defaultWeights360.jefe),
    peso_pares: weight("Peso de los pares", defaultWeights360.pares),
    peso_subordinados: weight("Peso de los subordinados", defaultWeights360.subordinados),
    peso_clientes: weight("Peso de los clientes", defaultWeights360.clientes),
    min_pares: sampled(startingAt(integer({ label: "Mínimo de pares", required: "El mínimo de pares es requerido", min: 1, max: 20, exported: true }), defaultMinimums360.pares), constant(defaultMinimums360.pares)),
    min_subordinados: sampled(startingAt(integer({ label: "Mínimo de subordinados", required: "El mínimo de subordinados es requerido", min: 1, max: 20, exported: true }), defaultMinimums360.subordinados), constant(defaultMinimums360.subordinados)),
    // The instruments of EVA100, by clave: plain numbers until its table is on main.
    id_encuesta_360: sampled(integer({ label: "Encuesta 360", min: 1, max: 999_999_999, exported: true }), constant(null)),
    id_encuesta_operativa: sampled(integer({ label: "Encuesta operativa", min: 1, max: 999_999_999, exported: true }), constant(null)),
    escala: sampled(startingAt(integer({ label: "Escala (puntos)", required: "La escala es requerida", min: 2, max: 10, exported: true, description: "Las respuestas van de 1 a este valor" }), 5), constant(5)),
    tope_cumplimiento: sampled(
      startingAt(integer({ label: "Tope de cumplimiento %", required: "El tope de cumplimiento es requerido", min: 100, max: 200, exported: true, description: "El cumplimiento de un objetivo nunca pasa de este porcentaje" }), defaultFulfilmentCap),
      constant(defaultFulfilmentCap),
    ),
    f_cambio_fase: date({ label: "Cambio de fase", derived: true, exported: true }),
    f_cierre: date({ label: "Cierre", derived: true, exported: true }),
    ...createdStamps,
    ...changedStamp,
  },
  rules: [notBefore("f_fin", "f_inicio", m.finAntes), ...evaluationProjectRules],
  workflow: evaluationProjectWorkflow,
  defaultOrder: { field: "id_proyecto", direction: "desc" },
})

export const evaluationProjectsEndpoints = resourceEndpoints("ProyectosEvaluacion", evaluationProjects)
