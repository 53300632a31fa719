import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { flag, integer, money, text } from "../records/field"

// Niveles de puesto (FOR090, MODULES-MX §3): the grade a puesto sits at (Directivo, Gerencial...)
// with what training each person of the grade should get a year: the minimum hours (FOR550's
// compliance) and the budget per person. The table is the one Gestionar puestos (ORG500) and the
// competencias operativas (COM200) already name since migration 0065, keyed by a number: that key
// stays (five digits at most), so their stored levels and their wire keep working.

export const jobLevelMessages = {
  clave: "La clave es requerido",
  nivel: "El nivel de puesto es requerido",
  orden: "El orden es requerido",
  horas: "Las horas mínimas son requeridas",
  presupuesto: "El presupuesto por persona es requerido",
} as const

export const jobLevels = defineRecord({
  resource: "niveles-puesto",
  title: "Niveles de puesto",
  singular: "nivel de puesto",
  keys: ["FOR090"],
  messages: defaultMessages,
  fields: {
    id_nivel_puesto: integer({ label: "Clave", min: 1, max: 99_999, required: jobLevelMessages.clave, key: true, column: true, sortable: true }),
    n_nivel_puesto: text({ label: "Nivel", max: 50, required: jobLevelMessages.nivel, column: true, searchable: true, sortable: true }),
    // Where the level sits among the others: the selects list the levels in this order.
    orden: { ...integer({ label: "Orden", min: 0, max: 9999, required: jobLevelMessages.orden, column: true, sortable: true }), initial: "0" },
    horas_minimas_anuales: {
      ...integer({
        label: "Horas mínimas",
        min: 0,
        max: 8760,
        required: jobLevelMessages.horas,
        column: true,
        sortable: true,
        description: "Horas de capacitación al año que cada persona del nivel debe recibir",
      }),
      initial: "0",
    },
    presupuesto_persona: {
      ...money({
        label: "Presupuesto por persona",
        max: 99_999_999.99,
        required: jobLevelMessages.presupuesto,
        column: true,
        sortable: true,
        description: "Pesos al año para la capacitación de cada persona del nivel",
      }),
      initial: "0",
    },
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  },
  defaultOrder: { field: "orden", direction: "asc" },
})

export const jobLevelsEndpoints = resourceEndpoints("NivelesPuesto", jobLevels)
