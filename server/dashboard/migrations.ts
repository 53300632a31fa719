import tableroConteos from "../db/migrations/0079_tablero_conteos"

// dashboard's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const dashboardMigrations = {
  "0079_tablero_conteos": tableroConteos,
}
