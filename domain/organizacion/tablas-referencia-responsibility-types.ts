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
  keyKind: { kind: "integer", min: 1, max: 9999 },
})

export const responsibilityTypesEndpoints = resourceEndpoints("CatalogoTiposResponsabilidad", responsibilityTypes)
