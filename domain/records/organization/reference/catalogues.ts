import type { RecordDescriptor } from "../../descriptor"
import type { AnyResourceEndpoints } from "../../endpoints"
import { cities, citiesEndpoints } from "./cities"
import { countries, countriesEndpoints } from "./countries"
import { payPeriodicities, payPeriodicitiesEndpoints } from "./pay-periodicities"
import { places, placesEndpoints } from "./places"
import { responsibilityTypes, responsibilityTypesEndpoints } from "./responsibility-types"
import { states, statesEndpoints } from "./states"
import { taxRegimes, taxRegimesEndpoints } from "./tax-regimes"
import { zones, zonesEndpoints } from "./zones"

// The catalogues the Tablas de referencia page offers, in the order of its select. The id is
// what the page keeps in its URL. The SAT's two catalogues come last: they are read-only.

export interface ReferenceCatalogue {
  readonly id: string
  readonly descriptor: RecordDescriptor
  readonly endpoints: AnyResourceEndpoints
}

export const referenceCatalogues: ReadonlyArray<ReferenceCatalogue> = [
  { id: "paises", descriptor: countries, endpoints: countriesEndpoints },
  { id: "estados", descriptor: states, endpoints: statesEndpoints },
  { id: "ciudades", descriptor: cities, endpoints: citiesEndpoints },
  { id: "zonas", descriptor: zones, endpoints: zonesEndpoints },
  { id: "plazas", descriptor: places, endpoints: placesEndpoints },
  { id: "tipos-responsabilidad", descriptor: responsibilityTypes, endpoints: responsibilityTypesEndpoints },
  { id: "regimenes-fiscales", descriptor: taxRegimes, endpoints: taxRegimesEndpoints },
  { id: "periodicidades-pago", descriptor: payPeriodicities, endpoints: payPeriodicitiesEndpoints },
]

export const referenceCatalogueOf = (id: string): ReferenceCatalogue | undefined => referenceCatalogues.find((c) => c.id === id)
