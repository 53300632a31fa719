import { resourceEndpoints } from "../records/endpoints"
import { flag } from "../records/field"
import { satCatalogueDescriptor } from "../records/reference/catalogue"
import { referenceKeys } from "./tablas-referencia-catalogue"

// The SAT's c_RegimenFiscal (CFDI 4.0), seeded by migration 0060 from domain/rules/sat-catalogs.ts.
// A company's régimen is checked against it; read-only, as every SAT catalogue.
export const taxRegimes = satCatalogueDescriptor({
  resource: "catalogo-regimenes-fiscales",
  title: "Regímenes fiscales",
  singular: "régimen fiscal",
  keys: referenceKeys,
  id: "id_regimen",
  idMax: 3,
  name: "n_regimen",
  nameMax: 150,
  extra: {
    aplica_fisica: flag({ label: "Aplica a persona física", column: true, filter: true }),
    aplica_moral: flag({ label: "Aplica a persona moral", column: true, filter: true }),
  },
})

export const taxRegimesEndpoints = resourceEndpoints("CatalogoRegimenesFiscales", taxRegimes)
