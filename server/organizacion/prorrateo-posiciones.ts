import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { costProjectType, positionProrating, positionProratingEndpoints } from "../../domain/organizacion/prorrateo-posiciones"
import { type Destination, proratingMessages } from "../../domain/organizacion/prorrateo-posiciones-rules"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { scopeCondition } from "../records/queries"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import type { RecordTable } from "../records/table"
import { isVisible } from "../records/visible"
import { nextSerialKey } from "../records/serial-key"

// Prorrateo de posiciones: the header in prorrateos_posicion, its destinations in
// prorrateos_posicion_destinos. The descriptor's schemas have already applied the destination
// rules (bounds, no destination twice, the sum of exactly 100.00); what needs the database is
// checked here, in the write's transaction:
// - the position exists and is of a centre granted to the caller's role (403 otherwise), and of
//   the company and centre the request names, when it names them;
// - no other prorating of the position shares a day with this one (the position's row is locked
//   first on PostgreSQL, so two concurrent saves cannot both pass; SQLite has one writer);
// - each department is of the position's company and of a centre of the caller's role (403
//   otherwise); each project is a cost project of that company.
// The folio id_prorrateo is drawn from the column's identity sequence (PostgreSQL) or as the next
// integer (SQLite, one writer at a time), so rows inserted by other pages without an id (the
// positions page's "duplicar") take the same sequence.
//
// The legacy calls (./prorating-http.ts) save through this table's handlers: one copy of the rules.

export const proratingServerMessages = {
  posicionNoExiste: "La posición no existe",
  posicionEmpresa: "La posición no pertenece a la empresa",
  posicionCentro: "La posición no pertenece al centro de trabajo",
  departamento: (row: number) => `Destinos, renglón ${row}: el departamento no es de la empresa de la posición`,
  proyecto: (row: number) => `Destinos, renglón ${row}: el proyecto no es un proyecto de costo de la empresa de la posición`,
} as const

type Prorating = typeof positionProrating
type Asked = RequestOf<Prorating>

// A child row's values are not typed by the descriptor: the request's schema decoded these.
const destinationsOf = (request: Asked): ReadonlyArray<Destination> => request.destinos as unknown as ReadonlyArray<Destination>

/** The position's company and centre, once the caller may see it; refuses otherwise. */
export const visiblePosition = (idPosicion: string, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_empresa: number; id_centro_trabajo: number; ve: unknown }>`
      SELECT p.id_empresa, p.id_centro_trabajo,
        CASE WHEN ${scopeCondition(sql, "centro_trabajo", "p.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS ve
      FROM posiciones p WHERE p.id_posicion = ${idPosicion}`
    if (row === undefined) return yield* refuse(400, proratingServerMessages.posicionNoExiste)
    if (!isVisible(row.ve)) return yield* forbidden()
    return { id_empresa: row.id_empresa, id_centro_trabajo: row.id_centro_trabajo }
  })

const checkPosition = (request: Asked, principal: Principal) =>
  Effect.gen(function* () {
    const position = yield* visiblePosition(request.id_posicion, principal)
    if (request.id_empresa !== null && request.id_empresa !== position.id_empresa) return yield* refuse(400, proratingServerMessages.posicionEmpresa)
    if (request.id_centro_trabajo !== null && request.id_centro_trabajo !== position.id_centro_trabajo) {
      return yield* refuse(400, proratingServerMessages.posicionCentro)
    }
    return position
  })

/** Refuses a vigencia that shares a day with another prorating of the same position. */
const checkOverlap = (request: Asked, stored: EntityOf<Prorating> | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const position = request.id_posicion
    // Concurrent saves for one position queue here on PostgreSQL until the first commits.
    yield* sql.onDialectOrElse({
      pg: () => sql`SELECT id_posicion FROM posiciones WHERE id_posicion = ${position} FOR UPDATE`,
      orElse: () => Effect.void,
    })
    const self = stored?.id_prorrateo ?? -1
    const start = request.f_inicio
    const end = request.f_fin ?? "9999-12-31"
    const clash = yield* sql`SELECT 1 AS x FROM prorrateos_posicion
      WHERE id_posicion = ${position} AND id_prorrateo <> ${self}
        AND f_inicio <= ${end} AND COALESCE(f_fin, '9999-12-31') >= ${start}`
    if (clash.length > 0) return yield* refuse(409, proratingMessages.traslape)
  })

const checkDestinations = (request: Asked, company: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const [i, row] of destinationsOf(request).entries()) {
      if (row.tipo === "D" && row.id_depto !== null) {
        const [dept] = yield* sql<{ id_empresa: number; ve: unknown }>`
          SELECT d.id_empresa, CASE WHEN ${scopeCondition(sql, "centro_trabajo", "d.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS ve
          FROM departamentos d WHERE d.id_depto = ${row.id_depto}`
        if (dept === undefined || dept.id_empresa !== company) return yield* refuse(400, proratingServerMessages.departamento(i + 1))
        if (!isVisible(dept.ve)) return yield* forbidden()
      }
      if (row.tipo === "P" && row.id_proyecto !== null) {
        const found = yield* sql`SELECT 1 AS x FROM proyectos
          WHERE id_proyecto = ${row.id_proyecto} AND id_empresa = ${company} AND tipo_proyecto = ${costProjectType}`
        if (found.length === 0) return yield* refuse(400, proratingServerMessages.proyecto(i + 1))
      }
    }
  })

const destinationsTable = "prorrateos_posicion_destinos"

export const positionProratingTable: RecordTable<Prorating> = {
  descriptor: positionProrating,
  endpoints: positionProratingEndpoints,
  entity: "prorrateo de posición",
  table: "prorrateos_posicion",
  from: `prorrateos_posicion t
    JOIN posiciones p ON p.id_posicion = t.id_posicion
    JOIN puestos pu ON pu.id_puesto = p.id_puesto`,
  expressions: {
    id_empresa: "p.id_empresa",
    id_centro_trabajo: "p.id_centro_trabajo",
    posicion: "p.id_posicion || ' · ' || p.n_posicion",
    n_puesto: "pu.n_puesto",
    vigencia: "t.f_inicio",
    // The open end as the last day a date field takes (isRealDate stops at 2999).
    fin_vigencia: "COALESCE(t.f_fin, '2999-12-31')",
    destinos_n: `(SELECT COUNT(*) FROM ${destinationsTable} x WHERE x.id_prorrateo = t.id_prorrateo)`,
    // Rounded: SQLite adds the stored REALs as floats (60 + 39.99), the answer keeps two decimals.
    suma: `(SELECT ROUND(COALESCE(SUM(x.porcentaje), 0), 2) FROM ${destinationsTable} x WHERE x.id_prorrateo = t.id_prorrateo)`,
  },
  children: { destinos: { table: destinationsTable, parent: { id_prorrateo: "id_prorrateo" }, order: "orden" } },
  generatedKey: () => nextSerialKey("prorrateos_posicion"),
  hooks: {
    // The company and centre are the position's: only the header's own columns are stored.
    toColumns: (request) => Effect.succeed({ id_posicion: request.id_posicion, f_inicio: request.f_inicio, f_fin: request.f_fin }),
    beforeWrite: (request, _mode, stored, ctx) =>
      Effect.gen(function* () {
        const position = yield* checkPosition(request, ctx.principal)
        yield* checkDestinations(request, position.id_empresa, ctx.principal)
        yield* checkOverlap(request, stored)
      }),
  },
}
