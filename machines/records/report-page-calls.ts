import { fromPromise } from "xstate"
import type { AnyEndpoint, FileKind } from "../../domain/api/endpoint"
import { reportFileEndpoints } from "../../domain/api/report-files"
import { messages } from "../../domain/messages"
import { type FilterText, type ReportChart, type ReportDescriptor, requestOfFilters } from "../../domain/records/report"
import type { ApiPort, PortFile, PortResult } from "./api-port"
import { isNoAnswer } from "./command"
import type { DrillOutcome, ExportKind, ExportOutcome, LoadRequest, OpenCell, ReportLoadOutcome } from "./report-page"

// The reportPage machine's actors for one report: a page of rows under the filters, the people
// behind a cell, and the exports (the report's sheet or PDF, or its chart on a letterhead page).
// A file is handed to `save` (the browser's download) and the chart drawn by `chartImage` (a
// canvas), both given by the view.

export interface ReportEndpoints {
  readonly read: AnyEndpoint
  readonly xlsx: AnyEndpoint & { readonly file: FileKind }
  readonly pdf: AnyEndpoint & { readonly file: FileKind }
  readonly drill?: AnyEndpoint
}

export interface ReportBrowser {
  readonly save: (file: PortFile) => void
  readonly chartImage: (chart: ReportChart) => string
}

const failedRead = (result: { readonly status: number | null; readonly message: string }) =>
  ({ kind: "failed", message: isNoAnswer(result) ? messages.errorObtener : result.message }) as const

export const reportPageActors = <Q, R, D>(api: ApiPort, report: ReportDescriptor<Q, R, D>, endpoints: ReportEndpoints, browser: ReportBrowser) => {
  const request = (filters: FilterText) => requestOfFilters(report, filters)
  const downloaded = (result: PortResult<PortFile>): ExportOutcome => {
    if (result.ok) browser.save(result.value)
    return result.ok ? { kind: "saved" } : isNoAnswer(result) ? { kind: "failed" } : { kind: "refused", message: result.message }
  }
  return {
    load: fromPromise<ReportLoadOutcome<R>, LoadRequest>(async ({ input }) => {
      const result = await api.call(endpoints.read, { ...request(input.filters), pagina: input.pagina, por_pagina: input.por_pagina })
      if (result.ok) {
        const answer = (result.value as { readonly result: R & { readonly total_filas?: number } }).result
        return { kind: "loaded", result: answer, total: answer.total_filas ?? report.rows(answer).length }
      }
      if (!isNoAnswer(result) && result.status === 400) return { kind: "invalid", problems: result.detalles.length > 0 ? result.detalles : [result.message] }
      return failedRead(result)
    }),
    drill: fromPromise<DrillOutcome<D>, { readonly filters: FilterText; readonly cell: OpenCell }>(async ({ input }) => {
      if (endpoints.drill === undefined) return { kind: "failed", message: messages.errorObtener }
      const result = await api.call(endpoints.drill, { ...request(input.filters), ...input.cell.fields })
      return result.ok ? { kind: "loaded", rows: (result.value as { readonly result: ReadonlyArray<D> }).result } : failedRead(result)
    }),
    download: fromPromise<ExportOutcome, { readonly kind: ExportKind; readonly filters: FilterText }>(async ({ input }) => {
      if (input.kind !== "chart") return downloaded(await api.download(input.kind === "xlsx" ? endpoints.xlsx : endpoints.pdf, request(input.filters)))
      const loaded = await api.call(endpoints.read, request(input.filters))
      const chart = loaded.ok && report.chart !== undefined ? report.chart(report.table((loaded.value as { readonly result: R }).result, request(input.filters) as Q)) : undefined
      return chart === undefined ? { kind: "failed" } : downloaded(await api.download(reportFileEndpoints.generatePdf, { img: browser.chartImage(chart) }))
    }),
  }
}
