import { resourceEndpoints } from "../records/endpoints"
import { date, money, rows } from "../records/field"
import { referenceCatalogue } from "./tablas-referencia-catalogue"

// Minimum-wage zones (General and Zona Libre de la Frontera Norte). The daily minimum wage
// changes every year, so each zone keeps its wages as rows with the date they apply from; the
// wage of a day is the one of the latest start date not after it.
export const zoneWages = {
  label: "Salarios mínimos",
  singular: "salario mínimo",
  uniqueBy: ["f_inicio"],
  maxRows: 100,
  fields: {
    f_inicio: date({ label: "Vigente desde", required: "La fecha de inicio es requerida" }),
    salario_diario: money({ label: "Salario diario", required: "El salario diario es requerido", min: 0.01, max: 100_000 }),
  },
}

export const zones = referenceCatalogue({
  resource: "catalogo-zonas",
  title: "Zonas",
  singular: "zona",
  id: "id_zona",
  name: "n_zona",
  extra: { salarios: rows({ label: "Salarios mínimos", of: zoneWages }) },
})

export const zonesEndpoints = resourceEndpoints("CatalogoZonas", zones)
