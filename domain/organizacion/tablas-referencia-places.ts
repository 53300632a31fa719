import { resourceEndpoints } from "../records/endpoints"
import { referenceCatalogue } from "./tablas-referencia-catalogue"

// Plazas: the regions a company groups its work centres in.
export const places = referenceCatalogue({
  resource: "catalogo-plazas",
  title: "Plazas",
  singular: "plaza",
  id: "id_plaza",
  name: "n_plaza",
})

export const placesEndpoints = resourceEndpoints("CatalogoPlazas", places)
