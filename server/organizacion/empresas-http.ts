import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { organizationCompaniesEndpoints } from "../../domain/organizacion/empresas-api"
import { periodicidadesPago, regimenesFiscales } from "../../domain/rules/sat-catalogs"
import { notFound } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { companyVisible } from "../records/queries"
import { numOrNull, textOrNull } from "../records/stored-values"
import { storedStreetAddressOf } from "./stored-address"

// The company and SAT catalogue lookups: fixed queries, each company list limited to the
// caller's companies by the same condition the Empresas list uses. The router has already
// refused (403) an id_empresa outside the caller's companies.

type Stored = Readonly<Record<string, unknown>>

const summary = (r: Stored) => ({
  id_empresa: Number(r.id_empresa),
  n_empresa: String(r.n_empresa),
  n_comercial: textOrNull(r.n_comercial),
  rfc: textOrNull(r.rfc),
  tipo_persona: String(r.tipo_persona),
  id_regimen: textOrNull(r.id_regimen),
  activo: String(r.activo),
})

/** The caller's companies, by name; `activeOnly` for what a new record may choose. */
const visibleCompanies = (idRol: string, activeOnly: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const active = activeOnly ? sql.literal("t.activo = '1'") : sql.literal("1=1")
    return yield* sql<Stored>`SELECT t.id_empresa, t.n_empresa, t.n_comercial, t.rfc, t.tipo_persona, t.id_regimen, t.activo
      FROM empresas t WHERE ${active} AND ${companyVisible(sql, sql.literal("t.id_empresa"), idRol)}
      ORDER BY t.n_empresa, t.id_empresa`
  })

export const organizationCompaniesHandlers: HandlersOf<typeof organizationCompaniesEndpoints> = {
  getRegimenes: () => Effect.succeed(ok(regimenesFiscales)),

  getPeriodicidadSelect: ({ id_empresa }) =>
    Effect.gen(function* () {
      if (id_empresa === undefined) return ok(periodicidadesPago)
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ id_periodicidad: string; n_periodicidad: string }>`
        SELECT p.id_periodicidad, p.n_periodicidad FROM empresas_periodicidades ep
        JOIN periodicidades_pago p ON p.id_periodicidad = ep.id_periodicidad
        WHERE ep.id_empresa = ${id_empresa} ORDER BY ep.orden`
      return ok(rows.map((r) => ({ id_periodicidad: String(r.id_periodicidad), n_periodicidad: r.n_periodicidad })))
    }),

  getEmpresa: ({ id_empresa }) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const [r] = yield* sql<Stored>`SELECT * FROM empresas WHERE id_empresa = ${id_empresa}`
      if (r === undefined) return yield* notFound()
      return ok({
        ...summary(r),
        regimen_capital: textOrNull(r.regimen_capital),
        ...storedStreetAddressOf(r),
        id_pais: numOrNull(r.id_pais),
        id_estado: numOrNull(r.id_estado),
        id_ciudad: numOrNull(r.id_ciudad),
        representante_legal: textOrNull(r.representante_legal),
        telefono: textOrNull(r.telefono),
        email: textOrNull(r.email),
      })
    }),

  getEmpresasParaSelect: (_, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const rows = yield* visibleCompanies(principal.id_rol, true)
      return ok(rows.map((r) => ({ id_empresa: Number(r.id_empresa), n_empresa: String(r.n_empresa) })))
    }),

  getEmpresasSelect: (_, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const rows = yield* visibleCompanies(principal.id_rol, false)
      return ok(rows.map((r) => ({ id_empresa: Number(r.id_empresa), n_empresa: String(r.n_empresa) })))
    }),

  getEmpresas: (_, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok((yield* visibleCompanies(principal.id_rol, false)).map(summary))
    }),

  getResgistrosPatronalesSelect: ({ id_empresa }) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<Stored>`SELECT registro_patronal, clase_riesgo, prima_riesgo FROM empresas_registros_patronales
        WHERE id_empresa = ${id_empresa} AND activo = '1' ORDER BY orden`
      return ok(rows.map((r) => ({ registro_patronal: String(r.registro_patronal), clase_riesgo: Number(r.clase_riesgo), prima_riesgo: Number(r.prima_riesgo) })))
    }),
}
