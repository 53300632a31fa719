import { finiquitosEndpoints } from "../../domain/finiquitos/endpoints"
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"
import { settlementLettersTable } from "./cartas-finiquito"
import { settlementLetterScanHandlers } from "./cartas-finiquito-firmada"
import { finiquitoRequestsTable } from "./solicitud-finiquito"
import { finiquitoRequestHandlers } from "./solicitud-finiquito-http"
import { finiquitoAuthorizationOrigin } from "./solicitud-finiquito-origin"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(finiquitoRequestsTable), asRecordTable(settlementLettersTable)]

// The server part of finiquitos, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const finiquitosManifest = serverPart({
  endpoints: finiquitosEndpoints,
  handlers: {
    ...finiquitoRequestHandlers,
    ...settlementLetterScanHandlers,
  },
  recordTables,
  origins: [finiquitoAuthorizationOrigin],
})
