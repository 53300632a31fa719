import type { ReadOnlyDescriptor } from "../../descriptor"
import { resourceEndpoints } from "../../endpoints"
import { text } from "../../field"
import { referenceKeys, referenceMessages } from "./catalogue"

// The SAT's c_PeriodicidadPago (nómina 1.2), seeded by migration 0060 from
// domain/rules/sat-catalogs.ts. Published by the SAT and named by the companies' payrolls, so it
// is read-only here, like the regímenes fiscales.
export const payPeriodicities: ReadOnlyDescriptor = {
  resource: "catalogo-periodicidades-pago",
  title: "Periodicidades de pago",
  singular: "periodicidad de pago",
  keys: [...referenceKeys],
  readOnly: true,
  messages: referenceMessages,
  fields: {
    id_periodicidad: text({ label: "Clave", max: 2, required: "La clave es requerido", key: true, column: true, searchable: true, sortable: true }),
    n_periodicidad: text({ label: "Descripción", max: 60, required: "La descripción es requerido", column: true, searchable: true, sortable: true }),
  },
}

export const payPeriodicitiesEndpoints = resourceEndpoints("CatalogoPeriodicidadesPago", payPeriodicities)
