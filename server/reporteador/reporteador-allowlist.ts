import { Either } from "effect"
import { type ReportRequest, reportTypeOf } from "../../domain/reporteador/reporteador"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"

// The only way a report request turns into SQL: the report type names one fixed source (a view)
// and each requested column must be one of that source's fixed columns. Everything the client
// sent is compared with these constants; only the constants are ever written into a query.

export interface ReportSource {
  /** The view or table read; a constant, never the client's text. */
  readonly relation: string
  /** Unique, indexed and increasing: the keyset the rows are paged by. */
  readonly key: string
  /** The relation's column that says which work centre a row belongs to (role scope). */
  readonly workCentre: string
}

export interface ResolvedColumn {
  readonly column: string
  readonly label: string
}

export interface ResolvedReport {
  readonly source: ReportSource
  readonly title: string
  readonly columns: ReadonlyArray<ResolvedColumn>
}

const sources: Readonly<Record<string, ReportSource>> = {
  vt_lista_empleados: { relation: "vt_lista_empleados", key: "id_empleado", workCentre: "id_centro_trabajo" },
}

const refuse = (message: string) => Either.left(new ApiFailure({ status: 400, message }))

export const resolveReport = (request: ReportRequest): Either.Either<ResolvedReport, ApiFailure> => {
  const type = reportTypeOf(request.tabla)
  // Object.hasOwn: a tabla of "constructor" or "__proto__" is just unknown.
  const source = type !== undefined && Object.hasOwn(sources, type.tabla) ? sources[type.tabla] : undefined
  if (type === undefined || source === undefined) return refuse(messages.tipoReporteDesconocido)
  const columns: Array<ResolvedColumn> = []
  for (const requested of request.columnas) {
    const known = type.columns.find((c) => c.id === requested)
    if (known === undefined) return refuse(messages.columnaReporteDesconocida)
    if (columns.some((c) => c.column === known.id)) return refuse(messages.columnaRepetida)
    columns.push({ column: known.id, label: known.label })
  }
  const title = request.tituloReporte.trim() === "" ? type.label : request.tituloReporte.trim()
  return Either.right({ source, title, columns })
}
