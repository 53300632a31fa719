import { fraccionesLft47 } from "../rules/lft-47"
import { select } from "../records/field"
import { personalCatalogue } from "./tablas-referencia-catalogue"

// Tipos de falta: each names the legal ground an acta administrativa rests on, a fraction of LFT
// art. 47 or the reglamento interior (DOMAIN-MX 4.4). Required: a fault with no ground cannot
// support a sanction.
export const faultTypes = personalCatalogue("tipos-falta", "CatalogoTiposFalta", {
  resource: "catalogo-tipos-falta",
  title: "Tipos de falta",
  singular: "tipo de falta",
  id: "id_tipo_falta",
  name: "n_tipo_falta",
  extra: {
    fraccion_lft47: select({
      label: "Fundamento (LFT art. 47)",
      required: "El fundamento es requerido",
      choices: fraccionesLft47.map((f) => ({ id: f.clave, label: f.nombre })),
      column: true,
      filter: true,
    }),
  },
})
