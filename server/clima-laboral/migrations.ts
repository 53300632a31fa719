// clima-laboral's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const climaLaboralMigrations = {
  "0275_clima_instrumentos": () => import("../db/migrations/0275_clima_instrumentos"),
  "0276_proyectos_clima": () => import("../db/migrations/0276_proyectos_clima"),
  "0281_clima_guia_i_seguimiento": () => import("../db/migrations/0281_clima_guia_i_seguimiento"),
  "0296_clima_puntajes": () => import("../db/migrations/0296_clima_puntajes"),
  "0297_clima_acciones": () => import("../db/migrations/0297_clima_acciones"),
  "0300_proyectos_clima_politica": () => import("../db/migrations/0300_proyectos_clima_politica"),
  "0301_clima_acciones_dnc": () => import("../db/migrations/0301_clima_acciones_dnc"),
}
