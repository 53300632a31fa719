// configuraciones's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const configuracionesMigrations = {
  "0020_mail_account": () => import("../db/migrations/0020_mail_account"),
  "0021_authorization_flows": () => import("../db/migrations/0021_authorization_flows"),
  "0022_system_parameters": () => import("../db/migrations/0022_system_parameters"),
  "0023_job_board_catalogs": () => import("../db/migrations/0023_job_board_catalogs"),
  "0040_auditoria": () => import("../db/migrations/0040_auditoria"),
  "0195_modulos_habilitados": () => import("../db/migrations/0195_modulos_habilitados"),
}
