import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, Schema } from "effect"
import { jobProfileSectionEndpoints } from "../../domain/organizacion/gestionar-puestos-api"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { writableFields } from "../../domain/records/descriptor"
import type { AnyField } from "../../domain/records/field"
import { type ProfileSection, type SectionId, competencyTypeOf, profileSections, sectionMessages } from "../../domain/organizacion/gestionar-puestos-sections"
import { jobProfileMessages, jobProfilesEndpoints } from "../../domain/organizacion/gestionar-puestos"
import { messages } from "../../domain/messages"
import { auditNote } from "../audit/trail"
import { type ApiFailure, refuse } from "../http/failure"
import { type Handler, type HandlerContext, type HandlersOf, principalOf, ok } from "../http/handler"
import type { Principal } from "../auth/principal"
import { recordHandlers } from "../records/handlers"
import { rowSchemaOf } from "../records/queries"
import { readRecord } from "../records/read-record"
import { type Row, asRecordTable } from "../records/table"
import { checkCompetencyTypes, jobProfilesTable } from "./gestionar-puestos"

// The one get and store pair of every job profile section. A section's description
// (domain/organizacion/gestionar-puestos-sections.ts) says its fields; `storage` below says
// where they live: a one-row table keyed by the puesto for its scalar fields, a table per rows
// field (keyed by the puesto and `orden`, plus the fixed columns that tell its rows apart, such
// as the competency type), and what the database must judge beyond the fields' own rules. Every
// table and column name is a server constant; the request only brings values.
//
// A store replaces what the section holds (its scalar row and its rows) in the request's
// transaction, with an audit row holding the section before and after. Generales is the puesto
// record: its get and store are the Puestos resource's read and update (same checks, same audit).

type Sql = SqlClient.SqlClient

interface RowsTable {
  readonly table: string
  /** Columns whose value is fixed for the section (the competency type). */
  readonly fixed?: Readonly<Record<string, string>>
}

/** The puesto a section belongs to, as the checks need it. */
interface Puesto {
  readonly id_puesto: string
  readonly id_empresa: number
  readonly tipo_puesto: string
}

interface SectionStorage {
  /** The one-row table of the section's scalar fields. */
  readonly table?: string
  readonly rows?: Readonly<Record<string, RowsTable>>
  /** What only the database can judge, in the store's transaction, before anything changes. */
  readonly check?: (request: Row, puesto: Puesto) => Effect.Effect<void, ApiFailure | SqlError, SqlClient.SqlClient>
}

const listOf = (request: Row, field: string): ReadonlyArray<Row> => (Array.isArray(request[field]) ? (request[field] as ReadonlyArray<Row>) : [])

const competencyStorage = (section: SectionId): SectionStorage => {
  const tipo = competencyTypeOf[section] ?? "O"
  return {
    rows: { competencias: { table: "puestos_competencias", fixed: { tipo } } },
    check: (request, puesto) =>
      Effect.gen(function* () {
        const items = listOf(request, "competencias")
        if (tipo === "P" && items.length > 0 && puesto.tipo_puesto !== "O") return yield* refuse(400, sectionMessages.soloOperativo)
        yield* checkCompetencyTypes(items, tipo)
      }),
  }
}

/** Internal relations name a department or a puesto of the puesto's own company. */
const checkRelations = (request: Row, puesto: Puesto) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const [i, item] of listOf(request, "relaciones").entries()) {
      const [row] =
        typeof item.id_depto === "number"
          ? yield* sql<{ id_empresa: number }>`SELECT id_empresa FROM departamentos WHERE id_depto = ${item.id_depto}`
          : yield* sql<{ id_empresa: number }>`SELECT id_empresa FROM puestos WHERE id_puesto = ${String(item.id_puesto_relacion)}`
      if (row === undefined || row.id_empresa !== puesto.id_empresa) {
        return yield* refuse(400, `Relaciones internas, renglón ${i + 1}: el departamento o puesto no es de la empresa del puesto`)
      }
    }
  })

const storage: Readonly<Record<Exclude<SectionId, "generales">, SectionStorage>> = {
  perfil: { table: "puestos_perfil" },
  "exp-laboral": { rows: { experiencia: { table: "puestos_experiencia" } } },
  idiomas: { rows: { idiomas: { table: "puestos_idiomas" } } },
  finalidades: { rows: { finalidades: { table: "puestos_finalidades" } } },
  software: { rows: { software: { table: "puestos_software" } } },
  "competencias-organizacionales": competencyStorage("competencias-organizacionales"),
  "competencias-tecnicas": competencyStorage("competencias-tecnicas"),
  "competencias-operativas": competencyStorage("competencias-operativas"),
  "relaciones-internas": { rows: { relaciones: { table: "puestos_relaciones_internas" } }, check: checkRelations },
  "relaciones-externas": { rows: { relaciones: { table: "puestos_relaciones_externas" } } },
  entornos: { rows: { entornos: { table: "puestos_entornos" } } },
  dimensiones: { table: "puestos_dimensiones" },
}

/** A section's scalar fields (its key and rows apart) and the rows fields, computed once. */
interface Shape {
  readonly scalars: Readonly<Record<string, AnyField>>
  readonly rows: ReadonlyArray<readonly [string, Readonly<Record<string, AnyField>>]>
}

const shapes = new Map<SectionId, Shape>(
  profileSections.map((s) => {
    const fields = writableFields(s.descriptor).filter(([name]) => name !== "id_puesto")
    return [
      s.id,
      {
        scalars: Object.fromEntries(fields.filter(([, f]) => f.kind !== "rows")),
        rows: fields.flatMap(([name, f]) => (f.rows === undefined ? [] : [[name, Object.fromEntries(Object.entries(f.rows.fields).filter(([, c]) => c.derived !== true))] as const])),
      },
    ]
  }),
)

const decodeRows = (fields: Readonly<Record<string, AnyField>>, rows: ReadonlyArray<unknown>) =>
  Effect.orDie(Schema.decodeUnknown(Schema.Array(rowSchemaOf(fields)))(rows))

/** The puesto named, or the refusal: 404 when no puesto has that key, 403 when its company is not the caller's. */
/** The puesto as its resource reads it (403 outside the caller's companies), with the puesto's own 404. */
const visibleRecord = (id_puesto: string, principal: Principal) =>
  readRecord(jobProfilesTable, { id_puesto }, principal).pipe(
    Effect.catchIf(
      (e) => e._tag === "ApiFailure" && e.status === 404,
      () => refuse(404, jobProfileMessages.noExiste),
    ),
  )

const visiblePuesto = (id: string, principal: Principal) =>
  Effect.map(visibleRecord(id, principal), (r): Puesto => ({ id_puesto: r.id_puesto, id_empresa: r.id_empresa, tipo_puesto: r.tipo_puesto }))

const fixedWhere = (sql: Sql, id: string, fixed: Readonly<Record<string, string>> | undefined) =>
  sql.and([sql`id_puesto = ${id}`, ...Object.entries(fixed ?? {}).map(([column, value]) => sql`${sql.literal(column)} = ${value}`)])

/** What a section holds for a puesto: scalars (null while never saved) and rows in order. */
const readSection = (id: Exclude<SectionId, "generales">, puesto: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const shape = shapes.get(id) ?? { scalars: {}, rows: [] }
    const where = storage[id]
    const out: Record<string, unknown> = { id_puesto: puesto }
    const scalarNames = Object.keys(shape.scalars)
    if (where.table !== undefined && scalarNames.length > 0) {
      const found = yield* sql`SELECT ${sql.literal(scalarNames.join(", "))} FROM ${sql.literal(where.table)} WHERE id_puesto = ${puesto}`
      const [row] = yield* decodeRows(shape.scalars, found)
      for (const name of scalarNames) out[name] = row?.[name] ?? null
    }
    for (const [name, fields] of shape.rows) {
      const table = where.rows?.[name]
      if (table === undefined) continue
      const found = yield* sql`SELECT ${sql.literal(Object.keys(fields).join(", "))} FROM ${sql.literal(table.table)}
        WHERE ${fixedWhere(sql, puesto, table.fixed)} ORDER BY orden`
      out[name] = yield* decodeRows(fields, found)
    }
    return out
  })

/** Replaces what a section holds with the request's values (the caller's transaction). */
const writeSection = (id: Exclude<SectionId, "generales">, puesto: string, request: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const shape = shapes.get(id) ?? { scalars: {}, rows: [] }
    const where = storage[id]
    if (where.table !== undefined) {
      const values = Object.fromEntries(Object.keys(shape.scalars).map((name) => [name, request[name] ?? null]))
      yield* sql`DELETE FROM ${sql.literal(where.table)} WHERE id_puesto = ${puesto}`
      yield* sql`INSERT INTO ${sql.literal(where.table)} ${sql.insert({ id_puesto: puesto, ...values })}`
    }
    for (const [name, fields] of shape.rows) {
      const table = where.rows?.[name]
      if (table === undefined) continue
      yield* sql`DELETE FROM ${sql.literal(table.table)} WHERE ${fixedWhere(sql, puesto, table.fixed)}`
      const items = listOf(request, name).map((item, i) => ({
        id_puesto: puesto,
        ...table.fixed,
        orden: i + 1,
        ...Object.fromEntries(Object.keys(fields).map((f) => [f, item[f] ?? null])),
      }))
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < items.length; i += 100) yield* sql`INSERT INTO ${sql.literal(table.table)} ${sql.insert(items.slice(i, i + 100))}`
    }
  })

const puestoTable = recordHandlers(asRecordTable(jobProfilesTable))
const recordRead = puestoTable[jobProfilesEndpoints.read.name] as Handler<AnyEndpoint>
const recordWrite = puestoTable[jobProfilesEndpoints.write.name] as Handler<AnyEndpoint>

/** Generales: the puesto record's read. */
export const readGenerales = (id: string, context: HandlerContext) =>
  Effect.flatMap(principalOf(context), (principal) => visibleRecord(id, principal))

/** Generales: the puesto record's update (its checks and audit row), for the section's store and /puesto/editar. */
export const storeGenerales = (request: Row, context: HandlerContext) =>
  recordWrite({ ...request, _method: "PUT", id: String(request.id_puesto) }, context)

const sectionHandlers = (s: ProfileSection): { readonly get: Handler<AnyEndpoint>; readonly store: Handler<AnyEndpoint> } => {
  if (s.id === "generales") {
    return {
      get: (request: Row, context: HandlerContext) => recordRead({ id: String(request.id_puesto) }, context),
      store: (request: Row, context: HandlerContext) => storeGenerales(request, context),
    } as unknown as { readonly get: Handler<AnyEndpoint>; readonly store: Handler<AnyEndpoint> }
  }
  const id = s.id
  const get = (request: Row, context: HandlerContext) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const puesto = yield* visiblePuesto(String(request.id_puesto), principal)
      return ok(yield* readSection(id, puesto.id_puesto))
    })
  const store = (request: Row, context: HandlerContext) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const puesto = yield* visiblePuesto(String(request.id_puesto), principal)
      const check = storage[id].check
      if (check !== undefined) yield* check(request, puesto)
      const before = yield* readSection(id, puesto.id_puesto)
      yield* writeSection(id, puesto.id_puesto, request)
      const after = yield* readSection(id, puesto.id_puesto)
      yield* auditNote(context, { entidad: "puesto", clave: `id_puesto=${puesto.id_puesto}, seccion=${id}`, antes: before, despues: after })
      return ok(after, messages.datosGuardados)
    })
  return { get, store } as unknown as { readonly get: Handler<AnyEndpoint>; readonly store: Handler<AnyEndpoint> }
}

/**
 * The handlers of every section's pair, by endpoint name. They are built from the sections'
 * list (the endpoints name each section's calls by its path), so the object's keys are the
 * endpoints' names by construction; the type is asserted once here.
 */
export const jobProfileSectionHandlers = Object.fromEntries(
  Object.entries(jobProfileSectionEndpoints).map(([name, e]) => {
    const section = profileSections.find((s) => e.path === `/get-info-puesto-${s.id}` || e.path === `/store-info-puesto-${s.id}`)
    if (section === undefined) throw new Error(`no section for ${name}`)
    const pair = sectionHandlers(section)
    return [name, e.path.startsWith("/get-") ? pair.get : pair.store]
  }),
) as unknown as HandlersOf<typeof jobProfileSectionEndpoints>
