import { Effect, Either } from "effect"
import type { reportEndpoints } from "../../domain/reporteador/reporteador-api"
import { xlsxResponse } from "../exports/xlsx"
import { type HandlersOf, principalOf } from "../http/handler"
import { resolveReport } from "./reporteador-allowlist"
import { reportRows } from "./reporteador"

export const reportHandlers: HandlersOf<typeof reportEndpoints> = {
  reporteador: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      // Refused here, as JSON, before any query or any byte of the file.
      const report = yield* Either.match(resolveReport(request), { onLeft: Effect.fail, onRight: Effect.succeed })
      return yield* xlsxResponse({
        filename: report.title,
        title: report.title,
        columns: report.columns.map((c) => ({ header: c.label })),
        rows: reportRows(report, principal.id_rol),
      })
    }),
}
