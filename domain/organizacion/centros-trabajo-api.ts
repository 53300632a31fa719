import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { storedStreetAddress } from "./address"

// The work-centre lookups of the organisation pages (SPEC 7.3): the selects that pick a centre
// (a department's, a position's, a prorating's) and the centre's own data. Every list holds only
// the centres granted to the caller's role (permisos_rol, permiso '1'), and a request naming a
// company or centre outside the role answers 403 before the handler runs. Centre ids are the
// global integer keys of centros_trabajo: a centre is named by its id alone, and id_empresa,
// when sent, must be its company.

const organizationKeys = needsAnyKey("ORG300", "ORG400", "ORG500", "ORG550", "ORG555")

const IdEmpresa = Schema.Int.pipe(Schema.between(1, 999_999_999))
const IdCentro = Schema.Int.pipe(Schema.between(1, 999_999_999))

const companyScope = { id_empresa: "empresa" } as const

/** Lists take an optional company: without it, every granted centre of every company. */
const ByCompany = Schema.Struct({ id_empresa: Schema.optional(IdEmpresa) })

export const CentroOpcion = Schema.Struct({ id_empresa: Schema.Number, id_centro_trabajo: Schema.Number, n_centro_trabajo: Schema.String })

export const CentroResumen = Schema.Struct({
  ...CentroOpcion.fields,
  n_empresa: Schema.String,
  id_registro_patronal: Schema.NullOr(Schema.String),
  id_zona: Schema.NullOr(Schema.String),
  activo: Schema.String,
})

export const CentroDomicilio = Schema.Struct({
  ...storedStreetAddress,
  id_pais: Schema.NullOr(Schema.Number),
  n_pais: Schema.NullOr(Schema.String),
  id_estado: Schema.NullOr(Schema.Number),
  n_estado: Schema.NullOr(Schema.String),
  id_ciudad: Schema.NullOr(Schema.Number),
  n_ciudad: Schema.NullOr(Schema.String),
})

export const CentroResponsable = Schema.Struct({
  ...CentroOpcion.fields,
  id_responsable: Schema.NullOr(Schema.Number),
  n_responsable: Schema.NullOr(Schema.String),
})

/** A centre with everything the organisation pages show of it. */
export const CentroTrabajo = Schema.Struct({
  ...CentroResumen.fields,
  ...CentroDomicilio.fields,
  n_zona: Schema.NullOr(Schema.String),
  id_plaza: Schema.NullOr(Schema.String),
  n_plaza: Schema.NullOr(Schema.String),
  id_responsable: Schema.NullOr(Schema.Number),
  n_responsable: Schema.NullOr(Schema.String),
})

export const organizationCentresEndpoints = endpointFamily(organizationKeys, {
  getCentroTrabajo: {
    summary:
      "Un centro de trabajo con su empresa, domicilio, registro patronal, zona, plaza y responsable (404 si no existe o no es de la empresa indicada, 403 si no está a su alcance). id_organizacion se acepta y se ignora: el sistema tiene una sola organización.",
    scope: { ...companyScope, id_centro_trabajo: "centro_trabajo" },
    request: Schema.Struct({
      id_organizacion: Schema.optional(Schema.Union(Schema.Number, Schema.String.pipe(Schema.maxLength(20)), Schema.Null)),
      id_empresa: Schema.optional(IdEmpresa),
      id_centro_trabajo: IdCentro,
    }),
    result: CentroTrabajo,
  },
  getCentrosTrabajoFull: {
    summary:
      "Los centros de trabajo a su alcance, activos o no, con empresa, domicilio, registro patronal, zona, plaza y responsable, por empresa y nombre; con id_empresa, solo los de esa empresa.",
    scope: companyScope,
    request: ByCompany,
    result: Schema.Array(CentroTrabajo),
  },
  getCentrosTrabajoSelect: {
    summary: "Los centros de trabajo activos a su alcance, por empresa y nombre: los que puede elegir un registro nuevo; con id_empresa, solo los de esa empresa.",
    scope: companyScope,
    request: ByCompany,
    result: Schema.Array(CentroOpcion),
  },
  getCentrosTrabajo: {
    summary: "Los centros de trabajo a su alcance, activos o no, con empresa, registro patronal, zona y estado, por empresa y nombre; con id_empresa, solo los de esa empresa.",
    scope: companyScope,
    request: ByCompany,
    result: Schema.Array(CentroResumen),
  },
  getRespCentros: {
    summary:
      "Los centros de trabajo a su alcance con su responsable (id_responsable y nombre; null si no tiene), por empresa y nombre; con id_empresa, solo los de esa empresa.",
    scope: companyScope,
    request: ByCompany,
    result: Schema.Array(CentroResponsable),
  },
})
export const { getCentroTrabajo, getCentrosTrabajoFull, getCentrosTrabajoSelect, getCentrosTrabajo, getRespCentros } = organizationCentresEndpoints

