import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { organizationCentresEndpoints } from "../../domain/organizacion/centros-trabajo-api"
import type { Principal } from "../auth/principal"
import { notFound } from "../http/failure"
import { type HandlerContext, type HandlersOf, principalOf, ok } from "../http/handler"
import { scopeCondition } from "../records/queries"
import { employeeName } from "./centros-trabajo"
import { numOrNull, textOrNull } from "../records/stored-values"
import { storedStreetAddressOf } from "./stored-address"

// The work-centre lookups: one fixed query, limited to the centres granted to the caller's role
// by the same condition the Centros de trabajo list uses, optionally to one company or to the
// active centres. The router has already refused (403) a company or centre outside the role.

type Stored = Readonly<Record<string, unknown>>

interface Wanted {
  readonly id_empresa?: number | undefined
  readonly id_centro_trabajo?: number
  readonly activeOnly?: boolean
}

/** The caller's centres with their names, by company and name. */
const grantedCentres = (principal: Principal, wanted: Wanted) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const conditions = [
      scopeCondition(sql, "centro_trabajo", "t.id_centro_trabajo", principal),
      ...(wanted.id_empresa === undefined ? [] : [sql`t.id_empresa = ${wanted.id_empresa}`]),
      ...(wanted.id_centro_trabajo === undefined ? [] : [sql`t.id_centro_trabajo = ${wanted.id_centro_trabajo}`]),
      ...(wanted.activeOnly === true ? [sql`t.activo = '1'`] : []),
    ]
    return yield* sql<Stored>`SELECT t.id_empresa, em.n_empresa, t.id_centro_trabajo, t.n_centro_trabajo, t.id_registro_patronal,
        t.id_zona, zo.n_zona, t.id_plaza, pl.n_plaza, t.activo, t.calle, t.num_exterior, t.num_interior, t.colonia, t.codigo_postal,
        t.id_pais, pa.n_pais, t.id_estado, es.n_estado, t.id_ciudad, ci.n_ciudad,
        t.id_responsable, ${sql.literal(employeeName("rs"))} AS n_responsable
      FROM centros_trabajo t
      JOIN empresas em ON em.id_empresa = t.id_empresa
      LEFT JOIN paises pa ON pa.id_pais = t.id_pais
      LEFT JOIN estados es ON es.id_estado = t.id_estado
      LEFT JOIN ciudades ci ON ci.id_ciudad = t.id_ciudad
      LEFT JOIN zonas zo ON zo.id_zona = t.id_zona
      LEFT JOIN plazas pl ON pl.id_plaza = t.id_plaza
      LEFT JOIN empleados rs ON rs.id_empleado = t.id_responsable
      WHERE ${sql.and(conditions)}
      ORDER BY em.n_empresa, t.id_empresa, t.n_centro_trabajo, t.id_centro_trabajo`
  })

const option = (r: Stored) => ({
  id_empresa: Number(r.id_empresa),
  id_centro_trabajo: Number(r.id_centro_trabajo),
  n_centro_trabajo: String(r.n_centro_trabajo),
})

const summary = (r: Stored) => ({
  ...option(r),
  n_empresa: String(r.n_empresa),
  id_registro_patronal: textOrNull(r.id_registro_patronal),
  id_zona: textOrNull(r.id_zona),
  activo: String(r.activo),
})

const responsable = (r: Stored) => ({ ...option(r), id_responsable: numOrNull(r.id_responsable), n_responsable: textOrNull(r.n_responsable) })

const full = (r: Stored) => ({
  ...summary(r),
  ...storedStreetAddressOf(r),
  id_pais: numOrNull(r.id_pais),
  n_pais: textOrNull(r.n_pais),
  id_estado: numOrNull(r.id_estado),
  n_estado: textOrNull(r.n_estado),
  id_ciudad: numOrNull(r.id_ciudad),
  n_ciudad: textOrNull(r.n_ciudad),
  n_zona: textOrNull(r.n_zona),
  id_plaza: textOrNull(r.id_plaza),
  n_plaza: textOrNull(r.n_plaza),
  ...responsable(r),
})

/** A list call: the caller's centres of the company asked for (the active ones only, for a select), each as `shape` says. */
const centreList =
  <A>(shape: (r: Stored) => A, activeOnly?: true) =>
  ({ id_empresa }: { readonly id_empresa?: number | undefined }, context: HandlerContext) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok((yield* grantedCentres(principal, activeOnly === undefined ? { id_empresa } : { id_empresa, activeOnly })).map(shape))
    })

export const organizationCentresHandlers: HandlersOf<typeof organizationCentresEndpoints> = {
  // id_organizacion is accepted for the legacy clients and ignored: there is one organisation.
  getCentroTrabajo: ({ id_empresa, id_centro_trabajo }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const [row] = yield* grantedCentres(principal, { id_empresa, id_centro_trabajo })
      if (row === undefined) return yield* notFound()
      return ok(full(row))
    }),

  getCentrosTrabajoFull: centreList(full),
  getCentrosTrabajoSelect: centreList(option, true),
  getCentrosTrabajo: centreList(summary),
  getRespCentros: centreList(responsable),
}
