import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { integer, money, picker, select, text } from "../records/field"
import { constant, onlyWhen, onlyWhenRules, sampled } from "../records/field-extras"
import { changedStamp, createdStamps } from "../records/stamps"
import { activeEmployeeLookup } from "../personal/person-rows"
import { dncCompetencyLookup, dncModalityLookup } from "./proyectos-dnc-lookups"
import { dncMessages as m, levelChoices, objectives, originChoices, priorityChoices, quarterChoices } from "./proyectos-dnc-vocabulary"

// The needs of a DNC project (FOR100, MODULES-MX §3): a record resource of their own, always
// listed for one project (the `id_proyecto_dnc` filter): a project of a large company holds tens
// of thousands, which child rows replaced on every save of the project could not carry. Each need
// is for a person, a puesto or a department (exactly the one its nivel names), on a tema, with
// the fraction of LFT art. 153-F it serves, its priority and what it would take (hours,
// participants, cost, quarter). Its workplace is its project's company; it is captured, changed
// and deleted only while the project is in Borrador or En captura (the server judges the
// project's state: server/formacion/proyectos-dnc-needs.ts).

const puestoLookup = { catalogue: catalogNames.puestosDelRol, idColumn: "id_puesto", labelColumn: "n_puesto" } as const
const deptoLookup = { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto" } as const

const targetOf = (nivel: string, required: string, absent: string) => ({ field: "nivel", values: [nivel], required, absent })

export const dncNeedFields = {
  id_necesidad: integer({ label: "Folio", key: true, derived: true, sortable: true, exported: true }),
  // Set by the page the list is in (the open project); fixed once stored.
  id_proyecto_dnc: sampled(integer({ label: "Proyecto", min: 1, max: 2_147_483_647, required: m.proyectoRequerido, filter: true, readOnlyInEdit: true }), constant(1)),
  n_proyecto: text({ label: "Proyecto", max: 150, derived: true, exported: true }),
  // The project's company: the need's workplace, never sent.
  id_empresa: select({ label: "Empresa", integerId: true, scope: "empresa", derived: true }),
  nivel: { ...select({ label: "Nivel", choices: levelChoices, required: m.nivel, column: true, filter: true }), initial: "Colaborador" },
  id_empleado: onlyWhen(picker({ label: "Colaborador", integerId: true, lookup: activeEmployeeLookup }), targetOf("Colaborador", m.colaborador, m.soloColaborador)),
  id_puesto: onlyWhen(select({ label: "Puesto", max: 10, lookup: puestoLookup }), targetOf("Puesto", m.puesto, m.soloPuesto)),
  id_depto: onlyWhen(select({ label: "Departamento", integerId: true, lookup: deptoLookup }), targetOf("Departamento", m.departamento, m.soloDepartamento)),
  // Whom it is for, by name: the person, the puesto or the department.
  destinatario: text({ label: "Para", max: 300, derived: true, column: true, searchable: true }),
  tema: text({ label: "Tema", max: 150, required: m.tema, column: true, searchable: true, sortable: true }),
  id_competencia: select({ label: "Competencia", integerId: true, lookup: dncCompetencyLookup, description: "La competencia cuya brecha atiende, si la hay" }),
  n_competencia: text({ label: "Competencia", max: 100, derived: true, exported: true }),
  origen: sampled(select({ label: "Origen", choices: originChoices, required: m.origen, column: true, filter: true }), constant("Solicitud del jefe")),
  objetivo_153f: select({ label: "Objetivo (LFT art. 153-F)", choices: objectives, required: m.objetivo, column: true, filter: true }),
  prioridad: { ...select({ label: "Prioridad", choices: priorityChoices, required: m.prioridad, column: true, filter: true }), initial: "Media" },
  id_modalidad: select({ label: "Modalidad", max: 10, lookup: dncModalityLookup }),
  n_modalidad: text({ label: "Modalidad", max: 100, derived: true, column: true }),
  horas_estimadas: integer({ label: "Horas estimadas", min: 1, max: 2000, required: m.horas, column: true, description: "Horas de capacitación de cada participante" }),
  participantes_estimados: { ...integer({ label: "Participantes estimados", min: 1, max: 100_000, required: m.participantes, column: true }), initial: "1" },
  costo_estimado: { ...money({ label: "Costo estimado", max: 99_999_999.99, required: m.costo, column: true, description: "El costo de la necesidad completa" }), initial: "0" },
  trimestre: select({ label: "Trimestre", choices: quarterChoices, column: true, filter: true }),
  // The gap an imported need came from (expected minus assessed level), for the review.
  brecha: integer({ label: "Brecha", derived: true, exported: true }),
  ...createdStamps,
  ...changedStamp,
}

export const dncNeeds = defineRecord({
  resource: "necesidades-dnc",
  title: "Necesidades de capacitación",
  singular: "necesidad",
  keys: ["FOR100"],
  messages: defaultMessages,
  fields: dncNeedFields,
  rules: onlyWhenRules(dncNeedFields),
  defaultOrder: { field: "id_necesidad", direction: "desc" },
})

export const dncNeedsEndpoints = resourceEndpoints("NecesidadesDnc", dncNeeds)
