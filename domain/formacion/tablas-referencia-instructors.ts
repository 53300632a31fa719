import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { flag, picker, select, text } from "../records/field"
import { catalogueKey, formationReferenceKeys } from "./tablas-referencia-catalogue"
import { trainingAgentLookup } from "./tablas-referencia-training-agents"

// Instructores (MODULES-MX §3): who stands in front of a course and signs its DC-3 as "instructor
// o tutor". An instructor is one of the company's collaborators or a person from outside, never
// both: exactly one of the two is given (the database checks it too, 0236). Its agente capacitador
// is the one it teaches for.

export const instructorMessages = {
  ninguno: "Capture el colaborador o el nombre del instructor externo",
  ambos: "El instructor es un colaborador o una persona externa, no ambos",
  colaborador: "El colaborador no existe, no está activo o no es de sus centros de trabajo",
} as const

const given = (v: unknown): boolean => v !== null && v !== undefined && v !== ""

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "id_empleado",
    reads: ["id_empleado", "nombre_externo"],
    check: (v) => (!given(v.id_empleado) && !given(v.nombre_externo) ? instructorMessages.ninguno : undefined),
  },
  {
    field: "nombre_externo",
    reads: ["id_empleado", "nombre_externo"],
    check: (v) => (given(v.id_empleado) && given(v.nombre_externo) ? instructorMessages.ambos : undefined),
  },
]

export const instructors = defineRecord({
  resource: "catalogo-instructores",
  title: "Instructores",
  singular: "instructor",
  keys: formationReferenceKeys,
  messages: defaultMessages,
  fields: {
    id_instructor: catalogueKey(),
    id_empleado: picker({
      label: "Colaborador",
      integerId: true,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
      description: "Si el instructor es de la empresa",
    }),
    nombre_externo: text({ label: "Nombre del instructor externo", max: 150, description: "Si el instructor no es de la empresa" }),
    // The name the list and the DC-3 show: the collaborator's, else the external one.
    n_instructor: text({ label: "Instructor", max: 300, derived: true, column: true, searchable: true, sortable: true }),
    id_agente: select({ label: "Agente capacitador", max: 10, lookup: trainingAgentLookup, filter: true }),
    n_agente: text({ label: "Agente capacitador", max: 150, derived: true, column: true, sortable: true }),
    especialidad: text({ label: "Especialidad", max: 150, column: true, searchable: true }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  },
  rules,
  defaultOrder: { field: "id_instructor", direction: "asc" },
})

export const instructorsEndpoints = resourceEndpoints("CatalogoInstructores", instructors)
