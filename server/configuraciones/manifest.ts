import { configuracionesEndpoints } from "../../domain/configuraciones/endpoints"
import { auditHandlers } from "./bitacora-auditoria-http"
import { jobBoardHandlers } from "./catalogos-bolsa-trabajo-http"
import { mailAccountHandlers } from "./cuentas-correo-http"
import { authorizationFlowsHandlers } from "./flujos-autorizacion-http"
import { systemParametersHandlers } from "./parametros-sistema-http"
import { moduleSwitchHandlers } from "./modulos-habilitados-http"
import { profilesHandlers } from "./perfiles-http"
import { systemUsersHandlers } from "./permisos-http"
import { rolesHandlers } from "./roles-usuario-http"
import { kioskUsersTable, profilesTable, rolesTable, systemUsersTable } from "./settings-records"
import { kioskUsersHandlers } from "./usuarios-kiosko-http"
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(profilesTable),
  asRecordTable(rolesTable),
  asRecordTable(systemUsersTable),
  asRecordTable(kioskUsersTable),
]

// The server part of configuraciones, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const configuracionesManifest = serverPart({
  endpoints: configuracionesEndpoints,
  handlers: {
    ...systemParametersHandlers,
    ...moduleSwitchHandlers,
    ...mailAccountHandlers,
    ...authorizationFlowsHandlers,
    ...jobBoardHandlers,
    ...auditHandlers,
    ...profilesHandlers,
    ...rolesHandlers,
    ...systemUsersHandlers,
    ...kioskUsersHandlers,
  },
  recordTables,
})
