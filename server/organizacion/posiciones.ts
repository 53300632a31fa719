import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { positions, positionsEndpoints } from "../../domain/organizacion/posiciones"
import { chiefProblem, positionMessages } from "../../domain/organizacion/posiciones-rules"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { scopeCondition } from "../records/queries"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import type { RecordTable } from "../records/table"
import { todayInMexico } from "./in-force"
import { isVisible } from "../records/visible"
import { checkPlacedCentre } from "./workplace-checks"
import { chainAbove } from "./parent-chain"
import { fullNameSql } from "../records/person-name"

// Posiciones: stored as described. What is its own, checked in the write's transaction (the
// legacy /posiciones/create and /update run these same hooks through the resource's handlers):
// - the centre is of the company, and neither changes once the position exists;
// - the department is of the centre, the puesto of the company and active;
// - the chief exists, is of the company and visible to the caller (403 otherwise), is in force
//   on f_inicio, and is neither the position itself nor any position under it;
// - a position in force from today on is not created (nor moved to another puesto) once the
//   puesto's positions in force reach its plazas_autorizadas: counted while the puesto's row is
//   held, so two creates at once cannot both take the last seat;
// - an end date is refused while subordinates stay in force after it;
// - a position ever occupied, or with subordinates, is not deleted (it is given an end date).

type Position = typeof positions
type Asked = RequestOf<Position>
type Stored = EntityOf<Position>

const str = (v: string | null): string | null => (v !== "" ? v : null)

/** How far a chief chain is walked: far past any real tree, so a loop stored by hand still ends. */
const walkLimit = 64

/** The chain above a position: its chief, that one's chief, ... (nearest first). */
export const chiefChain = (idPosicion: string) =>
  Effect.map(chainAbove("posiciones", idPosicion, walkLimit), (links) => links.map((l) => String(l.id)))

/** Advisory-lock namespace of the position trees (a constant no other lock uses). */
const treeLockSpace = 5_500

/** Holds one company's position tree (PostgreSQL; SQLite has one writer at a time already). */
const lockCompanyPositions = (idEmpresa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.onDialectOrElse({
      pg: () => Effect.asVoid(sql`SELECT COUNT(*) AS n FROM (SELECT pg_advisory_xact_lock(CAST(${treeLockSpace} AS INTEGER), CAST(${idEmpresa} AS INTEGER))) l`),
      orElse: () => Effect.void,
    })
  })

const checkPlace = (request: Asked, stored: Stored | undefined) =>
  Effect.gen(function* () {
    yield* checkPlacedCentre(request, stored, positionMessages)
    const sql = yield* SqlClient.SqlClient
    const depto = yield* sql`SELECT 1 AS x FROM departamentos WHERE id_depto = ${request.id_depto} AND id_centro_trabajo = ${request.id_centro_trabajo}`
    if (depto.length === 0) return yield* refuse(400, positionMessages.departamentoDeCentro)
  })

const checkPuesto = (request: Asked, stored: Stored | undefined) =>
  Effect.gen(function* () {
    const puesto = request.id_puesto
    // A puesto deactivated since keeps the positions it already has.
    if (stored !== undefined && stored.id_puesto === puesto) return
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM puestos WHERE id_puesto = ${puesto} AND id_empresa = ${request.id_empresa} AND activo = '1'`
    if (rows.length === 0) return yield* refuse(400, positionMessages.puestoDeEmpresa)
  })

const checkChief = (request: Asked, principal: Principal) =>
  Effect.gen(function* () {
    const chief = str(request.id_posicion_jefe)
    if (chief === null) return
    const id = request.id_posicion
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_empresa: number; vigente: unknown; ve: unknown }>`
      SELECT p.id_empresa,
        CASE WHEN p.f_inicio <= ${request.f_inicio} AND (p.f_fin IS NULL OR p.f_fin >= ${request.f_inicio}) THEN 1 ELSE 0 END AS vigente,
        CASE WHEN ${scopeCondition(sql, "centro_trabajo", "p.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS ve
      FROM posiciones p WHERE p.id_posicion = ${chief}`
    if (row === undefined) return yield* refuse(400, positionMessages.jefeNoExiste)
    if (!isVisible(row.ve)) return yield* forbidden()
    if (row.id_empresa !== request.id_empresa) return yield* refuse(400, positionMessages.jefeOtraEmpresa)
    yield* lockCompanyPositions(request.id_empresa)
    const problem = chiefProblem(id, chief, yield* chiefChain(chief))
    if (problem !== undefined) return yield* refuse(400, problem)
    if (!isVisible(row.vigente)) return yield* refuse(400, positionMessages.jefeNoVigente)
  })

/** Whether a position ending on `f_fin` (null: open) is in force on `today` or after. */
const inForceFrom = (f_fin: string | null, today: string): boolean => f_fin === null || f_fin >= today

/** The puesto's cap, counted while its row is held (FOR UPDATE on PostgreSQL). */
const checkPlazas = (request: Asked, stored: Stored | undefined) =>
  Effect.gen(function* () {
    const today = yield* todayInMexico
    if (!inForceFrom(request.f_fin, today)) return
    const puesto = request.id_puesto
    // An edit takes a seat only when it moves the position to another puesto or reopens it.
    if (stored !== undefined && stored.id_puesto === puesto && inForceFrom(stored.f_fin, today)) return
    const sql = yield* SqlClient.SqlClient
    const lock = sql.onDialectOrElse({ pg: () => sql.literal("FOR UPDATE"), orElse: () => sql.literal("") })
    const [cap] = yield* sql<{ plazas_autorizadas: number | string }>`SELECT plazas_autorizadas FROM puestos WHERE id_puesto = ${puesto} ${lock}`
    const [count] = yield* sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM posiciones
      WHERE id_puesto = ${puesto} AND (f_fin IS NULL OR f_fin >= ${today}) AND id_posicion <> ${request.id_posicion}`
    if (Number(count?.n ?? 0) >= Number(cap?.plazas_autorizadas ?? 0)) return yield* refuse(409, positionMessages.plazas)
  })

/** Subordinates still in force after the end date the request gives. */
const checkEnd = (request: Asked, stored: Stored | undefined) =>
  Effect.gen(function* () {
    const end = str(request.f_fin)
    if (stored === undefined || end === null || end === str(stored.f_fin)) return
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM posiciones WHERE id_posicion_jefe = ${request.id_posicion} AND (f_fin IS NULL OR f_fin > ${end}) LIMIT 1`
    if (rows.length > 0) return yield* refuse(409, positionMessages.dependientesVigentes)
  })

/** The occupant on the database's day (a list expression takes no parameter). */
const occupantName = `(SELECT ${fullNameSql("e")}
    FROM ocupaciones_posicion o JOIN empleados e ON e.id_empleado = o.id_empleado
    WHERE o.id_posicion = t.id_posicion AND o.f_inicio <= CURRENT_DATE AND (o.f_fin IS NULL OR o.f_fin >= CURRENT_DATE)
    ORDER BY o.f_inicio DESC LIMIT 1)`

const stateToday = `(CASE WHEN NOT (t.f_inicio <= CURRENT_DATE AND (t.f_fin IS NULL OR t.f_fin >= CURRENT_DATE)) THEN 'B'
    WHEN EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = t.id_posicion
      AND o.f_inicio <= CURRENT_DATE AND (o.f_fin IS NULL OR o.f_fin >= CURRENT_DATE)) THEN 'O'
    ELSE 'V' END)`

export const positionsTable: RecordTable<Position> = {
  descriptor: positions,
  endpoints: positionsEndpoints,
  entity: "posición",
  table: "posiciones",
  from: `posiciones t
    JOIN puestos pu ON pu.id_puesto = t.id_puesto
    JOIN departamentos d ON d.id_depto = t.id_depto
    LEFT JOIN posiciones pj ON pj.id_posicion = t.id_posicion_jefe`,
  expressions: {
    n_puesto: "pu.n_puesto",
    n_depto: "d.n_depto",
    n_posicion_jefe: "pj.n_posicion",
    n_empleado: occupantName,
    estado: stateToday,
  },
  hooks: {
    beforeWrite: (request, _mode, stored, ctx) =>
      Effect.gen(function* () {
        yield* checkPlace(request, stored)
        yield* checkPuesto(request, stored)
        yield* checkChief(request, ctx.principal)
        yield* checkEnd(request, stored)
        yield* checkPlazas(request, stored)
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = stored.id_posicion
        const occupied = yield* sql`SELECT 1 AS x FROM ocupaciones_posicion WHERE id_posicion = ${id} LIMIT 1`
        const subordinates = yield* sql`SELECT 1 AS x FROM posiciones WHERE id_posicion_jefe = ${id} LIMIT 1`
        if (occupied.length > 0 || subordinates.length > 0) return yield* refuse(409, positionMessages.ocupadaODependientes)
      }),
    // A never-occupied seat's cost split belongs to it alone.
    cascade: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = stored.id_posicion
        yield* sql`DELETE FROM prorrateos_posicion_destinos WHERE id_prorrateo IN (SELECT id_prorrateo FROM prorrateos_posicion WHERE id_posicion = ${id})`
        yield* sql`DELETE FROM prorrateos_posicion WHERE id_posicion = ${id}`
      }),
  },
}
