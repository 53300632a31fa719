import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import type { DestinoProrrateo, PosicionProrrateo, Proyecto, organizationProratingEndpoints } from "../../domain/organizacion/prorrateo-posiciones-api"
import { fieldProblemsOf } from "../../domain/api/problems"
import { holdsAny } from "../../domain/catalog"
import { updateSchema } from "../../domain/records/descriptor"
import { positionProrating, positionProratingEndpoints } from "../../domain/organizacion/prorrateo-posiciones"
import { forbidden, invalidRequest } from "../http/failure"
import { type Handler, type HandlerContext, type HandlersOf, principalOf, ok } from "../http/handler"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { recordHandlers } from "../records/handlers"
import { allRows, companyVisible, scopeCondition } from "../records/queries"
import { type Row, asRecordTable } from "../records/table"
import { positionProratingTable } from "./prorrateo-posiciones"
import { dateTextSql } from "../records/date-text"
import { numOrNull, textOrNull } from "../records/stored-values"

// The legacy prorating calls (payloads in domain/organizacion/prorrateo-posiciones-api.ts). They are not a
// second implementation: reads and writes go through the Prorrateo de posiciones resource's own
// handlers (server/records/handlers.ts with ./position-prorating.ts), so the scope, the rules,
// the overlap check and the audit row are the same. A detail call reads the stored prorating,
// changes its destination list, decodes the whole record again with the resource's update
// schema (the sum is a rule of the whole list) and saves it with the resource's write.

type Stored = Readonly<Record<string, unknown>>
interface Answer {
  readonly message: string
  readonly result: Row
}

const generated = recordHandlers(asRecordTable(positionProratingTable)) as Readonly<Record<string, Handler<AnyEndpoint>>>
const handlerOf = (name: string): Handler<AnyEndpoint> => {
  const handler = generated[name]
  if (handler === undefined) throw new Error(`the prorating resource has no handler ${name}`)
  return handler
}
const createHandler = handlerOf(positionProratingEndpoints.create.name)
const writeHandler = handlerOf(positionProratingEndpoints.write.name)
const readHandler = handlerOf(positionProratingEndpoints.read.name)

/** The stored prorating as the resource's read answers it (404 absent, 403 outside the role). */
const readProrating = (id: number, context: HandlerContext) =>
  Effect.map(readHandler({ id: String(id) }, context), (answer) => (answer as unknown as Answer).result)

/** The fields an update takes: the stored record without what is only answered. */
const writableOf = (stored: Row): Row =>
  Object.fromEntries(
    Object.entries(positionProrating.fields)
      .filter(([, f]) => f.derived !== true)
      .map(([name]) => [name, stored[name] ?? null]),
  )

const updateDecoder = Schema.decodeUnknown(updateSchema(positionProrating), { errors: "all", onExcessProperty: "ignore" })

/** Saves a changed record through the resource's write, after decoding it with its rules. */
const saveWhole = (id: number, record: Row, context: HandlerContext) =>
  Effect.gen(function* () {
    const decoded = yield* updateDecoder(record).pipe(Effect.mapError((error) => invalidRequest(fieldProblemsOf(error))))
    const answer = (yield* writeHandler({ ...decoded, _method: "PUT", id: String(id) }, context)) as unknown as Answer
    return ok(answer.result, answer.message)
  })

interface DestinationRow {
  readonly tipo: "D" | "P"
  readonly id_depto: number | null
  readonly id_proyecto: number | null
  readonly porcentaje: number
}

const destinationsOf = (stored: Row): ReadonlyArray<DestinationRow> =>
  Array.isArray(stored.destinos) ? (stored.destinos as ReadonlyArray<DestinationRow>) : []

/** The destination rows of a prorating the caller may read, with their names. */
const destinationDetail = (id: number, context: HandlerContext, onlyDepartments: boolean) =>
  Effect.gen(function* () {
    // The resource's read refuses a prorating outside the caller's centres.
    yield* readProrating(id, context)
    const sql = yield* SqlClient.SqlClient
    const only = onlyDepartments ? sql`x.tipo = 'D'` : sql.literal("1=1")
    const rows = yield* sql<Stored>`
      SELECT x.orden, x.tipo, x.id_depto, d.n_depto, x.id_proyecto, pr.n_proyecto, x.porcentaje
      FROM prorrateos_posicion_destinos x
      LEFT JOIN departamentos d ON d.id_depto = x.id_depto
      LEFT JOIN proyectos pr ON pr.id_proyecto = x.id_proyecto
      WHERE x.id_prorrateo = ${id} AND ${only}
      ORDER BY x.orden`
    return rows.map(
      (r): DestinoProrrateo => ({
        orden: Number(r.orden),
        tipo: r.tipo === "P" ? "P" : "D",
        id_depto: numOrNull(r.id_depto),
        n_depto: textOrNull(r.n_depto),
        id_proyecto: numOrNull(r.id_proyecto),
        n_proyecto: textOrNull(r.n_proyecto),
        porcentaje: Number(r.porcentaje),
      }),
    )
  })

/** Every row of the resource's list matching the legacy filters, in list order. */
const listAll = (query: Row, context: HandlerContext) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    const chunk = 500
    const out: Array<Row> = []
    for (let offset = 0; ; offset += chunk) {
      const page = yield* allRows(asRecordTable(positionProratingTable), query, principal, offset, chunk)
      out.push(...page)
      if (page.length < chunk) return out
    }
  })

export const organizationProratingHandlers: HandlersOf<typeof organizationProratingEndpoints> = {
  getProrrateoPosiciones: ({ id_empresa, id_centro_trabajo, id_posicion, fecha }, context) =>
    Effect.gen(function* () {
      // The resource's filters: "vigente on fecha" is f_inicio <= fecha <= COALESCE(f_fin, ...).
      const query: Record<string, string> = {}
      if (id_empresa !== undefined) query.id_empresa = String(id_empresa)
      if (id_centro_trabajo !== undefined) query.id_centro_trabajo = String(id_centro_trabajo)
      if (id_posicion !== undefined) query.id_posicion = id_posicion
      if (fecha !== undefined) {
        query.f_inicio_hasta = fecha
        query.fin_vigencia_desde = fecha
      }
      return ok(yield* listAll(query, context))
    }),

  getProrrateoPosicionesById: ({ id_prorrateo }, context) => Effect.map(readProrating(id_prorrateo, context), (row) => ok(row)),

  guardarProrrateoPosicion: ({ id_prorrateo, ...record }, context) =>
    Effect.gen(function* () {
      const answer = (
        id_prorrateo === undefined
          ? yield* createHandler(record, context)
          : yield* writeHandler({ ...record, _method: "PUT", id: String(id_prorrateo) }, context)
      ) as unknown as Answer
      return ok(answer.result, answer.message)
    }),

  eliminarProrrateoPosicion: ({ id_prorrateo }, context) =>
    Effect.gen(function* () {
      const answer = (yield* writeHandler({ _method: "DELETE", id: String(id_prorrateo) }, context)) as unknown as Answer
      return ok(null, answer.message)
    }),

  getDataProrrateoPosicion: ({ id_prorrateo }, context) => Effect.map(destinationDetail(id_prorrateo, context, false), (rows) => ok(rows)),

  getDataProrrateoPosicionDepto: ({ id_prorrateo }, context) => Effect.map(destinationDetail(id_prorrateo, context, true), (rows) => ok(rows)),

  guardarInfoProrrateoPosicion: ({ id_prorrateo, destinos }, context) =>
    Effect.gen(function* () {
      const stored = yield* readProrating(id_prorrateo, context)
      return yield* saveWhole(id_prorrateo, { ...writableOf(stored), destinos }, context)
    }),

  guardarInfoProrrateoPosicionDepto: ({ id_prorrateo, destinos }, context) =>
    Effect.gen(function* () {
      const stored = yield* readProrating(id_prorrateo, context)
      const departments = destinos.map((d): DestinationRow => ({ tipo: "D", id_depto: d.id_depto, id_proyecto: null, porcentaje: d.porcentaje }))
      const projects = destinationsOf(stored).filter((d) => d.tipo === "P")
      return yield* saveWhole(id_prorrateo, { ...writableOf(stored), destinos: [...departments, ...projects] }, context)
    }),

  eliminarInfoProrrateoPosicion: ({ id_prorrateo, orden }, context) =>
    Effect.gen(function* () {
      const stored = yield* readProrating(id_prorrateo, context)
      const rows = destinationsOf(stored)
      // Rows are numbered 1, 2, ... in their order, as get-data answers them.
      if (orden > rows.length) return yield* invalidRequest([`El prorrateo no tiene el destino ${orden}`])
      return yield* saveWhole(id_prorrateo, { ...writableOf(stored), destinos: rows.filter((_, i) => i + 1 !== orden) }, context)
    }),

  eliminarInfoProrrateoPosicionDepto: ({ id_prorrateo, id_depto }, context) =>
    Effect.gen(function* () {
      const stored = yield* readProrating(id_prorrateo, context)
      const rows = destinationsOf(stored)
      const kept = rows.filter((d) => !(d.tipo === "D" && d.id_depto === id_depto))
      if (kept.length === rows.length) return yield* invalidRequest(["El departamento no es destino del prorrateo"])
      return yield* saveWhole(id_prorrateo, { ...writableOf(stored), destinos: kept }, context)
    }),

  getProyectosByTipo: ({ tipo_proyecto, id_empresa }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const company = id_empresa === undefined ? sql.literal("1=1") : sql`p.id_empresa = ${id_empresa}`
      // Evaluation cycles (EVA150) are their own table and need their own key; active until closed.
      if (tipo_proyecto === "EVA" && !holdsAny(principal.keys, ["EVA150"])) return yield* forbidden()
      // They read as rows of proyectos: of type EVA and active.
      const source =
        tipo_proyecto === "EVA"
          ? sql`(SELECT id_proyecto, id_empresa, n_proyecto, 'EVA' AS tipo_proyecto, '1' AS activo FROM eva_proyectos WHERE estado <> 'Cerrado')`
          : sql.literal("proyectos")
      const rows = yield* sql<Stored>`
        SELECT p.id_proyecto, p.id_empresa, p.n_proyecto, p.tipo_proyecto, p.activo FROM ${source} p
        WHERE p.tipo_proyecto = ${tipo_proyecto} AND p.activo = '1' AND ${company}
          AND ${companyVisible(sql, sql.literal("p.id_empresa"), principal.id_rol)}
        ORDER BY p.n_proyecto, p.id_proyecto`
      return ok(
        rows.map(
          (r): Proyecto => ({
            id_proyecto: Number(r.id_proyecto),
            id_empresa: Number(r.id_empresa),
            n_proyecto: String(r.n_proyecto),
            tipo_proyecto: String(r.tipo_proyecto),
            activo: String(r.activo) === "1" ? "1" : "0",
          }),
        ),
      )
    }),

  getPosicionesProrrateo: ({ id_centro_trabajo }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<Stored>`
        SELECT p.id_posicion, p.n_posicion, p.id_empresa, p.id_centro_trabajo, pu.n_puesto,
          ${dateTextSql(sql, "p.f_inicio")} AS f_inicio, ${dateTextSql(sql, "p.f_fin")} AS f_fin
        FROM posiciones p JOIN puestos pu ON pu.id_puesto = p.id_puesto
        WHERE p.id_centro_trabajo = ${id_centro_trabajo} AND ${scopeCondition(sql, "centro_trabajo", "p.id_centro_trabajo", principal)}
        ORDER BY p.id_posicion`
      return ok(
        rows.map(
          (r): PosicionProrrateo => ({
            id_posicion: String(r.id_posicion),
            n_posicion: String(r.n_posicion),
            id_empresa: Number(r.id_empresa),
            id_centro_trabajo: Number(r.id_centro_trabajo),
            n_puesto: String(r.n_puesto),
            f_inicio: String(r.f_inicio),
            f_fin: textOrNull(r.f_fin),
          }),
        ),
      )
    }),
}
