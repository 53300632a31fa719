import { resourceEndpoints } from "../records/endpoints"
import { select, text } from "../records/field"
import { referenceCatalogue } from "./tablas-referencia-catalogue"

// Estados: the entidades federativas under their INEGI number, with the two-letter code of the
// CURP and the SAT's c_Estado code; 0 is the CURP's "Nacido en el extranjero".
export const states = referenceCatalogue({
  resource: "catalogo-estados",
  title: "Estados",
  singular: "estado",
  id: "id_estado",
  name: "n_estado",
  keyKind: { kind: "integer", min: 0, max: 9999 },
  extra: {
    // The allowlisted lookups of /get-catalogo (server/catalogs/registry.ts).
    id_pais: select({
      label: "País",
      required: "El país es requerido",
      integerId: true,
      lookup: { catalogue: "paises", idColumn: "id_pais", labelColumn: "n_pais" },
      filter: true,
    }),
    n_pais: text({ label: "País", max: 100, derived: true, column: true, sortable: true }),
    clave_curp: text({ label: "Clave CURP", max: 2, upperCase: true, column: true, searchable: true, pattern: { regex: /^[A-Z]{2}$/, message: "La clave CURP debe tener 2 letras" } }),
    clave_sat: text({ label: "Clave SAT", max: 3, upperCase: true, column: true, searchable: true, pattern: { regex: /^[A-Z]{3}$/, message: "La clave SAT debe tener 3 letras" } }),
  },
})

export const statesEndpoints = resourceEndpoints("CatalogoEstados", states)
