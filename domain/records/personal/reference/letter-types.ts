import { textarea } from "../../field"
import { personalCatalogue } from "./catalogue"

// Tipos de carta: each letter type keeps its template, plain text with placeholders that the
// cartas laborales (DOMAIN-MX 4.5) fill in. The template is text only: never read as markup.
export const letterPlaceholders = [
  "{n_empleado}",
  "{n_puesto}",
  "{n_depto}",
  "{f_ingreso}",
  "{f_baja}",
  "{salario_mensual}",
  "{n_empresa}",
  "{rfc_empresa}",
  "{registro_patronal}",
] as const

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
      required: "La plantilla es requerido",
      exported: true,
      description: `Texto de la carta. Datos que se sustituyen: ${letterPlaceholders.join(" ")}`,
    }),
  },
})
