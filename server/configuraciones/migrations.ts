import mailAccount from "../db/migrations/0020_mail_account"
import authorizationFlows from "../db/migrations/0021_authorization_flows"
import systemParameters from "../db/migrations/0022_system_parameters"
import jobBoardCatalogs from "../db/migrations/0023_job_board_catalogs"
import auditoria from "../db/migrations/0040_auditoria"
import modulosHabilitados from "../db/migrations/0195_modulos_habilitados"

// configuraciones's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const configuracionesMigrations = {
  "0020_mail_account": mailAccount,
  "0021_authorization_flows": authorizationFlows,
  "0022_system_parameters": systemParameters,
  "0023_job_board_catalogs": jobBoardCatalogs,
  "0040_auditoria": auditoria,
  "0195_modulos_habilitados": modulosHabilitados,
}
