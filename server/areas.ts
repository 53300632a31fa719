import { endpoints } from "../domain/api/contract"
import type { AnyEndpoint } from "../domain/api/endpoint"
import { resourceEndpointList } from "../domain/records/resources"
import { competenciasManifest } from "./competencias/manifest"
import { configuracionesManifest } from "./configuraciones/manifest"
import { contratosManifest } from "./contratos/manifest"
import { dashboardManifest } from "./dashboard/manifest"
import { finiquitosManifest } from "./finiquitos/manifest"
import { formacionManifest } from "./formacion/manifest"
import { climaLaboralManifest } from "./clima-laboral/manifest"
import { evaluacionManifest } from "./evaluacion/manifest"
import { kioskoManifest } from "./kiosko/manifest"
import { organizacionManifest } from "./organizacion/manifest"
import { personalManifest } from "./personal/manifest"
import { reporteadorManifest } from "./reporteador/manifest"
import { seleccionManifest } from "./seleccion/manifest"
import type { Handler } from "./http/handler"
import { documentBatchHandlers, recordDocumentHandlers } from "./records/document-http"
import { reportFileHandlers } from "./records/report-files"
import { gradeExportHandlers } from "./grade-report-kinds"
import { recordHandlers } from "./records/handlers"
import type { RecordTable } from "./records/table"
import { sessionHandlers } from "./auth/http"
import { passwordHandlers } from "./auth/passwords-http"
import { authorizationsHandlers } from "./authorizations/http"
import { catalogsHandlers } from "./catalogs/http"
import type { HandlersOf } from "./http/handler"
import { makeHttpApp } from "./http/router"

// The one place that knows the areas: it joins the contract's endpoints with each area's
// handlers and hands both to the area-agnostic HTTP core (server/http/). A module brings its
// handlers and record tables in its manifest (server/<module>/manifest.ts).

/** One handler per contract endpoint, one spread per area: a missing one is a type error. */
export type Handlers = HandlersOf<typeof endpoints>

export const handlers: Handlers = {
  ...sessionHandlers,
  ...passwordHandlers,
  ...authorizationsHandlers,
  ...catalogsHandlers,
  ...configuracionesManifest.handlers,
  ...dashboardManifest.handlers,
  ...reporteadorManifest.handlers,
  ...organizacionManifest.handlers,
  ...personalManifest.handlers,
  ...kioskoManifest.handlers,
  ...competenciasManifest.handlers,
  ...contratosManifest.handlers,
  ...finiquitosManifest.handlers,
  ...formacionManifest.handlers,
  ...climaLaboralManifest.handlers,
  ...evaluacionManifest.handlers,
  ...seleccionManifest.handlers,
  ...documentBatchHandlers,
  ...reportFileHandlers,
  ...gradeExportHandlers,
}

/** Every record resource with its table: their endpoints and handlers are generated. */
export const recordTables: ReadonlyArray<RecordTable> = [
  ...configuracionesManifest.recordTables,
  ...organizacionManifest.recordTables,
  ...personalManifest.recordTables,
  ...competenciasManifest.recordTables,
  ...contratosManifest.recordTables,
  ...finiquitosManifest.recordTables,
  ...formacionManifest.recordTables,
  ...climaLaboralManifest.recordTables,
  ...evaluacionManifest.recordTables,
  ...seleccionManifest.recordTables,
]

const recordEndpoints: Readonly<Record<string, AnyEndpoint>> = Object.fromEntries(
  recordTables.flatMap((t) => resourceEndpointList(t.endpoints).map((e) => [e.name, e] as const)),
)
const recordHandlerMap = Object.assign({}, ...recordTables.flatMap((t) => [recordHandlers(t), recordDocumentHandlers(t)])) as Readonly<Record<string, Handler<AnyEndpoint>>>

/** Every handler by endpoint name, the generated ones of the record resources included. */
export const allHandlers: Readonly<Record<string, unknown>> = { ...handlers, ...recordHandlerMap }

/** The server's HTTP app; tests pass their own handlers to probe the routing. */
export const makeApp = (version: string, custom: Handlers = handlers) =>
  makeHttpApp<Readonly<Record<string, AnyEndpoint>>>(
    version,
    { ...endpoints, ...recordEndpoints },
    { ...(custom as unknown as Readonly<Record<string, Handler<AnyEndpoint>>>), ...recordHandlerMap },
  )
