// competencias's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const competenciasMigrations = {
  "0075_modelo_competencias": () => import("../db/migrations/0075_modelo_competencias"),
  "0077_evaluaciones_competencia": () => import("../db/migrations/0077_evaluaciones_competencia"),
  "0078_mapa_competencias": () => import("../db/migrations/0078_mapa_competencias"),
  "0125_competencias_vigentes": () => import("../db/migrations/0125_competencias_vigentes"),
  "0319_mapa_competencias_celdas": () => import("../db/migrations/0319_mapa_competencias_celdas"),
  "0320_evaluaciones_competencia_fecha": () => import("../db/migrations/0320_evaluaciones_competencia_fecha"),
  "0322_mapa_competencias_celdas_lectura": () => import("../db/migrations/0322_mapa_competencias_celdas_lectura"),
}
