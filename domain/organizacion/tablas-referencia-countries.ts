import { numberedKey } from "../records/reference/catalogue"
import { resourceEndpoints } from "../records/endpoints"
import { referenceCatalogue } from "./tablas-referencia-catalogue"

// Países. Numbered keys: the job board copies them by number.
export const countries = referenceCatalogue({
  resource: "catalogo-paises",
  title: "Países",
  singular: "país",
  id: "id_pais",
  name: "n_pais",
  keyKind: numberedKey,
})

export const countriesEndpoints = resourceEndpoints("CatalogoPaises", countries)
