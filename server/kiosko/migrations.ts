import kiosko from "../db/migrations/0095_kiosko"

// kiosko's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const kioskoMigrations = {
  "0095_kiosko": kiosko,
}
