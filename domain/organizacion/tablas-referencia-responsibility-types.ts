import { numberedKey } from "../records/reference/catalogue"
import { resourceEndpoints } from "../records/endpoints"
import { referenceCatalogue } from "./tablas-referencia-catalogue"

// Tipos de responsabilidad: who approves a request in the authorization flows, and the
// responsible party of the system parameters. Numbered keys, as those records store them.
export const responsibilityTypes = referenceCatalogue({
  resource: "catalogo-tipos-responsabilidad",
  title: "Tipos de responsabilidad",
  singular: "tipo de responsabilidad",
  id: "id_tipo_resp",
  name: "n_tipo_resp",
  keyKind: numberedKey,
})

export const responsibilityTypesEndpoints = resourceEndpoints("CatalogoTiposResponsabilidad", responsibilityTypes)
