// seleccion's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const seleccionMigrations = {
  "0313_seleccion": () => import("../db/migrations/0313_seleccion"),
  "0314_sel_candidatos_filas": () => import("../db/migrations/0314_sel_candidatos_filas"),
  "0315_seleccion_entrevistas": () => import("../db/migrations/0315_seleccion_entrevistas"),
  "0316_ofertas_candidatos": () => import("../db/migrations/0316_ofertas_candidatos"),
  "0317_sel_candidatos_documentos_tipo": () => import("../db/migrations/0317_sel_candidatos_documentos_tipo"),
}
