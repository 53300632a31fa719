import { resourceEndpoints } from "../records/endpoints"
import { satCatalogueDescriptor } from "../records/reference/catalogue"
import { referenceKeys } from "./tablas-referencia-catalogue"

// The SAT's c_PeriodicidadPago (nómina 1.2), seeded by migration 0060 from
// domain/rules/sat-catalogs.ts. Named by the companies' payrolls; read-only, as every SAT catalogue.
export const payPeriodicities = satCatalogueDescriptor({
  resource: "catalogo-periodicidades-pago",
  title: "Periodicidades de pago",
  singular: "periodicidad de pago",
  keys: referenceKeys,
  id: "id_periodicidad",
  idMax: 2,
  name: "n_periodicidad",
  nameMax: 60,
})

export const payPeriodicitiesEndpoints = resourceEndpoints("CatalogoPeriodicidadesPago", payPeriodicities)
