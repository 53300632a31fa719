import { Schema } from "effect"
import { readableFields, writableFields } from "../../../domain/records/descriptor"
import type { AnyField, FieldKind } from "../../../domain/records/field"
import type { RecordTable } from "../../../server/records/table"

// What the records platform reads from and writes to each table, as the schema-agreement test
// compares it with the database's own catalogue.

/** A column as either dialect's catalogue describes it. */
export interface Column {
  readonly name: string
  /** The declared type, lower case: SQLite's `varchar(10)`, PostgreSQL's `character varying`. */
  readonly type: string
  readonly notNull: boolean
  /** The database fills it: a default, an identity or SQLite rowid, a generated column. */
  readonly filled: boolean
}

/** The columns one table must have, and those something other than a field writes. */
export interface StoredColumns {
  readonly table: string
  /** Fields read from or written to a column of their own name. */
  readonly fields: ReadonlyArray<readonly [string, AnyField]>
  /** Columns written without a field: a child row's link and order, a hook's own. */
  readonly written: ReadonlyArray<string>
  /** Whether the platform inserts rows here (a read-only resource never does). */
  readonly inserted: boolean
}

/** Whether the platform itself reads or writes the field as a column of the table's own name. */
const isColumn = (t: RecordTable, name: string, f: AnyField): boolean => {
  if (f.kind === "rows") return false
  const expression = t.expressions?.[name] ?? (t.dayExpressions?.[name] === undefined ? undefined : "day")
  const readHere = f.writeOnly !== true && (expression === undefined || expression === `t.${name}`)
  const writtenHere = f.derived !== true && f.writeOnly !== true && t.hooks?.toColumns === undefined
  return readHere || writtenHere
}

export const storedColumnsOf = (t: RecordTable): ReadonlyArray<StoredColumns> => {
  const own = new Map<string, AnyField>()
  for (const [name, f] of [...readableFields(t.descriptor), ...writableFields(t.descriptor)]) if (isColumn(t, name, f)) own.set(name, f)
  // Fields a hook maps to columns are written all the same: their column must not be left without a field.
  const viaHooks = writableFields(t.descriptor)
    .filter(([, f]) => f.kind !== "rows")
    .map(([name]) => name)
  const main: StoredColumns = {
    table: t.table,
    fields: [...own.entries()],
    written: [...viaHooks, ...(t.hookColumns ?? [])],
    inserted: t.descriptor.readOnly !== true,
  }
  const children = Object.entries(t.children ?? {}).map(([name, child]): StoredColumns => {
    const of = t.descriptor.fields[name]?.rows
    return {
      table: child.table,
      // A derived child field read through an expression (a participant's name) has no column of its own.
      fields: Object.entries(of?.fields ?? {}).filter(([c]) => child.expressions?.[c] === undefined),
      written: [...Object.keys(child.parent), "orden"],
      inserted: t.descriptor.readOnly !== true,
    }
  })
  return [main, ...children]
}

const textual = /char|text|clob|string/
const integral = /^(integer|int|smallint|bigint|int2|int4|int8)$/
const fractional = /numeric|decimal|real|double|float/

/** Whether a column of this declared type holds the field's value. */
const matches = (kind: FieldKind, f: AnyField, type: string): boolean => {
  switch (kind) {
    case "integer":
      return integral.test(type) || /numeric\(\d+,\s*0\)|^numeric$/.test(type)
    case "decimal":
    case "money":
    case "percent":
      return fractional.test(type)
    case "date":
      return type === "date"
    case "flag":
      return textual.test(type)
    case "select":
    case "picker":
      return Schema.is(f.value)(1) ? integral.test(type) : textual.test(type)
    case "rows":
      return false
    default:
      return textual.test(type)
  }
}

/** The disagreements of one table, in words naming the table and the column. */
export const columnMismatches = (stored: StoredColumns, columns: ReadonlyArray<Column>): ReadonlyArray<string> => {
  if (columns.length === 0) return [`${stored.table}: no such table`]
  const byName = new Map(columns.map((c) => [c.name, c]))
  const problems: Array<string> = []
  for (const [name, f] of stored.fields) {
    const column = byName.get(name)
    if (column === undefined) problems.push(`${stored.table}.${name}: the ${f.kind} field has no column`)
    else if (!matches(f.kind, f, column.type)) problems.push(`${stored.table}.${name}: the ${f.kind} field is stored in a ${column.type} column`)
  }
  const named = new Set([...stored.fields.map(([n]) => n), ...stored.written])
  for (const c of columns) {
    if (stored.inserted && c.notNull && !c.filled && !named.has(c.name)) problems.push(`${stored.table}.${c.name}: NOT NULL without a default, and no field writes it`)
  }
  return problems
}
