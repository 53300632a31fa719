// kiosko's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const kioskoMigrations = {
  "0095_kiosko": () => import("../db/migrations/0095_kiosko"),
}
