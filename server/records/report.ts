import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, Stream } from "effect"
import type { Paging, ReportDescriptor } from "../../domain/records/report"
import { sheetOf } from "../../domain/records/report"
import type { Principal } from "../auth/principal"
import { type CellValue, xlsxResponse } from "../exports/xlsx"
import { ApiFailure } from "../http/failure"
import { type HandlerContext, type ServerServices, principalOf, ok } from "../http/handler"
import { readLetterhead } from "../pdf/letterhead"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import { spanishDate } from "../pdf/spanish-date"
import { reportPdfDocument } from "./report-pdf"

// The handlers of any report descriptor (domain/records/report.ts). The router has checked the
// keys and that a company or centre named in the filters is the caller's role's; the reader gets
// the caller and must count only what the caller's centres hold (server/records/queries.ts
// `scopeCondition`). Paging, the sheet and the printed table are the same for every report: the
// sheet's XML and the PDF's layout run on the worker pool (server/workers/).

// A reader may read the server's day (Now) and configuration, as any handler.
type Needs = ServerServices
type Failure = ApiFailure | SqlError

/** The rows of one page a reader reads in SQL: from `offset`, at most `limit`. */
export interface PageWindow {
  readonly offset: number
  readonly limit: number
}

/** What a report's server side adds to its descriptor: the reads, and what the exports say it covers. */
export interface ReportReader<Q, R, D, DQ> {
  readonly read: (filters: Q, principal: Principal) => Effect.Effect<R, Failure, Needs>
  /**
   * One page read in SQL, with the whole list's count: a long list (Contratos por vencer at
   * 100,000 people) need not read every row to answer its first fifty. Without it a page is
   * sliced from the whole read.
   */
  readonly readPage?: (filters: Q, principal: Principal, page: PageWindow) => Effect.Effect<{ readonly result: R; readonly total: number }, Failure, Needs>
  readonly drill?: (request: DQ, principal: Principal) => Effect.Effect<ReadonlyArray<D>, Failure, Needs>
  /** The exports' scope line ("Todas las empresas", "DEMO — Planta León"). */
  readonly scopeText: (filters: Q) => Effect.Effect<string, Failure, Needs>
  /** The company whose letterhead heads the PDF, when the filters name one. */
  readonly letterheadOf?: (filters: Q) => number | undefined
}

/** The filters of a report by company and centre. */
interface WorkplaceFilters {
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
}

/** What a report filtered by company and centre covers, in words: "DEMO — Planta León", or "Todas las empresas". */
const workplaceScopeText = (filters: WorkplaceFilters) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const name = (rows: ReadonlyArray<{ readonly n: string }>) => rows[0]?.n
    const company = filters.id_empresa === undefined ? undefined : name(yield* sql<{ n: string }>`SELECT n_empresa AS n FROM empresas WHERE id_empresa = ${filters.id_empresa}`)
    const centre =
      filters.id_centro_trabajo === undefined
        ? undefined
        : name(yield* sql<{ n: string }>`SELECT n_centro_trabajo AS n FROM centros_trabajo WHERE id_centro_trabajo = ${filters.id_centro_trabajo}`)
    return [company ?? "Todas las empresas", ...(centre === undefined ? [] : [centre])].join(" — ")
  })

const ddmmyyyy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

/** The request without the paging fields: the filters the reader sees. */
const filtersOf = <Q>(request: Q & Paging): Q => {
  const { pagina: _p, por_pagina: _n, ...filters } = request
  return filters as Q
}

export const reportHandlers = <Q, R, D, DQ = Q>(d: ReportDescriptor<Q, R, D>, reader: ReportReader<Q, R, D, DQ>) => {
  const heading = (q: Q, dated: (iso: string) => string) => {
    const h = d.heading(q)
    return { text: h.asOf === undefined ? h.title : `${h.title} al ${dated(h.asOf)}`, file: h.asOf === undefined ? h.title : `${h.title} ${h.asOf}` }
  }
  return {
    read: (request: Q & Paging, context: HandlerContext) =>
      Effect.gen(function* () {
        const principal = yield* principalOf(context)
        if (request.pagina === undefined && request.por_pagina === undefined) return ok(yield* reader.read(filtersOf(request), principal))
        const size = request.por_pagina ?? d.pageSize
        const start = ((request.pagina ?? 1) - 1) * size
        if (reader.readPage !== undefined) {
          const page = yield* reader.readPage(filtersOf(request), principal, { offset: start, limit: size })
          return ok({ ...page.result, total_filas: page.total })
        }
        const result = yield* reader.read(filtersOf(request), principal)
        const rows = d.rows(result)
        return ok({ ...d.withRows(result, rows.slice(start, start + size)), total_filas: rows.length })
      }),

    drill: (request: DQ, context: HandlerContext) =>
      Effect.gen(function* () {
        const principal = yield* principalOf(context)
        if (reader.drill === undefined) return yield* Effect.dieMessage("report without a drill-down reader")
        return ok(yield* reader.drill(request, principal))
      }),

    xlsx: (request: Q, context: HandlerContext) =>
      Effect.gen(function* () {
        const principal = yield* principalOf(context)
        const table = d.table(yield* reader.read(request, principal), request)
        const sheet = sheetOf(table)
        const title = heading(request, ddmmyyyy)
        return yield* xlsxResponse({
          filename: title.file,
          title: `${title.text} (${yield* reader.scopeText(request)})`,
          columns: sheet.header.map((header, i) => ({ header, width: i === 0 ? 10 : i < 3 ? 30 : 18 })),
          rows: Stream.fromIterable(sheet.rows as ReadonlyArray<ReadonlyArray<CellValue>>),
        })
      }),

    pdf: (request: Q, context: HandlerContext) =>
      Effect.gen(function* () {
        const principal = yield* principalOf(context)
        const table = d.table(yield* reader.read(request, principal), request)
        if (table.rows.length > d.pdf.maxRows) {
          const message = d.pdf.tooMany(table.rows.length, d.pdf.maxRows)
          return yield* new ApiFailure({ status: 400, message, detalles: [message] })
        }
        const company = reader.letterheadOf?.(request)
        const letterhead = company === undefined ? null : yield* readLetterhead(company)
        const title = heading(request, spanishDate)
        const doc = reportPdfDocument({ letterhead, heading: title.text, scope: yield* reader.scopeText(request), table, tones: d.tones ?? {}, empty: d.empty })
        return pdfResponse(yield* renderPdf(doc), title.file)
      }),
  }
}

/**
 * The handlers of a report filtered by company and centre: every such report says the same
 * scope line and prints the named company's letterhead, so only the reads are its own.
 */
export const workplaceReportHandlers = <Q extends WorkplaceFilters, R, D, DQ = Q>(
  d: ReportDescriptor<Q, R, D>,
  reader: Omit<ReportReader<Q, R, D, DQ>, "scopeText" | "letterheadOf">,
) => reportHandlers(d, { ...reader, scopeText: workplaceScopeText, letterheadOf: (filters) => filters.id_empresa })
