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
import mailAccount from "../db/migrations/0020_mail_account"
import authorizationFlows from "../db/migrations/0021_authorization_flows"
import systemParameters from "../db/migrations/0022_system_parameters"
import jobBoardCatalogs from "../db/migrations/0023_job_board_catalogs"
import auditoria from "../db/migrations/0040_auditoria"
import modulosHabilitados from "../db/migrations/0195_modulos_habilitados"
import { asRecordTable, type RecordTable } from "../records/table"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(profilesTable),
  asRecordTable(rolesTable),
  asRecordTable(systemUsersTable),
  asRecordTable(kioskUsersTable),
]

// Configuraciones: what server/areas.ts and server/db/migrate.ts take from this module, in one
// import each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated) and its migrations (the files stay in server/db/migrations/).
export const configuracionesManifest = {
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
  migrations: {
    "0020_mail_account": mailAccount,
    "0021_authorization_flows": authorizationFlows,
    "0022_system_parameters": systemParameters,
    "0023_job_board_catalogs": jobBoardCatalogs,
    "0040_auditoria": auditoria,
    "0195_modulos_habilitados": modulosHabilitados,
  },
}
