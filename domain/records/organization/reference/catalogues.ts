import type { ReferenceCatalogue } from "../../reference/catalogue"
import { cities, citiesEndpoints } from "./cities"
import { countries, countriesEndpoints } from "./countries"
import {
  educationLevels,
  educationLevelsEndpoints,
  jobRisks,
  jobRisksEndpoints,
  languages,
  languagesEndpoints,
  softwareCatalogue,
  softwareCatalogueEndpoints,
} from "./job-profile-catalogues"
import { payPeriodicities, payPeriodicitiesEndpoints } from "./pay-periodicities"
import { places, placesEndpoints } from "./places"
import { responsibilityTypes, responsibilityTypesEndpoints } from "./responsibility-types"
import { states, statesEndpoints } from "./states"
import { taxRegimes, taxRegimesEndpoints } from "./tax-regimes"
import { zones, zonesEndpoints } from "./zones"

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
