import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { PuestoOpcion, organizationJobProfilesEndpoints } from "../../domain/organizacion/gestionar-puestos-api"
import { jobProfileMessages } from "../../domain/organizacion/gestionar-puestos"
import { ApiFailure, forbidden } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { companyVisible, listPage } from "../records/queries"
import { todayInMexico } from "./in-force"
import { jobProfileSectionHandlers, readGenerales, storeGenerales } from "./gestionar-puestos-sections"
import { readJobProfiles } from "./gestionar-puestos-read"
import { jobProfilesTable } from "./gestionar-puestos"
import { asRecordTable } from "../records/table"
import { isVisible } from "../records/visible"

// The legacy calls of Gestionar puestos (SPEC 7.4) beside the Puestos resource, and the section
// pairs (./job-profile-sections.ts). Every answer is limited to puestos of the caller's
// companies: the router has refused (403) a company or department outside them, and a puesto
// named by its clave is checked here (404 when none has it, 403 when its company is not theirs).

/** Whether the puesto exists and is of one of the caller's companies. */
const visible = (id: string, idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ ve: unknown }>`
      SELECT CASE WHEN ${companyVisible(sql, sql.literal("p.id_empresa"), idRol)} THEN 1 ELSE 0 END AS ve FROM puestos p WHERE p.id_puesto = ${id}`
    if (row === undefined) return yield* new ApiFailure({ status: 404, message: jobProfileMessages.noExiste })
    if (!isVisible(row.ve)) return yield* forbidden()
  })

/** The list rows of every puesto matching the filters, by name (the paged list's query without a page). */
const allPuestos = (filters: Readonly<Record<string, unknown>>, principal: Parameters<typeof listPage>[2]) =>
  Effect.gen(function* () {
    const rows: Array<Readonly<Record<string, unknown>>> = []
    // Pages of 100 through the records list: the same filters, scope and SQL as the page's list.
    for (let pagina = 1; ; pagina += 1) {
      const page = yield* listPage(asRecordTable(jobProfilesTable), { ...filters, pagina, por_pagina: 100, orden: "n_puesto", direccion: "asc" }, principal)
      rows.push(...page.registros)
      if (pagina * 100 >= page.total) return rows
    }
  })

export const organizationJobProfilesHandlers: HandlersOf<typeof organizationJobProfilesEndpoints> = {
  ...jobProfileSectionHandlers,

  getPuestoFull: ({ id_puesto }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const id = id_puesto.trim().toUpperCase()
      yield* visible(id, principal.id_rol)
      const [profile] = yield* readJobProfiles([id], yield* todayInMexico)
      if (profile === undefined) return yield* new ApiFailure({ status: 404, message: jobProfileMessages.noExiste })
      return ok(profile)
    }),

  getPuestoById: ({ empresa, puesto }, context) =>
    Effect.gen(function* () {
      const row = yield* readGenerales(puesto.trim().toUpperCase(), context)
      if (row.id_empresa !== empresa) return yield* new ApiFailure({ status: 404, message: jobProfileMessages.noExiste })
      return ok(row)
    }),

  puestoEditar: (request, context) => storeGenerales(request, context) as ReturnType<HandlersOf<typeof organizationJobProfilesEndpoints>["puestoEditar"]>,

  getPuestosSelect: ({ id_empresa }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const company = id_empresa === undefined ? sql.literal("1=1") : sql`p.id_empresa = ${id_empresa}`
      const rows = yield* sql<{ id_puesto: string; n_puesto: string; id_empresa: number | string; id_depto: number | string | null; tipo_puesto: string }>`
        SELECT p.id_puesto, p.n_puesto, p.id_empresa, p.id_depto, p.tipo_puesto FROM puestos p
        WHERE p.activo = '1' AND ${company} AND ${companyVisible(sql, sql.literal("p.id_empresa"), principal.id_rol)}
        ORDER BY p.n_puesto, p.id_puesto`
      return ok(
        rows.map(
          (r): PuestoOpcion => ({
            id_puesto: r.id_puesto,
            n_puesto: r.n_puesto,
            id_empresa: Number(r.id_empresa),
            id_depto: r.id_depto === null ? null : Number(r.id_depto),
            tipo_puesto: r.tipo_puesto === "O" || r.tipo_puesto === "D" ? r.tipo_puesto : "A",
          }),
        ),
      )
    }),

  getPuestos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      // The records list takes its filters as text, as a query string brings them.
      const filters = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]))
      return ok(yield* allPuestos(filters, principal))
    }),
}
