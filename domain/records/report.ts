import { Schema } from "effect"
import { Envelope, type FileEndpoint, type RecordScope, endpoint, fileEndpoint, needsAnyKey, pdfFile, xlsxFile } from "../api/endpoint"
import type { AnyField } from "./field"

// A report page, described once: its filters (record fields, so the page draws them as every
// record page does, and a field flagged `scope` puts the workplace check on every call), the
// answer it reads, and a pure projection of that answer into one table model (row headers,
// columns, cells with their printed lines and tone, totals, drill-down keys). From it come the
// endpoints (read with server paging, the people behind a cell, xlsx and PDF), the server's
// generic handlers (server/records/report.ts), the page's machine
// (machines/records/report-page.ts) and its view (src/records/ReportPage.tsx): the page, the
// sheet and the printed table all read the same projection, so they cannot disagree.

/** One filter: a record field, the message of any refusal of its value, and how the page asks for it. */
export interface ReportFilter {
  readonly field: AnyField
  /** The one Spanish refusal of a bad value (the field's own checks, bounds included). */
  readonly message: string
  /** May be left out (then the report covers every value the caller may see). */
  readonly optional?: boolean
  /** The empty choice's words ("Todas las empresas de su rol"). */
  readonly placeholder?: string
  /** A few fixed choices drawn as radio buttons instead of a list. */
  readonly radio?: boolean
}
export type ReportFilters = Readonly<Record<string, ReportFilter>>

/** Filter values as the page holds them (text, as every form): "" is "not chosen". */
export type FilterText = Readonly<Record<string, string>>

export interface ReportColumn {
  readonly key: string
  readonly label: string
}

export interface ReportCell {
  /** The figure the cell stands for; null when there is nothing to show ("—" and `emptyCell`). */
  readonly value: number | null
  /** What the cell prints, one line each (the page, the PDF). */
  readonly lines: ReadonlyArray<string>
  /** The whole cell as one sentence, for screen readers (its button's name when it drills down). */
  readonly label?: string
  /** The sheet's values, one per `parts` of the table (numbers stay numbers in Excel; a list's text column is text). */
  readonly sheet: ReadonlyArray<number | string | null>
  /** A key of the descriptor's `tones`: the cell's fill, never the only carrier of its figure. */
  readonly tone?: string
  /** The fields the drill-down adds to the filters to name this cell; absent: no drill-down. */
  readonly drill?: Readonly<Record<string, string | number>>
  /** The drill-down dialog's title. */
  readonly drillTitle?: string
  /** A text column of a list (a type, a date): shown as written, never called empty for its null value. */
  readonly text?: boolean
}

export interface ReportRow {
  readonly key: string
  readonly label: string
  readonly detail: string
  readonly cells: ReadonlyArray<ReportCell>
}

/** One table, as the page, the sheet and the PDF show it. */
export interface ReportTable {
  /** The table's accessible name and caption. */
  readonly caption: string
  readonly keyHeader: string
  readonly rowHeader: string
  readonly detailHeader: string
  readonly columns: ReadonlyArray<ReportColumn>
  /** The sheet's columns per report column, e.g. ["% cumplimiento", "n"]; [""]: one column named by the label alone. */
  readonly parts: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReportRow>
  /** A last row of totals (one cell per column), when the report has one. */
  readonly totals?: { readonly label: string; readonly cells: ReadonlyArray<ReportCell> }
}

/** A bar chart the page draws itself (no outside service) from the table; its data also shows as text. */
export interface ReportChart {
  readonly title: string
  readonly unit: string
  readonly bars: ReadonlyArray<{ readonly label: string; readonly value: number }>
}

export interface ReportTone {
  readonly label: string
  /** A pale fill under black text (contrast over 7:1), on the page and on paper. */
  readonly fill: string
}

/** The people (or records) behind one cell. */
export interface ReportDrill<Row> {
  readonly name: string
  readonly path: string
  readonly summary: string
  /** The fields naming the cell, added to the filters. */
  readonly fields: Schema.Struct.Fields
  readonly row: Schema.Schema<Row, Row>
  readonly columns: ReadonlyArray<{ readonly label: string; readonly text: (row: Row) => string; readonly numeric?: boolean; readonly rowHeader?: boolean }>
  readonly rowKey: (row: Row) => string
  readonly empty: string
}

/**
 * A report. `Q` is the decoded filters, `R` the answer; `rows`/`withRows` let the generic
 * handler page any answer on the server, `table` projects it for page, sheet and PDF.
 */
export interface ReportDescriptor<Q, R, D = never> {
  readonly title: string
  readonly keys: readonly [string, ...Array<string>]
  readonly filters: ReportFilters
  /** The filters a new page starts with (text); a filter absent here starts empty. */
  readonly initial: () => FilterText
  readonly read: { readonly name: string; readonly path: string; readonly summary: string }
  readonly xlsx: { readonly name: string; readonly path: string; readonly summary: string }
  readonly pdf: { readonly name: string; readonly path: string; readonly summary: string; readonly maxRows: number; readonly tooMany: (rows: number, max: number) => string }
  readonly result: Schema.Schema<R, R>
  readonly rows: (result: R) => ReadonlyArray<unknown>
  readonly withRows: (result: R, rows: ReadonlyArray<unknown>) => R
  readonly table: (result: R, filters: Q) => ReportTable
  /** "N departamentos por M competencias": announced when the table shows (`total`: rows of every page). */
  readonly summary: (total: number, table: ReportTable, filters: Q) => string
  /** The exports' heading ("Competencias técnicas de la organización") and the date it is as of (ISO), if any. */
  readonly heading: (filters: Q) => { readonly title: string; readonly asOf?: string }
  readonly tones?: Readonly<Record<string, ReportTone>>
  /** What an empty cell is called (for screen readers and the legend). */
  readonly emptyCell: string
  /** What the page says when the answer has no rows. */
  readonly empty: string
  /** The legend's title, when the report has tones. */
  readonly legend?: string
  readonly chart?: (table: ReportTable) => ReportChart
  readonly drill?: ReportDrill<D>
  /** Rows a page of the answer holds ("Mostrar más filas" asks for the next). */
  readonly pageSize: number
  /**
   * Rows the user may select for bulk actions (domain/records/bulk.ts, given to the page with
   * their endpoints): each row's box is named by `label`, the header's box by `all`.
   */
  readonly selection?: {
    readonly label: (row: ReportRow) => string
    readonly all: string
    /** Whether the rows shown under these filters are selectable (a grouped view's are not); always when absent. */
    readonly when?: (filters: FilterText) => boolean
  }
}

/**
 * A text column's cell (a name, a state, a date): shown as written, never called empty. With
 * `label` its sentence for screen readers names the row and column ("Ana López, jefe: Luis Díaz").
 */
export const textCell = (value: string, label?: string, tone?: string): ReportCell => ({
  value: null,
  lines: [value],
  sheet: [value],
  text: true,
  ...(label === undefined ? {} : { label: `${label}: ${value}` }),
  ...(tone === undefined ? {} : { tone }),
})

/** An id of a workplace-scoped record is a positive integer. */
const PositiveId = Schema.Int.pipe(Schema.between(1, 999_999_999))

const filterValue = (f: ReportFilter): Schema.Schema.Any | Schema.PropertySignature.Any => {
  // Fixed choices are literals, so the OpenAPI document lists them and generated requests pick them.
  const choices = f.field.choices?.map((c) => c.id) ?? []
  const base: Schema.Schema.Any =
    f.field.scope !== undefined ? PositiveId : f.field.lookup === undefined && choices.length > 0 ? Schema.Literal(...choices) : f.field.value
  const value = base.annotations({ message: () => ({ message: f.message, override: true }) })
  return f.optional === true ? Schema.optional(value) : value
}

/** The request of the read and the exports: each filter by its field's own value schema. */
export const filterSchema = (filters: ReportFilters) =>
  Schema.Struct(Object.fromEntries(Object.entries(filters).map(([name, f]) => [name, filterValue(f)])) as Schema.Struct.Fields)

/** The workplace scope of every call: the filters whose field names a scoped record. */
export const reportScope = (filters: ReportFilters): RecordScope =>
  Object.fromEntries(Object.entries(filters).flatMap(([name, f]) => (f.field.scope === undefined ? [] : [[name, f.field.scope]])))

const pagingMessage = "La página pedida no es válida"

/** Server paging of the read: the page (1-based) and its size; without them the whole answer. */
export const PagingFields = {
  pagina: Schema.optional(Schema.Int.pipe(Schema.between(1, 1_000_000)).annotations({ message: () => ({ message: pagingMessage, override: true }) })),
  por_pagina: Schema.optional(Schema.Int.pipe(Schema.between(1, 1000)).annotations({ message: () => ({ message: pagingMessage, override: true }) })),
}

export interface Paging {
  readonly pagina?: number
  readonly por_pagina?: number
}

/** What a paged read adds to the answer: how many rows the whole answer has. */
export const PagedFields = { total_filas: Schema.optional(Schema.Number) }

/** A select of a catalogue whose ids are integers (a DNC project, a course) though no workplace: its value goes as a number. */
const integerSelect = (f: ReportFilter): boolean =>
  f.field.kind === "select" && Schema.decodeUnknownEither(f.field.value as Schema.Schema<unknown, unknown>)(1)._tag === "Right"

/** The filters as the API takes them: "" left out, ids and numbers as numbers. */
export const requestOfFilters = (d: { readonly filters: ReportFilters }, text: FilterText): Readonly<Record<string, string | number>> =>
  Object.fromEntries(
    Object.entries(d.filters).flatMap(([name, f]) => {
      const value = (text[name] ?? "").trim()
      if (value === "") return []
      const numeric = f.field.scope !== undefined || f.field.kind === "integer" || f.field.kind === "decimal" || integerSelect(f)
      return [[name, numeric && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value]]
    }),
  )

/** The filters the page's text breaks, field by field (nothing is asked for until none). */
export const filterProblems = (d: { readonly filters: ReportFilters }, text: FilterText): ReadonlyArray<string> =>
  Object.entries(d.filters).flatMap(([name, f]) => {
    const value = (text[name] ?? "").trim()
    if (value === "") return f.optional === true ? [] : [f.message]
    return Schema.decodeUnknownEither(filterValue({ ...f, optional: false }) as Schema.Schema<unknown, unknown>)(requestOfFilters(d, { [name]: value })[name])._tag === "Left"
      ? [f.message]
      : []
  })

/** The endpoints of a report, with its SPEC paths and names. */
export const reportEndpoints = <Q, QI, R, D>(d: ReportDescriptor<Q, R, D>) => {
  const access = needsAnyKey(...d.keys)
  const scope = reportScope(d.filters)
  const request = filterSchema(d.filters) as unknown as Schema.Schema<Q, QI>
  const pagedRequest = Schema.Struct({ ...filterSchema(d.filters).fields, ...PagingFields }) as unknown as Schema.Schema<Q & Paging, QI & Paging>
  const answer = Schema.extend(d.result, Schema.Struct(PagedFields)) as unknown as Schema.Schema<R & { readonly total_filas?: number }, R>
  const common = { access, writes: false, scope } as const
  return {
    read: endpoint({ ...common, name: d.read.name, method: "POST", path: d.read.path, summary: d.read.summary, request: pagedRequest, response: Envelope(answer) }),
    xlsx: fileEndpoint({ ...common, name: d.xlsx.name, method: "POST", path: d.xlsx.path, summary: d.xlsx.summary, request, file: xlsxFile }) as FileEndpoint<Q, QI>,
    pdf: fileEndpoint({ ...common, name: d.pdf.name, method: "POST", path: d.pdf.path, summary: d.pdf.summary, request, file: pdfFile }) as FileEndpoint<Q, QI>,
  }
}

/** The drill-down endpoint of a report that has one: the filters plus the cell's fields. */
export const drillEndpoint = <Q, QI, DQ, DQI, R, D>(d: ReportDescriptor<Q, R, D>, drill: ReportDrill<D>) =>
  endpoint({
    access: needsAnyKey(...d.keys),
    writes: false,
    scope: reportScope(d.filters),
    name: drill.name,
    method: "POST",
    path: drill.path,
    summary: drill.summary,
    request: Schema.Struct({ ...filterSchema(d.filters).fields, ...drill.fields }) as unknown as Schema.Schema<Q & DQ, QI & DQI>,
    response: Envelope(Schema.Array(drill.row)),
  })

/** The sheet of a table: the header row and one row per table row (then the totals). */
export const sheetOf = (table: ReportTable) => {
  const header = [table.keyHeader, table.rowHeader, table.detailHeader, ...table.columns.flatMap((c) => table.parts.map((p) => (p === "" ? c.label : `${c.label} (${p})`)))]
  const line = (key: string, label: string, detail: string, cells: ReadonlyArray<ReportCell>) => [key, label, detail, ...cells.flatMap((c) => c.sheet)]
  const rows = table.rows.map((r) => line(r.key, r.label, r.detail, r.cells))
  return { header, rows: table.totals === undefined ? rows : [...rows, line("", table.totals.label, "", table.totals.cells)] }
}

