import type { RecordDescriptor } from "../../descriptor"
import type { ResourceEndpoints } from "../../endpoints"
import { cities, citiesEndpoints } from "./cities"
import { countries, countriesEndpoints } from "./countries"
import { places, placesEndpoints } from "./places"
import { responsibilityTypes, responsibilityTypesEndpoints } from "./responsibility-types"
import { states, statesEndpoints } from "./states"
import { zones, zonesEndpoints } from "./zones"

// The catalogues the Tablas de referencia page offers, in the order of its select. The id is
// what the page keeps in its URL.

export interface ReferenceCatalogue {
  readonly id: string
  readonly descriptor: RecordDescriptor
  readonly endpoints: ResourceEndpoints
}

export const referenceCatalogues: ReadonlyArray<ReferenceCatalogue> = [
  { id: "paises", descriptor: countries, endpoints: countriesEndpoints },
  { id: "estados", descriptor: states, endpoints: statesEndpoints },
  { id: "ciudades", descriptor: cities, endpoints: citiesEndpoints },
  { id: "zonas", descriptor: zones, endpoints: zonesEndpoints },
  { id: "plazas", descriptor: places, endpoints: placesEndpoints },
  { id: "tipos-responsabilidad", descriptor: responsibilityTypes, endpoints: responsibilityTypesEndpoints },
]

export const referenceCatalogueOf = (id: string): ReferenceCatalogue | undefined => referenceCatalogues.find((c) => c.id === id)
