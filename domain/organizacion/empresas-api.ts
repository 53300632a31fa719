import { Schema } from "effect"
import { Envelope, NoBody, endpoint, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { storedStreetAddress } from "./address"

// The lookups of companies and of the SAT catalogues a company names, for the selects of the
// organisation's pages (a work centre's company and registro patronal, a department's company)
// and for payroll data. Companies are the caller's: those with a work centre granted to the
// role, or created by it and still without centres (server/records/queries.ts). Every
// organisation page that picks a company may call them; the SAT catalogues name nobody, but
// they are only asked for by those pages too.

const organizationKeys = needsAnyKey("ORG200", "ORG300", "ORG400", "ORG500", "ORG550", "ORG555")

const IdEmpresa = Schema.Int.pipe(Schema.between(1, 999_999_999))

export const Regimen = Schema.Struct({
  id_regimen: Schema.String,
  n_regimen: Schema.String,
  aplica_fisica: Schema.Literal("1", "0"),
  aplica_moral: Schema.Literal("1", "0"),
})
export const Periodicidad = Schema.Struct({ id_periodicidad: Schema.String, n_periodicidad: Schema.String })
export const EmpresaOpcion = Schema.Struct({ id_empresa: Schema.Number, n_empresa: Schema.String })
export const EmpresaResumen = Schema.Struct({
  id_empresa: Schema.Number,
  n_empresa: Schema.String,
  n_comercial: Schema.NullOr(Schema.String),
  rfc: Schema.NullOr(Schema.String),
  tipo_persona: Schema.String,
  id_regimen: Schema.NullOr(Schema.String),
  activo: Schema.String,
})
export const Empresa = Schema.Struct({
  ...EmpresaResumen.fields,
  regimen_capital: Schema.NullOr(Schema.String),
  ...storedStreetAddress,
  id_pais: Schema.NullOr(Schema.Number),
  id_estado: Schema.NullOr(Schema.Number),
  id_ciudad: Schema.NullOr(Schema.Number),
  representante_legal: Schema.NullOr(Schema.String),
  telefono: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
})
export const RegistroPatronalOpcion = Schema.Struct({
  registro_patronal: Schema.String,
  clase_riesgo: Schema.Number,
  prima_riesgo: Schema.Number,
})

const calls = endpointFamily(organizationKeys, {
  getRegimenes: {
    summary: "El catálogo de regímenes fiscales del SAT (c_RegimenFiscal) con el tipo de persona al que aplica cada uno.",
    request: NoBody,
    result: Schema.Array(Regimen),
  },
  getPeriodicidadSelect: {
    summary:
      "Periodicidades de pago del SAT (c_PeriodicidadPago); con id_empresa, solo las que usa esa empresa (403 si la empresa no está a su alcance).",
    scope: { id_empresa: "empresa" },
    request: Schema.Struct({ id_empresa: Schema.optional(IdEmpresa) }),
    result: Schema.Array(Periodicidad),
  },
  getEmpresa: {
    summary: "Una empresa con su domicilio fiscal (404 si no existe, 403 si no está a su alcance).",
    scope: { id_empresa: "empresa" },
    request: Schema.Struct({ id_empresa: IdEmpresa }),
    result: Empresa,
  },
  getEmpresasParaSelect: {
    summary: "Las empresas activas a su alcance, por nombre: las que puede elegir un registro nuevo.",
    request: NoBody,
    result: Schema.Array(EmpresaOpcion),
  },
  getEmpresasSelect: {
    summary: "Todas las empresas a su alcance, activas o no, por nombre: para filtros y registros que ya las nombran.",
    request: NoBody,
    result: Schema.Array(EmpresaOpcion),
  },
  getEmpresas: {
    summary: "Las empresas a su alcance con su RFC, tipo de persona, régimen y estado, por nombre.",
    request: NoBody,
    result: Schema.Array(EmpresaResumen),
  },
})
export const { getRegimenes, getPeriodicidadSelect, getEmpresa, getEmpresasParaSelect, getEmpresasSelect, getEmpresas } = calls

// The legacy API spells it so; clients call this path.
export const getRegistrosPatronalesSelect = endpoint({
  name: "getResgistrosPatronalesSelect",
  method: "POST",
  path: "/get-resgistros-patronales-select",
  summary: "Los registros patronales activos de una empresa (403 si la empresa no está a su alcance).",
  access: organizationKeys,
  writes: false,
  scope: { id_empresa: "empresa" },
  request: Schema.Struct({ id_empresa: IdEmpresa }),
  response: Envelope(Schema.Array(RegistroPatronalOpcion)),
})

export const organizationCompaniesEndpoints = {
  getRegimenes,
  getPeriodicidadSelect,
  getEmpresa,
  getEmpresasParaSelect,
  getEmpresasSelect,
  getEmpresas,
  getResgistrosPatronalesSelect: getRegistrosPatronalesSelect,
} as const
