// contratos's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const contratosMigrations = {
  "0175_parametros_legales": () => import("../db/migrations/0175_parametros_legales"),
  "0176_parametros_contratos": () => import("../db/migrations/0176_parametros_contratos"),
  "0180_catalogo_contratos": () => import("../db/migrations/0180_catalogo_contratos"),
  "0185_contratos": () => import("../db/migrations/0185_contratos"),
  "0186_contratos_firmados": () => import("../db/migrations/0186_contratos_firmados"),
  "0190_seguimientos_contratos": () => import("../db/migrations/0190_seguimientos_contratos"),
  "0194_contratos_alertas": () => import("../db/migrations/0194_contratos_alertas"),
  "0205_contratos_por_vencer": () => import("../db/migrations/0205_contratos_por_vencer"),
  "0210_renovaciones_contratos": () => import("../db/migrations/0210_renovaciones_contratos"),
  "0211_seguimientos_contratos_adjuntos": () => import("../db/migrations/0211_seguimientos_contratos_adjuntos"),
  "0230_contratos_folio_cualquier_caso": () => import("../db/migrations/0230_contratos_folio_cualquier_caso"),
}
