import { letterClasses } from "./documents-vocabulary"
import { letterPlaceholderList } from "./plantillas-carta-rules"
import { catalogueMessages } from "../records/reference/catalogue"
import { defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { flag, integer, select, text, textarea } from "../records/field"

// Plantillas de carta (/plantillas-carta, GP210): the letter templates users edit.
//
// One source of truth: a template IS a "tipo de carta" of Tablas de referencia de personal (GP050,
// table tipos_carta, which issue 13 seeded with its plantilla). This resource is a second view of
// the same rows for whoever issues letters (GP210): the same key, name, template and active flag,
// plus the class that tells the letters' rules what the type is (a término letter needs a baja).
// Editing here or in Tablas de referencia changes the one row. Placeholders not in the list are
// printed as written (domain/personal/plantillas-carta-rules.ts); the form says which ones.

export const letterTemplates = defineRecord({
  resource: "plantillas-carta",
  title: "Plantillas de carta",
  singular: "plantilla de carta",
  keys: ["GP210", "GP050"],
  messages: catalogueMessages,
  fields: {
    id_tipo_carta: integer({ label: "Clave", min: 1, max: 9999, required: "La clave es requerido", key: true, column: true, sortable: true }),
    n_tipo_carta: text({ label: "Nombre", max: 100, required: "El nombre es requerido", column: true, searchable: true, sortable: true }),
    clase_carta: sampled(
      select({ label: "Clase", choices: letterClasses, required: "La clase es requerida", column: true, filter: true, sortable: true }),
      (fc) => fc.constantFrom(...letterClasses.map((c) => c.id)),
    ),
    plantilla: textarea({
      label: "Plantilla",
      max: 4000,
      required: "La plantilla es requerida",
      exported: true,
      description: `Texto de la carta; una línea en blanco separa párrafos. Datos que se sustituyen: ${letterPlaceholderList.map((p) => `{${p}}`).join(" ")}`,
    }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  },
  defaultOrder: { field: "id_tipo_carta", direction: "asc" },
})

export const letterTemplatesEndpoints = resourceEndpoints("PlantillasCarta", letterTemplates)
