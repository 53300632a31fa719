import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { date, integer, select, text, textarea } from "../records/field"
import { createdStamps } from "../records/stamps"

// Evaluaciones de competencia (COM300, DOMAIN-MX 5.6): where a person stands in one competency on
// a date, by a level of the one scale (COM050). Assessments are the person's history: one is
// recorded, never changed nor deleted (an HR file keeps what was said and when); a correction is
// a new assessment, and "the latest" (greatest f_evaluacion, then id) is what COM300 compares
// with the puesto's expectation. The records platform serves the list (with the person and the
// competency as filters: one competency's history), the read, the create and the export; the
// server refuses the update and the delete with assessmentMessages.historial.
//
// The person's scope carries the workplace rule: lists, reads, exports and the create are limited
// to the people of the caller's work centres. The date is not in the future; the competency, the
// level and the assessor exist (checked by the server).

export const assessmentMessages = {
  colaborador: "El colaborador es requerido",
  competencia: "La competencia es requerida",
  nivel: "El nivel evaluado es requerido",
  fecha: "La fecha de evaluación es requerida",
  fechaFutura: "La fecha de evaluación no puede ser posterior a hoy",
  competenciaNoExiste: "La competencia no existe",
  nivelNoExiste: "El nivel evaluado no existe",
  evaluadorNoExiste: "El evaluador no existe",
  colaboradorNoExiste: "El colaborador no existe",
  historial: "Las evaluaciones forman el historial del colaborador y no se modifican ni eliminan; para corregir una, registre una nueva evaluación",
} as const

export const origenChoices = [
  { id: "MANUAL", label: "Captura manual" },
  { id: "EVALUACION", label: "Evaluación" },
  { id: "IMPORTACION", label: "Importación" },
  { id: "OPERATIVA", label: "Operativa" },
] as const

export const origenLabel = (origen: string): string => origenChoices.find((c) => c.id === origen)?.label ?? origen

export const competencyAssessments = defineRecord({
  resource: "evaluaciones-competencia",
  title: "Evaluaciones de competencia",
  singular: "evaluación",
  keys: ["COM300"],
  messages: defaultMessages,
  defaultOrder: { field: "f_evaluacion", direction: "desc" },
  fields: {
    ...createdStamps,
    id_evaluacion: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    id_empleado: sampled(
      select({ label: "Colaborador", integerId: true, required: assessmentMessages.colaborador, scope: "empleado", readOnlyInEdit: true, filter: true, exported: false }),
      (fc) => fc.integer({ min: 1, max: 50 }),
    ),
    colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
    id_competencia: select({ label: "Competencia", integerId: true, required: assessmentMessages.competencia, readOnlyInEdit: true, filter: true, exported: false }),
    n_competencia: text({ label: "Competencia", max: 100, derived: true, column: true, searchable: true }),
    id_nivel_evaluado: select({
      label: "Nivel evaluado",
      integerId: true,
      required: assessmentMessages.nivel,
      lookup: { catalogue: catalogNames.nivelesCompetencia, idColumn: "id_nivel", labelColumn: "n_nivel" },
      exported: false,
    }),
    n_nivel: text({ label: "Nivel evaluado", max: 50, derived: true, column: true }),
    valor: integer({ label: "Valor", derived: true, column: true }),
    f_evaluacion: date({ label: "Fecha de evaluación", required: assessmentMessages.fecha, column: true, sortable: true, filter: true }),
    id_evaluador: select({ label: "Evaluador", integerId: true, exported: false }),
    evaluador: text({ label: "Evaluador", max: 250, derived: true, column: true }),
    evidencia: textarea({ label: "Evidencia", max: 1000, exported: true }),
    origen: select({ label: "Origen", choices: origenChoices, derived: true, column: true, filter: true }),
  },
})

export const competencyAssessmentsEndpoints = resourceEndpoints("EvaluacionesCompetencia", competencyAssessments)
