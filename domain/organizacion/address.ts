import { Schema } from "effect"
import { catalogNames } from "../api/catalogs"
import { requiredOnSave, sampled } from "../records/field-extras"
import { postalCode, select, text } from "../records/field"

// The domicilio of a company (its fiscal address) and of a work centre: the same eight fields,
// each required on every save (rows stored before the address existed have none).

export const addressMessages = {
  calle: "La calle es requerida",
  numExterior: "El número exterior es requerido",
  colonia: "La colonia es requerida",
  codigoPostal: "El código postal es requerido",
  pais: "El país es requerido",
  estado: "El estado es requerido",
  ciudad: "La ciudad es requerida",
  estadoDelPais: "El estado no pertenece al país seleccionado",
  ciudadDelEstado: "La ciudad no pertenece al estado seleccionado",
} as const

/** The address fields; `estadoFilter` lists the estado among the list's filters. */
export const addressFields = (options: { readonly estadoFilter?: boolean } = {}) => ({
  calle: requiredOnSave(text({ label: "Calle", max: 100, exported: true }), addressMessages.calle),
  num_exterior: requiredOnSave(text({ label: "Número exterior", max: 20, exported: true }), addressMessages.numExterior),
  num_interior: text({ label: "Número interior", max: 20, exported: true }),
  colonia: requiredOnSave(text({ label: "Colonia", max: 100, exported: true }), addressMessages.colonia),
  codigo_postal: requiredOnSave(
    sampled(postalCode({ label: "Código postal", exported: true }), (fc) => fc.constantFrom("03100", "64000")),
    addressMessages.codigoPostal,
  ),
  id_pais: requiredOnSave(
    select({ label: "País", integerId: true, lookup: { catalogue: catalogNames.paises, idColumn: "id_pais", labelColumn: "n_pais" } }),
    addressMessages.pais,
  ),
  id_estado: requiredOnSave(
    select({
      label: "Estado",
      integerId: true,
      ...(options.estadoFilter === true ? { filter: true } : {}),
      lookup: { catalogue: catalogNames.estados, idColumn: "id_estado", labelColumn: "n_estado" },
    }),
    addressMessages.estado,
  ),
  id_ciudad: requiredOnSave(
    select({ label: "Ciudad o municipio", integerId: true, lookup: { catalogue: catalogNames.ciudades, idColumn: "id_ciudad", labelColumn: "n_ciudad" } }),
    addressMessages.ciudad,
  ),
})

/** The street part of a stored address as the lookups answer it (null where none is stored). */
export const storedStreetAddress = {
  calle: Schema.NullOr(Schema.String),
  num_exterior: Schema.NullOr(Schema.String),
  num_interior: Schema.NullOr(Schema.String),
  colonia: Schema.NullOr(Schema.String),
  codigo_postal: Schema.NullOr(Schema.String),
}
