// evaluacion's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const evaluacionMigrations = {
  "0302_eva_encuestas": () => import("../db/migrations/0302_eva_encuestas"),
  "0303_proyectos_evaluacion": () => import("../db/migrations/0303_proyectos_evaluacion"),
  "0304_objetivos_evaluacion": () => import("../db/migrations/0304_objetivos_evaluacion"),
  "0305_respuestas_evaluacion": () => import("../db/migrations/0305_respuestas_evaluacion"),
  "0311_retroalimentacion_compromisos": () => import("../db/migrations/0311_retroalimentacion_compromisos"),
  "0312_eva_concentrado": () => import("../db/migrations/0312_eva_concentrado"),
  "0321_eva_participantes_evaluado": () => import("../db/migrations/0321_eva_participantes_evaluado"),
}
