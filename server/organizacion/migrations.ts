// organizacion's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const organizacionMigrations = {
  "0060_empresas": () => import("../db/migrations/0060_empresas"),
  "0061_referencias_organizacion": () => import("../db/migrations/0061_referencias_organizacion"),
  "0062_centros_trabajo": () => import("../db/migrations/0062_centros_trabajo"),
  "0063_departamentos": () => import("../db/migrations/0063_departamentos"),
  "0064_empresas_rfc_sat": () => import("../db/migrations/0064_empresas_rfc_sat"),
  "0065_puestos_posiciones": () => import("../db/migrations/0065_puestos_posiciones"),
  "0066_puestos_secciones": () => import("../db/migrations/0066_puestos_secciones"),
  "0067_prorrateo_posiciones": () => import("../db/migrations/0067_prorrateo_posiciones"),
  "0068_empleados_activos_depto": () => import("../db/migrations/0068_empleados_activos_depto"),
}
