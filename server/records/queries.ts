import { SqlClient, SqlSchema } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect, Schema } from "effect"
import type { ScopedRecord } from "../../domain/api/endpoint"
import { type RecordDescriptor, filterFields, keyFields, readableFields, scopeField, searchableFields } from "../../domain/records/descriptor"
import type { AnyField } from "../../domain/records/field"
import { containsPattern, foldSql, foldText } from "../../domain/records/fold"
import { ApiFailure } from "../http/failure"
import type { Principal } from "../auth/principal"
import type { Now } from "../clock"
import { todayInMexico } from "../organizacion/in-force"
import type { ChildTable, Row, RecordTable } from "./table"
import { dateText } from "./date-text"

// The SQL of the generic record handlers. Every table, column and expression comes from the
// server's RecordTable; client values only ever travel as bound parameters.

type Sql = SqlClient.SqlClient

const textKinds = new Set(["text", "textarea", "email", "rfc", "curp", "nss", "postalCode", "phone", "registroPatronal", "clabe", "select", "picker"])
const numericKinds = new Set(["integer", "decimal", "money", "percent"])

/** The SQL expression of an answered field (of a table whose day expressions are resolved). */
export const expressionOf = (t: RecordTable, field: string): string => {
  if (t.dayExpressions?.[field] !== undefined) throw new Error(`${t.table}.${field} depends on the day: read the table through onToday`)
  return t.expressions?.[field] ?? `t.${field}`
}

/** The table with its day expressions written for today in Mexico (the server's clock). */
const onToday = (t: RecordTable): Effect.Effect<RecordTable, never, Now> => {
  const pending = t.dayExpressions
  if (pending === undefined) return Effect.succeed(t)
  return Effect.map(todayInMexico, (today) => {
    // todayInMexico formats the day itself; checked all the same before it is written into SQL.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a day: ${today}`)
    const resolved = Object.fromEntries(Object.entries(pending).map(([field, of]) => [field, of(`'${today}'`)]))
    return { ...t, expressions: { ...t.expressions, ...resolved }, dayExpressions: undefined }
  })
}

/** The SELECT list of a record's answered columns (child rows are read apart). */
const selectList = (sql: Sql, t: RecordTable): string =>
  readableFields(t.descriptor)
    .filter(([, f]) => f.kind !== "rows")
    .map(([name, f]) => `${f.kind === "date" ? dateText(sql, expressionOf(t, name)) : expressionOf(t, name)} AS ${name}`)
    .join(", ")

const fromOf = (t: RecordTable): string => t.from ?? `${t.table} t`

/**
 * A company is the role's when one of its work centres is granted to the role. A company without
 * any work centre has nothing to grant yet: it belongs to the role of the user who created it
 * (`id_rol_alta`), so it does not vanish from its creator's list before its first centre exists,
 * and stays hidden from every other role. Once a centre exists the grants alone decide.
 */
export const companyVisible = (sql: Sql, company: Fragment, idRol: string): Fragment =>
  sql`(EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${idRol} AND pr.permiso = '1' AND pr.id_empresa = ${company})
    OR EXISTS (SELECT 1 FROM empresas sn WHERE sn.id_empresa = ${company} AND sn.id_rol_alta = ${idRol}
      AND NOT EXISTS (SELECT 1 FROM centros_trabajo sc WHERE sc.id_empresa = sn.id_empresa)))`

/** The ids of the work centres granted to the caller's role, as a subquery. */
export const grantedCentres = (sql: Sql, principal: Principal): Fragment =>
  sql`SELECT pr.id_centro_trabajo FROM permisos_rol pr WHERE pr.id_rol = ${principal.id_rol} AND pr.permiso = '1'`

/** The condition that a record's workplace is one of the caller's role (permisos_rol = '1'). */
export const scopeCondition = (sql: Sql, kind: ScopedRecord, column: string, principal: Principal, form: "exists" | "in" = "exists"): Fragment => {
  // Two spellings of one condition. A correlated EXISTS lets a page walk its order's index and
  // probe each row; IN reads the granted centres once, so a count walks the table's
  // (id_centro_trabajo, ...) index by ranges (100,000 employees: 14 ms instead of 120 on SQLite),
  // while for a page it would make SQLite sort every row.
  const granted = (centre: string) =>
    form === "in"
      ? sql`${sql.literal(centre)} IN (${grantedCentres(sql, principal)})`
      : sql`EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${principal.id_rol} AND pr.permiso = '1' AND pr.id_centro_trabajo = ${sql.literal(centre)})`
  switch (kind) {
    case "empresa":
      return companyVisible(sql, sql.literal(column), principal.id_rol)
    case "centro_trabajo":
      return granted(column)
    case "departamento":
      return sql`EXISTS (SELECT 1 FROM departamentos sd WHERE sd.id_depto = ${sql.literal(column)} AND ${granted("sd.id_centro_trabajo")})`
    case "empleado":
      return sql`EXISTS (SELECT 1 FROM empleados se WHERE se.id_empleado = ${sql.literal(column)} AND ${granted("se.id_centro_trabajo")})`
  }
}

const scopeOf = (sql: Sql, t: RecordTable, principal: Principal, form: "exists" | "in" = "exists"): ReadonlyArray<Fragment> => {
  const s = scopeField(t.descriptor)
  return s === undefined ? [] : [scopeCondition(sql, s[1], expressionOf(t, s[0]), principal, form)]
}

const like = (sql: Sql, expression: string, term: string): Fragment =>
  sql`${sql.literal(expression)} LIKE ${containsPattern(term)} ESCAPE ${sql.literal("'\\'")}`

/** FTS5's trigram LIKE takes no ESCAPE: a term with a wildcard character scans instead. */
const indexable = (term: string): boolean => [...foldText(term)].length >= 3 && !/[\\%_]/.test(term)

/** `buscar`: the folded term anywhere in a searchable field (or the stored search column). */
const searchCondition = (sql: Sql, t: RecordTable, term: string, useIndex: boolean): Fragment => {
  if (t.searchColumn === undefined) {
    const searched = searchableFields(t.descriptor).map((f) => foldSql(expressionOf(t, f)))
    return searched.length === 0 ? sql.literal("1=1") : sql.or(searched.map((e) => like(sql, e, term)))
  }
  const column = `t.${t.searchColumn}`
  const index = t.searchIndex
  return sql.onDialectOrElse({
    sqlite: () =>
      useIndex && index !== undefined && indexable(term)
        ? sql`t.rowid IN (SELECT rowid FROM ${sql.literal(index)} WHERE ${sql.literal(t.searchColumn ?? "")} LIKE ${`%${foldText(term)}%`})`
        : like(sql, column, term),
    orElse: () => like(sql, column, term),
  })
}

const badFilter = (field: AnyField) => new ApiFailure({ status: 400, message: `El filtro «${field.label}» no es válido` })

/** The list's WHERE conditions: search, filters and the caller's workplaces. */
const conditionsOf = (
  sql: Sql,
  t: RecordTable,
  query: Readonly<Record<string, unknown>>,
  principal: Principal,
  useIndex = true,
  scopeForm: "exists" | "in" = "exists",
) =>
  Effect.gen(function* () {
    const conditions: Array<Fragment> = [...scopeOf(sql, t, principal, scopeForm)]
    const term = typeof query.buscar === "string" ? query.buscar.trim() : ""
    if (term !== "") conditions.push(searchCondition(sql, t, term, useIndex))
    for (const [name, field] of filterFields(t.descriptor)) {
      const expression = expressionOf(t, name)
      if (field.kind === "date") {
        const from = query[`${name}_desde`]
        const to = query[`${name}_hasta`]
        for (const [value, op] of [
          [from, ">="],
          [to, "<="],
        ] as const) {
          if (typeof value !== "string" || value.trim() === "") continue
          if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return yield* badFilter(field)
          conditions.push(sql`${sql.literal(expression)} ${sql.literal(op)} ${value.trim()}`)
        }
        continue
      }
      const raw = query[name]
      if (typeof raw !== "string" || raw.trim() === "") continue
      const value = raw.trim()
      if (numericKinds.has(field.kind) || (field.kind !== "flag" && isIntegerId(field))) {
        if (!/^-?\d{1,15}(\.\d+)?$/.test(value)) return yield* badFilter(field)
        conditions.push(sql`${sql.literal(expression)} = ${Number(value)}`)
      } else if (field.kind === "flag" || field.choices !== undefined || field.kind === "select" || field.kind === "picker") {
        conditions.push(sql`${sql.literal(expression)} = ${value}`)
      } else if (textKinds.has(field.kind)) {
        conditions.push(like(sql, foldSql(expression), value))
      } else {
        conditions.push(sql`${sql.literal(expression)} = ${value}`)
      }
    }
    return conditions
  })

/** A select or picker whose ids are integers (its value schema takes a number). */
const isIntegerId = (field: AnyField): boolean => (field.kind === "select" || field.kind === "picker") && Schema.is(field.value)(1)

/**
 * The ORDER BY: the chosen sortable field (already checked by the schema), then the key in the
 * same direction, so an index on (field, key) serves the whole order without a sort.
 */
const orderOf = (sql: Sql, t: RecordTable, query: Readonly<Record<string, unknown>>, alias?: string): Fragment => {
  const d = t.descriptor
  const chosen = typeof query.orden === "string" ? query.orden : d.defaultOrder?.field
  const descending = typeof query.orden === "string" ? query.direccion === "desc" : d.defaultOrder?.direction === "desc"
  const direction = chosen !== undefined && descending ? "DESC" : "ASC"
  const name = (field: string) => (alias === undefined ? (t.sortExpressions?.[field] ?? expressionOf(t, field)) : `${alias}.${field}`)
  const fields = [...(chosen === undefined ? [] : [chosen]), ...keyFields(d).filter((k) => k !== chosen)]
  return sql.literal(fields.map((f) => `${name(f)} ${direction}`).join(", "))
}

/**
 * A stored row as the database gives it: PostgreSQL answers NUMERIC and COUNT as text and
 * SQLite may answer a flag or a numeric text column as a number. Each column is decoded into
 * the type its field answers; anything else is a defect of the table, not of the request.
 */
const NumberColumn = Schema.NullOr(Schema.Union(Schema.Number, Schema.NumberFromString))
const TextColumn = Schema.NullOr(
  Schema.Union(Schema.String, Schema.transform(Schema.Number, Schema.String, { strict: true, decode: String, encode: Number })),
)

const columnSchema = (f: AnyField) => (numericKinds.has(f.kind) || isIntegerId(f) ? NumberColumn : TextColumn)

const rowSchemas = new WeakMap<Readonly<Record<string, AnyField>>, Schema.Schema<Row, Row>>()

/** The decoder of a table's rows, built once per descriptor. */
export const rowSchemaOf = (fields: Readonly<Record<string, AnyField>>): Schema.Schema<Row, Row> => {
  const known = rowSchemas.get(fields)
  if (known !== undefined) return known
  const schema = Schema.Struct(
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, f]) => f.kind !== "rows" && f.writeOnly !== true)
        .map(([name, f]) => [name, columnSchema(f)]),
    ),
  ) as unknown as Schema.Schema<Row, Row>
  rowSchemas.set(fields, schema)
  return schema
}

/** Runs a SELECT and decodes its rows with the fields' column schemas. */
const decodedRows = <E, R>(fields: Readonly<Record<string, AnyField>>, query: Effect.Effect<ReadonlyArray<unknown>, E, R>) =>
  SqlSchema.findAll({ Request: Schema.Void, Result: rowSchemaOf(fields), execute: () => query })(undefined).pipe(
    Effect.catchTag("ParseError", (error) => Effect.die(error)),
  )

const Count = Schema.Struct({ n: Schema.Union(Schema.Number, Schema.NumberFromString, Schema.BigIntFromSelf.pipe(Schema.transform(Schema.Number, { strict: true, decode: Number, encode: BigInt }))) })

/**
 * One page in list order, as a deferred join: the inner query walks the order over the key
 * columns alone (an index does), and only the page's own rows are read whole and joined.
 */
const pageQuery = (sql: Sql, t: RecordTable, query: Readonly<Record<string, unknown>>, where: Fragment, limit: number, offset: number) => {
  const keys = keyFields(t.descriptor)
  const sortKeys = [...new Set([...(typeof query.orden === "string" ? [query.orden] : t.descriptor.defaultOrder ? [t.descriptor.defaultOrder.field] : []), ...keys])]
  const inner = sortKeys.map((k) => `${expressionOf(t, k)} AS ${k}`).join(", ")
  const on = keys.map((k) => `${expressionOf(t, k)} = ch_page.${k}`).join(" AND ")
  return sql`SELECT ${sql.literal(selectList(sql, t))} FROM ${sql.literal(fromOf(t))}
    JOIN (SELECT ${sql.literal(inner)} FROM ${sql.literal(t.keyFrom ?? fromOf(t))} WHERE ${where}
      ORDER BY ${orderOf(sql, t, query)} LIMIT ${limit} OFFSET ${offset}) ch_page ON ${sql.literal(on)}
    ORDER BY ${orderOf(sql, t, query, "ch_page")}`
}

/** Up to this many matches a page is read through the search index (see `listPage`). */
const indexedPageLimit = 2000

/** Past this many matches a list's total is not counted to the end: it says "más de" instead. */
export const countedRowsLimit = 10_000

/**
 * One page of the list, with the count of the rows that match: exact up to `countedRowsLimit`
 * (or up to the asked page's end, when further), else the rows counted so far plus one, with
 * `total_exacto: false`. Counting 2.8 million assessments through their joins took seconds;
 * counting until the limit takes what reading that many keys does.
 */
export const listPage = (table: RecordTable, query: Readonly<Record<string, unknown>>, principal: Principal) =>
  Effect.gen(function* () {
    const t = yield* onToday(table)
    const sql = yield* SqlClient.SqlClient
    const where = sql.and(yield* conditionsOf(sql, t, query, principal))
    const from = sql.literal(t.keyFrom ?? fromOf(t))
    const countWhere = sql.and(yield* conditionsOf(sql, t, query, principal, true, "in"))
    const size = typeof query.por_pagina === "number" ? query.por_pagina : 10
    const asked = typeof query.pagina === "number" ? query.pagina : 1
    // One row past what is counted tells "more" from "exactly this many"; a later page is
    // counted to its end, so the pages before it and the next button stay true.
    const countTo = Math.max(countedRowsLimit, asked * size) + 1
    const [counted] = yield* sql`SELECT COUNT(*) AS n FROM (SELECT 1 AS ch_one FROM ${from} WHERE ${countWhere} LIMIT ${countTo}) ch_counted`
    const total = (yield* Effect.orDie(Schema.decodeUnknown(Count)(counted))).n
    const exact = total < countTo
    const pages = Math.max(1, Math.ceil(total / size))
    // A page past the end (rows deleted meanwhile) answers the last one instead of nothing.
    const page = Math.min(asked, pages)
    // A search index answers "which rows match" at once, but its matches come unordered: for a
    // term that matches many rows, walking the list's order and stopping after one page is
    // cheaper than sorting them all, so the page reads through the index only for few matches.
    const pageWhere = total > indexedPageLimit ? sql.and(yield* conditionsOf(sql, t, query, principal, false)) : where
    const rows = yield* decodedRows(t.descriptor.fields, pageQuery(sql, t, query, pageWhere, size, (page - 1) * size))
    return { registros: rows, total, pagina: page, por_pagina: size, ...(exact ? {} : { total_exacto: false }) }
  })

/** Every matching row in list order, a chunk at a time (the export). */
export const allRows = (table: RecordTable, query: Readonly<Record<string, unknown>>, principal: Principal, offset: number, limit: number) =>
  Effect.gen(function* () {
    const t = yield* onToday(table)
    const sql = yield* SqlClient.SqlClient
    const where = sql.and(yield* conditionsOf(sql, t, query, principal))
    return yield* decodedRows(t.descriptor.fields, pageQuery(sql, t, query, where, limit, offset))
  })

/** The key's values from a path id (`a~b` for two key fields); undefined if it cannot be one. */
export const keyValues = (d: RecordDescriptor, id: string): Row | undefined => {
  const names = keyFields(d)
  // Only a composite key is split: a single one is the whole id.
  const parts = names.length === 1 ? [id] : id.split("~")
  if (parts.length !== names.length) return undefined
  const values: Record<string, unknown> = {}
  for (const [i, name] of names.entries()) {
    const part = (parts[i] ?? "").trim()
    const field = d.fields[name]
    if (part === "" || field === undefined) return undefined
    if (field.kind === "integer" || isIntegerId(field)) {
      if (!/^\d{1,15}$/.test(part)) return undefined
      values[name] = Number(part)
    } else values[name] = part
  }
  return values
}

/**
 * Key equality: as given, which the primary key's index answers, or with `anyCase` case-insensitive
 * for text keys (the uniqueness rule), which the index cannot answer.
 */
const keyCondition = (sql: Sql, t: RecordTable, key: Row, anyCase = true): Fragment =>
  sql.and(
    keyFields(t.descriptor).map((name) => {
      const v = key[name]
      const column = sql.literal(expressionOf(t, name))
      return typeof v === "string" && anyCase ? sql`LOWER(${column}) = ${v.toLowerCase()}` : sql`${column} = ${v as string | number}`
    }),
  )

export type Found = { readonly kind: "absent" } | { readonly kind: "hidden" } | { readonly kind: "found"; readonly row: Row }

/** The stored record with this key (any case), and whether the caller's workplaces reach it. */
export const findRecord = (table: RecordTable, key: Row, principal: Principal | "server") =>
  Effect.gen(function* () {
    const t = yield* onToday(table)
    const sql = yield* SqlClient.SqlClient
    // "server": the server's own act on a record a user's call already judged (a mail after it).
    const scope = principal === "server" ? [] : scopeOf(sql, t, principal)
    const visible = scope.length === 0 ? sql.literal("1") : sql`CASE WHEN ${sql.and(scope)} THEN 1 ELSE 0 END`
    const flagOf = (anyCase: boolean) =>
      sql<{ ch_visible: unknown }>`SELECT ${visible} AS ch_visible FROM ${sql.literal(fromOf(t))} WHERE ${keyCondition(sql, t, key, anyCase)}`
    // A path names a record as it was listed, in its stored case: that lookup is the index's (a
    // case-insensitive one scans the table: 80 ms over 125,000 contracts on PostgreSQL). Only a
    // text key not stored as given is looked for in any case.
    let [flagRow] = yield* flagOf(false)
    const anyCase = flagRow === undefined && Object.values(key).some((v) => typeof v === "string")
    if (anyCase) [flagRow] = yield* flagOf(true)
    if (flagRow === undefined) return { kind: "absent" } as Found
    if (Number(flagRow.ch_visible) !== 1 && flagRow.ch_visible !== true) return { kind: "hidden" } as Found
    const [row] = yield* decodedRows(
      t.descriptor.fields,
      sql`SELECT ${sql.literal(selectList(sql, t))} FROM ${sql.literal(fromOf(t))} WHERE ${keyCondition(sql, t, key, anyCase)}`,
    )
    if (row === undefined) return { kind: "absent" } as Found
    const children = yield* readChildren(t, row)
    return { kind: "found", row: { ...row, ...children } } as Found
  })

/**
 * The link columns that find a record's child rows: those naming a key field of the parent.
 * A link to a non-key field (the work centre beside a department's id, so a role's rows are one
 * index range) is copied onto the rows when they are written, never searched by: the key alone
 * owns them.
 */
const findingLink = (t: RecordTable, child: ChildTable): ReadonlyArray<readonly [string, string]> => {
  const all = Object.entries(child.parent)
  const byKey = all.filter(([, parentField]) => t.descriptor.fields[parentField]?.key === true)
  return byKey.length > 0 ? byKey : all
}

/** The child rows of every "rows" field of one record. */
const readChildren = (t: RecordTable, parent: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const out: Record<string, ReadonlyArray<Row>> = {}
    for (const [name, child] of Object.entries(t.children ?? {})) {
      const field = t.descriptor.fields[name]
      const childFields = field?.rows?.fields ?? {}
      const columns = Object.entries(childFields)
        .flatMap(([c, f]) => {
          if (f.derived === true) {
            const expression = child.expressions?.[c]
            return expression === undefined ? [] : [`${expression} AS ${c}`]
          }
          return [f.kind === "date" ? `${dateText(sql, `c.${c}`)} AS ${c}` : `c.${c}`]
        })
        .join(", ")
      const where = sql.and(findingLink(t, child).map(([col, parentField]) => sql`${sql.literal(`c.${col}`)} = ${parent[parentField] as string}`))
      out[name] = yield* decodedRows(
        childFields,
        sql`SELECT ${sql.literal(columns)} FROM ${sql.literal(child.table)} c WHERE ${where} ORDER BY ${sql.literal(child.order.split(",").map((o) => `c.${o.trim()}`).join(", "))}`,
      )
    }
    return out
  })

const withoutFields = (row: Row, fields: ReadonlyArray<string>): Row =>
  fields.length === 0 ? row : Object.fromEntries(Object.entries(row).filter(([k]) => !fields.includes(k)))

/** Replaces a record's child rows (the caller's transaction makes it all or nothing). */
export const replaceChildren = (t: RecordTable, parent: Row, request: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const [name, child] of Object.entries(t.children ?? {})) {
      const items = request[name]
      if (!Array.isArray(items)) continue
      // Every link column is written on the rows; a non-key one takes the request's value.
      const link = Object.fromEntries(Object.entries(child.parent).map(([col, parentField]) => [col, parent[parentField] ?? request[parentField]]))
      // A derived field of a row (its label) is answered, never written.
      const derived = Object.entries(t.descriptor.fields[name]?.rows?.fields ?? {}).filter(([, f]) => f.derived === true).map(([c]) => c)
      const where = sql.and(findingLink(t, child).map(([col]) => sql`${sql.literal(col)} = ${link[col] as string}`))
      yield* sql`DELETE FROM ${sql.literal(child.table)} WHERE ${where}`
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < items.length; i += 100) {
        const chunk = items.slice(i, i + 100).map((item: Row, j: number) => ({ ...withoutFields(item, derived), ...link, orden: i + j + 1 }))
        if (chunk.length > 0) yield* sql`INSERT INTO ${sql.literal(child.table)} ${sql.insert(chunk)}`
      }
    }
  })

/** Whether a record of this key exists, in any case and whatever its workplace. */
export const keyTaken = (t: RecordTable, key: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM ${sql.literal(t.table)} t WHERE ${keyCondition(sql, t, key)}`
    return rows.length > 0
  })

export const insertRecord = (t: RecordTable, columns: Row) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO ${sql.literal(t.table)} ${sql.insert({ ...columns })}`)

export const updateRecord = (t: RecordTable, key: Row, columns: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (Object.keys(columns).length === 0) return
    const where = sql.and(Object.entries(key).map(([k, v]) => sql`${sql.literal(k)} = ${v as string}`))
    yield* sql`UPDATE ${sql.literal(t.table)} SET ${sql.update({ ...columns })} WHERE ${where}`
  })

export const deleteRecord = (t: RecordTable, key: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const child of Object.values(t.children ?? {})) {
      const where = sql.and(findingLink(t, child).map(([col, parentField]) => sql`${sql.literal(col)} = ${key[parentField] as string}`))
      yield* sql`DELETE FROM ${sql.literal(child.table)} WHERE ${where}`
    }
    const where = sql.and(Object.entries(key).map(([k, v]) => sql`${sql.literal(k)} = ${v as string}`))
    yield* sql`DELETE FROM ${sql.literal(t.table)} WHERE ${where}`
  })
