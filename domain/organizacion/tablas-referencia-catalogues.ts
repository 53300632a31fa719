import type { ReferenceCatalogue } from "../records/reference/catalogue"
import { cities, citiesEndpoints } from "./tablas-referencia-cities"
import { countries, countriesEndpoints } from "./tablas-referencia-countries"
import {
  educationLevels,
  educationLevelsEndpoints,
  jobRisks,
  jobRisksEndpoints,
  languages,
  languagesEndpoints,
  softwareCatalogue,
  softwareCatalogueEndpoints,
} from "./tablas-referencia-job-profile-catalogues"
import { payPeriodicities, payPeriodicitiesEndpoints } from "./tablas-referencia-pay-periodicities"
import { places, placesEndpoints } from "./tablas-referencia-places"
import { responsibilityTypes, responsibilityTypesEndpoints } from "./tablas-referencia-responsibility-types"
import { states, statesEndpoints } from "./tablas-referencia-states"
import { taxRegimes, taxRegimesEndpoints } from "./tablas-referencia-tax-regimes"
import { zones, zonesEndpoints } from "./tablas-referencia-zones"

// The catalogues the Tablas de referencia page offers, in the order of its select. The id is
// what the page keeps in its URL. The SAT's catalogues come last: they are read-only.

export const referenceCatalogues: ReadonlyArray<ReferenceCatalogue> = [
  { id: "paises", descriptor: countries, endpoints: countriesEndpoints },
  { id: "estados", descriptor: states, endpoints: statesEndpoints },
  { id: "ciudades", descriptor: cities, endpoints: citiesEndpoints },
  { id: "zonas", descriptor: zones, endpoints: zonesEndpoints },
  { id: "plazas", descriptor: places, endpoints: placesEndpoints },
  { id: "tipos-responsabilidad", descriptor: responsibilityTypes, endpoints: responsibilityTypesEndpoints },
  { id: "escolaridades", descriptor: educationLevels, endpoints: educationLevelsEndpoints },
  { id: "idiomas", descriptor: languages, endpoints: languagesEndpoints },
  { id: "software", descriptor: softwareCatalogue, endpoints: softwareCatalogueEndpoints },
  { id: "regimenes-fiscales", descriptor: taxRegimes, endpoints: taxRegimesEndpoints },
  { id: "periodicidades-pago", descriptor: payPeriodicities, endpoints: payPeriodicitiesEndpoints },
  { id: "riesgos-puesto", descriptor: jobRisks, endpoints: jobRisksEndpoints },
]

export const referenceCatalogueOf = (id: string): ReferenceCatalogue | undefined => referenceCatalogues.find((c) => c.id === id)
