// finiquitos's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const finiquitosMigrations = {
  "0200_finiquitos": () => import("../db/migrations/0200_finiquitos"),
  "0215_cartas_finiquito": () => import("../db/migrations/0215_cartas_finiquito"),
  "0225_finiquitos_baja": () => import("../db/migrations/0225_finiquitos_baja"),
}
