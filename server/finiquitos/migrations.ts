import finiquitosMigration from "../db/migrations/0200_finiquitos"
import settlementLettersMigration from "../db/migrations/0215_cartas_finiquito"
import finiquitosBaja from "../db/migrations/0225_finiquitos_baja"

// finiquitos's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const finiquitosMigrations = {
  "0200_finiquitos": finiquitosMigration,
  "0215_cartas_finiquito": settlementLettersMigration,
  "0225_finiquitos_baja": finiquitosBaja,
}
