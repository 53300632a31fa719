import type { ReadOnlyDescriptor } from "../../descriptor"
import { resourceEndpoints } from "../../endpoints"
import { flag, text } from "../../field"
import { referenceKeys, referenceMessages } from "./catalogue"

// The SAT's c_RegimenFiscal (CFDI 4.0), seeded by migration 0060 from domain/rules/sat-catalogs.ts.
// The SAT publishes it and a company's régimen is checked against it, so it is read-only here:
// listed, searched, sorted and exported, never changed. Every field is a list column, so the row
// says all there is and a row opens nothing.
export const taxRegimes: ReadOnlyDescriptor = {
  resource: "catalogo-regimenes-fiscales",
  title: "Regímenes fiscales",
  singular: "régimen fiscal",
  keys: [...referenceKeys],
  readOnly: true,
  messages: referenceMessages,
  fields: {
    id_regimen: text({ label: "Clave", max: 3, required: "La clave es requerido", key: true, column: true, searchable: true, sortable: true }),
    n_regimen: text({ label: "Descripción", max: 150, required: "La descripción es requerido", column: true, searchable: true, sortable: true }),
    aplica_fisica: flag({ label: "Aplica a persona física", column: true, filter: true }),
    aplica_moral: flag({ label: "Aplica a persona moral", column: true, filter: true }),
  },
}

export const taxRegimesEndpoints = resourceEndpoints("CatalogoRegimenesFiscales", taxRegimes)
