import { letterPlaceholderList } from "./plantillas-carta-rules"
import { textarea } from "../records/field"
import { personalCatalogue } from "./tablas-referencia-catalogue"

// Tipos de carta: each letter type keeps its template, plain text with placeholders that the
// cartas laborales (DOMAIN-MX 4.5) fill in. The template is text only: never read as markup.
/** Every placeholder a template may use ({n_empleado}, ...): domain/personal/plantillas-carta-rules.ts. */
export const letterPlaceholders: ReadonlyArray<string> = letterPlaceholderList.map((name) => `{${name}}`)

export const letterTypes = personalCatalogue("tipos-carta", "CatalogoTiposCarta", {
  resource: "catalogo-tipos-carta",
  title: "Tipos de carta",
  singular: "tipo de carta",
  id: "id_tipo_carta",
  name: "n_tipo_carta",
  extra: {
    plantilla: textarea({
      label: "Plantilla",
      max: 4000,
      required: "La plantilla es requerida",
      exported: true,
      description: `Texto de la carta. Datos que se sustituyen: ${letterPlaceholders.join(" ")}`,
    }),
  },
})
