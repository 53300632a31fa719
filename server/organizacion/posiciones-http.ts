import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import {
  type Estado,
  type OpcionesPosicion,
  type PosicionEnFecha,
  type PosicionLibre,
  defaultPositionRows,
  type organizationPositionsEndpoints,
} from "../../domain/organizacion/posiciones-api"
import { containsPattern, foldSql } from "../../domain/records/fold"
import { positionsEndpoints } from "../../domain/organizacion/posiciones"
import { daysBetween, defaultKeyPattern, keyPattern, nextKey, positionMessages } from "../../domain/organizacion/posiciones-rules"
import type { Principal } from "../auth/principal"
import { ApiFailure, notFound } from "../http/failure"
import type { Handler, HandlerContext, HandlersOf } from "../http/handler"
import { principalOf, ok } from "../http/handler"
import { recordHandlers } from "../records/handlers"
import { scopeCondition } from "../records/queries"
import { readRecord } from "../records/read-record"
import { asRecordTable } from "../records/table"
import { todayInMexico } from "./in-force"
import { positionsTable } from "./posiciones"
import { dateTextSql } from "../records/date-text"
import { numOrNull, textOrNull } from "../records/stored-values"

// The positions' hand-written calls. The legacy writes (create, update, delete) are the records
// resource's own handlers under the old paths, so they run the same hooks (positions.ts) and
// write the same audit; duplicar builds a create request from the source and runs that same
// create. The two reads take a date, which the resource's list cannot (its expressions are
// fixed SQL): every one is limited to the positions of the caller's work centres.

type Sql = SqlClient.SqlClient
type Stored = Readonly<Record<string, unknown>>

const resource = recordHandlers(asRecordTable(positionsTable))
const createHandler = resource[positionsEndpoints.create.name] as Handler<typeof positionsEndpoints.create>
const writeHandler = resource[positionsEndpoints.write.name] as Handler<typeof positionsEndpoints.write>

interface Where {
  readonly fecha?: string | undefined
  readonly id_empresa?: number | undefined
  readonly id_centro_trabajo?: number | undefined
  readonly id_depto?: number | undefined
  readonly id_puesto?: string | undefined
  readonly estado?: Estado | undefined
  readonly buscar?: string | undefined
}

/** The page asked for, within the pages there are. */
const paging = (request: { readonly pagina?: number | undefined; readonly por_pagina?: number | undefined }, total: number) => {
  const por_pagina = request.por_pagina ?? defaultPositionRows
  const pages = Math.max(1, Math.ceil(total / por_pagina))
  return { pagina: Math.min(request.pagina ?? 1, pages), por_pagina }
}

const vigente = (sql: Sql, day: string): Fragment => sql`t.f_inicio <= ${day} AND (t.f_fin IS NULL OR t.f_fin >= ${day})`

const conditions = (sql: Sql, principal: Principal, where: Where, day: string): Fragment => {
  const term = where.buscar?.trim() ?? ""
  const like = (column: string) => sql`${sql.literal(foldSql(column))} LIKE ${containsPattern(term)} ESCAPE ${sql.literal("'\\'")}`
  const estado =
    where.estado === "B"
      ? [sql`NOT (${vigente(sql, day)})`]
      : where.estado === "O"
        ? [vigente(sql, day), sql`o.id_empleado IS NOT NULL`]
        : where.estado === "V"
          ? [vigente(sql, day), sql`o.id_empleado IS NULL`]
          : []
  return sql.and([
    scopeCondition(sql, "centro_trabajo", "t.id_centro_trabajo", principal),
    ...(where.id_empresa === undefined ? [] : [sql`t.id_empresa = ${where.id_empresa}`]),
    ...(where.id_centro_trabajo === undefined ? [] : [sql`t.id_centro_trabajo = ${where.id_centro_trabajo}`]),
    ...(where.id_depto === undefined ? [] : [sql`t.id_depto = ${where.id_depto}`]),
    ...(where.id_puesto === undefined ? [] : [sql`t.id_puesto = ${where.id_puesto}`]),
    ...(term === "" ? [] : [sql.or([like("t.id_posicion"), like("t.n_posicion")])]),
    ...estado,
  ])
}

/** The positions with their occupant on `day` (one occupation row per seat and day). */
const fromOn = (sql: Sql, day: string): Fragment => sql`posiciones t
  JOIN centros_trabajo ct ON ct.id_centro_trabajo = t.id_centro_trabajo
  JOIN departamentos d ON d.id_depto = t.id_depto
  JOIN puestos pu ON pu.id_puesto = t.id_puesto
  LEFT JOIN posiciones pj ON pj.id_posicion = t.id_posicion_jefe
  LEFT JOIN ocupaciones_posicion o ON o.id_posicion = t.id_posicion AND o.f_inicio <= ${day} AND (o.f_fin IS NULL OR o.f_fin >= ${day})
  LEFT JOIN empleados e ON e.id_empleado = o.id_empleado`

const columns = (sql: Sql, day: string): Fragment => sql`t.id_posicion, t.n_posicion, t.id_empresa, t.id_centro_trabajo, ct.n_centro_trabajo,
  t.id_depto, d.n_depto, t.id_puesto, pu.n_puesto, t.id_posicion_jefe, pj.n_posicion AS n_posicion_jefe,
  ${dateTextSql(sql, "t.f_inicio")} AS f_inicio, ${dateTextSql(sql, "t.f_fin")} AS f_fin, o.id_empleado,
  CASE WHEN e.id_empleado IS NULL THEN NULL ELSE e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') END AS n_empleado,
  CASE WHEN NOT (${vigente(sql, day)}) THEN 'B' WHEN o.id_empleado IS NOT NULL THEN 'O' ELSE 'V' END AS estado`

const toPosition = (r: Stored): PosicionEnFecha => ({
  id_posicion: String(r.id_posicion),
  n_posicion: String(r.n_posicion),
  id_empresa: Number(r.id_empresa),
  id_centro_trabajo: Number(r.id_centro_trabajo),
  n_centro_trabajo: String(r.n_centro_trabajo),
  id_depto: Number(r.id_depto),
  n_depto: String(r.n_depto),
  id_puesto: String(r.id_puesto),
  n_puesto: String(r.n_puesto),
  id_posicion_jefe: textOrNull(r.id_posicion_jefe),
  n_posicion_jefe: textOrNull(r.n_posicion_jefe),
  f_inicio: String(r.f_inicio),
  f_fin: textOrNull(r.f_fin),
  id_empleado: numOrNull(r.id_empleado),
  n_empleado: textOrNull(r.n_empleado),
  estado: r.estado === "O" ? "O" : r.estado === "V" ? "V" : "B",
})

/** The next free key of a pattern, read in the caller's transaction. */
const freeKey = (pattern: { readonly prefix: string; readonly width: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const prefix = pattern.prefix.toUpperCase()
    const rows = yield* sql<{ id_posicion: string }>`SELECT id_posicion FROM posiciones WHERE UPPER(id_posicion) LIKE ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE ${sql.literal("'\\'")}`
    return nextKey(pattern, rows.map((r) => String(r.id_posicion)))
  })

/** The source position's vigente prorating copied onto the new one, starting today. */
const copyProrating = (from: string, to: string, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [header] = yield* sql<{ id_prorrateo: number | string; f_fin: string | null }>`
      SELECT id_prorrateo, ${dateTextSql(sql, "f_fin")} AS f_fin FROM prorrateos_posicion
      WHERE id_posicion = ${from} AND f_inicio <= ${today} AND (f_fin IS NULL OR f_fin >= ${today})
      ORDER BY f_inicio DESC LIMIT 1`
    if (header === undefined) return
    const [created] = yield* sql<{ id_prorrateo: number | string }>`
      INSERT INTO prorrateos_posicion ${sql.insert({ id_posicion: to, f_inicio: today, f_fin: header.f_fin })} RETURNING id_prorrateo`
    if (created === undefined) return
    yield* sql`INSERT INTO prorrateos_posicion_destinos (id_prorrateo, orden, tipo, id_depto, id_proyecto, porcentaje)
      SELECT ${Number(created.id_prorrateo)}, orden, tipo, id_depto, id_proyecto, porcentaje
      FROM prorrateos_posicion_destinos WHERE id_prorrateo = ${Number(header.id_prorrateo)}`
  })

/** The stored position a request names, or the refusal (404 absent, 403 outside the caller's centres). */
const visiblePosition = (id: string, principal: Principal) =>
  readRecord(positionsTable, { id_posicion: id.toUpperCase() }, principal).pipe(
    Effect.catchIf(
      (e) => e._tag === "ApiFailure" && e.status === 404,
      () => notFound(),
    ),
  )

const duplicate = (id: string, context: HandlerContext) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    const source = yield* visiblePosition(id, principal)
    const key = yield* freeKey(keyPattern(source.id_posicion))
    if (key === undefined) return yield* new ApiFailure({ status: 409, message: positionMessages.sinClaveLibre })
    const today = yield* todayInMexico
    const request = {
      id_posicion: key,
      n_posicion: source.n_posicion,
      id_empresa: source.id_empresa,
      id_centro_trabajo: source.id_centro_trabajo,
      id_depto: source.id_depto,
      id_puesto: source.id_puesto,
      id_posicion_jefe: source.id_posicion_jefe,
      f_inicio: today,
      f_fin: null,
    }
    const created = yield* createHandler(request as Parameters<typeof createHandler>[0], context)
    yield* copyProrating(source.id_posicion, key, today)
    return created
  })

export const organizationPositionsHandlers: HandlersOf<typeof organizationPositionsEndpoints> = {
  getPosiciones: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const day = request.fecha ?? (yield* todayInMexico)
      const where = conditions(sql, principal, request, day)
      const [counted] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${fromOn(sql, day)} WHERE ${where}`
      const total = Number(counted?.n ?? 0)
      const { pagina, por_pagina } = paging(request, total)
      const rows = yield* sql<Stored>`SELECT ${columns(sql, day)} FROM ${fromOn(sql, day)} WHERE ${where}
        ORDER BY t.id_posicion LIMIT ${por_pagina} OFFSET ${(pagina - 1) * por_pagina}`
      return ok({ registros: rows.map(toPosition), total, pagina, por_pagina })
    }),

  getPosicionesLibres: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const day = request.fecha ?? (yield* todayInMexico)
      const where = conditions(sql, principal, { ...request, estado: "V" }, day)
      const [counted] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${fromOn(sql, day)} WHERE ${where}`
      const total = Number(counted?.n ?? 0)
      const { pagina, por_pagina } = paging(request, total)
      // Vacant since the day the last occupant left, else since the position began: the longest first.
      const lastExit = sql`(SELECT ${dateTextSql(sql, "MAX(x.f_fin)")} FROM ocupaciones_posicion x WHERE x.id_posicion = t.id_posicion AND x.f_fin < ${day})`
      const rows = yield* sql<Stored>`SELECT q.* FROM (
          SELECT ${columns(sql, day)}, ${lastExit} AS f_ultima_salida FROM ${fromOn(sql, day)} WHERE ${where}
        ) q
        ORDER BY COALESCE(q.f_ultima_salida, q.f_inicio), q.id_posicion LIMIT ${por_pagina} OFFSET ${(pagina - 1) * por_pagina}`
      const free = rows.map((r): PosicionLibre => {
        const left = textOrNull(r.f_ultima_salida)
        const position = toPosition(r)
        return { ...position, f_ultima_salida: left, dias_vacante: Math.max(0, daysBetween(left ?? position.f_inicio, day)) }
      })
      return ok({ registros: free, total, pagina, por_pagina })
    }),

  getPosicionesOpciones: ({ id_empresa, id_centro_trabajo }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const today = yield* todayInMexico
      const puestos = yield* sql<{ id_puesto: string; n_puesto: string }>`
        SELECT id_puesto, n_puesto FROM puestos WHERE id_empresa = ${id_empresa} AND activo = '1' ORDER BY n_puesto, id_puesto`
      const centre = id_centro_trabajo === undefined ? sql.literal("1=1") : sql`t.id_centro_trabajo = ${id_centro_trabajo}`
      const jefes = yield* sql<{ id_posicion: string; n_posicion: string; id_posicion_jefe: string | null }>`
        SELECT t.id_posicion, t.n_posicion, t.id_posicion_jefe FROM posiciones t
        WHERE t.id_empresa = ${id_empresa} AND ${centre} AND ${vigente(sql, today)}
          AND ${scopeCondition(sql, "centro_trabajo", "t.id_centro_trabajo", principal)}
        ORDER BY t.n_posicion, t.id_posicion`
      const result: OpcionesPosicion = {
        puestos: puestos.map((p) => ({ id_puesto: String(p.id_puesto), n_puesto: String(p.n_puesto) })),
        jefes: jefes.map((j) => ({ id_posicion: String(j.id_posicion), n_posicion: String(j.n_posicion), id_posicion_jefe: textOrNull(j.id_posicion_jefe) })),
        siguiente_clave: (yield* freeKey(defaultKeyPattern)) ?? null,
      }
      return ok(result)
    }),

  crearPosicion: (request, context) => createHandler(request, context),

  actualizarPosicion: (request, context) =>
    Effect.map(writeHandler({ ...request, id: String(request.id_posicion), _method: "PUT" } as Parameters<typeof writeHandler>[0], context), (answer) =>
      ok(answer.result ?? request, answer.message),
    ),

  eliminarPosicion: ({ id_posicion }, context) =>
    Effect.map(writeHandler({ id: id_posicion.toUpperCase(), _method: "DELETE" } as Parameters<typeof writeHandler>[0], context), (answer) =>
      ok(null, answer.message),
    ),

  duplicarPosicion: ({ id_posicion }, context) => duplicate(id_posicion, context),
}
