import { Schema } from "effect"
import { NoBody, needsSession } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// The lookups of the organisation's reference catalogues, for the selects of other pages
// (a company's address, a work centre's zone and plaza, an employee's birthplace). Only active
// rows, by name. They are the same for every role and hold nothing about people or companies,
// so a session is enough: pages of every module need them, and the keys of whoever may fill
// such a select are many and growing. Writing the catalogues takes ORG050 (the record resources).

const Id = Schema.Int.pipe(Schema.between(0, 99_999_999))

export const Pais = Schema.Struct({ id_pais: Schema.Number, n_pais: Schema.String })
export const Estado = Schema.Struct({
  id_estado: Schema.Number,
  id_pais: Schema.Number,
  n_estado: Schema.String,
  clave_curp: Schema.NullOr(Schema.String),
  clave_sat: Schema.NullOr(Schema.String),
})
export const Ciudad = Schema.Struct({ id_ciudad: Schema.Number, id_estado: Schema.Number, n_ciudad: Schema.String })
/** A zone with the minimum daily wage in force today (null before its first start date). */
export const Zona = Schema.Struct({
  id_zona: Schema.String,
  n_zona: Schema.String,
  salario_diario: Schema.NullOr(Schema.Number),
  f_inicio: Schema.NullOr(Schema.String),
})
export const Plaza = Schema.Struct({ id_plaza: Schema.String, n_plaza: Schema.String })

const calls = endpointFamily(needsSession, {
  paises: {
    method: "GET",
    summary: "Los países activos, por nombre.",
    request: NoBody,
    result: Schema.Array(Pais),
  },
  getEstados: {
    summary: "Los estados activos de un país, por nombre, con sus claves CURP y SAT.",
    request: Schema.Struct({ id_pais: Id }),
    result: Schema.Array(Estado),
  },
  getCiudades: {
    summary: "Las ciudades y municipios activos, por nombre; con id_estado, solo los de ese estado.",
    request: Schema.Struct({ id_estado: Schema.optional(Id) }),
    result: Schema.Array(Ciudad),
  },
  getZonas: {
    summary: "Las zonas de salario mínimo activas, con el salario diario vigente hoy y su fecha de inicio.",
    request: NoBody,
    result: Schema.Array(Zona),
  },
  getPlazas: {
    summary: "Las plazas activas, por nombre.",
    request: NoBody,
    result: Schema.Array(Plaza),
  },
})
export const { paises, getEstados, getCiudades, getZonas, getPlazas } = calls

export const organizationReferencesEndpoints = { paises, getEstados, getCiudades, getZonas, getPlazas } as const
