import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { integer, text, textarea } from "../records/field"

// Niveles de competencias técnicas (COM050, DOMAIN-MX 5.1): the one scale of the three competency
// types, so an expected and an assessed level compare by their `valor`. The key is the number
// the table has had since 0066 (the job profile's selects name it). The server keeps `valor`
// unique, at least two levels, and a level named by a puesto's expectations undeleted.

export const levelMessages = {
  valorRepetido: "El valor ya está asignado a otro nivel",
  minimoNiveles: "Debe haber al menos dos niveles de competencia",
  nivelEnUso: "El nivel está asignado como nivel esperado en puestos y no puede eliminarse",
  nivelEvaluado: "El nivel está registrado en evaluaciones de colaboradores y no puede eliminarse",
} as const

export const competencyLevels = defineRecord({
  resource: "niveles-competencias",
  title: "Niveles de competencias técnicas",
  singular: "nivel",
  keys: ["COM050"],
  messages: defaultMessages,
  defaultOrder: { field: "valor", direction: "asc" },
  fields: {
    id_nivel: integer({ label: "Clave", min: 1, max: 9999, required: "La clave es requerido", key: true, sortable: true, exported: true }),
    valor: integer({ label: "Valor", min: 1, max: 10, required: "El valor es requerido", column: true, sortable: true, description: "Del 1 al 10; un valor por nivel." }),
    n_nivel: text({ label: "Nivel", max: 50, required: "El nivel es requerido", column: true, searchable: true, sortable: true }),
    descripcion: textarea({ label: "Descripción", max: 500, column: true, searchable: true }),
    orden: integer({ label: "Orden", min: 0, max: 99, exported: true }),
  },
})

export const competencyLevelsEndpoints = resourceEndpoints("NivelesCompetencias", competencyLevels)
