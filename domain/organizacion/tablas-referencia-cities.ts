import { resourceEndpoints } from "../records/endpoints"
import { select, text } from "../records/field"
import { referenceCatalogue } from "./tablas-referencia-catalogue"

// Ciudades and municipios, kept by the users under their estado.
export const cities = referenceCatalogue({
  resource: "catalogo-ciudades",
  title: "Ciudades y municipios",
  singular: "ciudad",
  id: "id_ciudad",
  name: "n_ciudad",
  keyKind: { kind: "integer", min: 1, max: 99_999_999 },
  extra: {
    // The allowlisted lookup of /get-catalogo (server/catalogs/registry.ts).
    id_estado: select({
      label: "Estado",
      required: "El estado es requerido",
      integerId: true,
      lookup: { catalogue: "estados", idColumn: "id_estado", labelColumn: "n_estado" },
      filter: true,
    }),
    n_estado: text({ label: "Estado", max: 100, derived: true, column: true, sortable: true }),
  },
})

export const citiesEndpoints = resourceEndpoints("CatalogoCiudades", cities)
