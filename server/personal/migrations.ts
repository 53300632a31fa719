// personal's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const personalMigrations = {
  "0050_tipos_ayuda": () => import("../db/migrations/0050_tipos_ayuda"),
  "0069_expediente_empleado": () => import("../db/migrations/0069_expediente_empleado"),
  "0070_referencias_personal": () => import("../db/migrations/0070_referencias_personal"),
  "0071_fotos_empleados": () => import("../db/migrations/0071_fotos_empleados"),
  "0072_movimientos_personal": () => import("../db/migrations/0072_movimientos_personal"),
  "0076_empleados_orden": () => import("../db/migrations/0076_empleados_orden"),
  "0080_altas_recontratables": () => import("../db/migrations/0080_altas_recontratables"),
  "0081_folios_documento": () => import("../db/migrations/0081_folios_documento"),
  "0082_cartas_laborales": () => import("../db/migrations/0082_cartas_laborales"),
  "0083_reconocimientos": () => import("../db/migrations/0083_reconocimientos"),
  "0085_propiedades_responsivas": () => import("../db/migrations/0085_propiedades_responsivas"),
  "0086_actas_administrativas": () => import("../db/migrations/0086_actas_administrativas"),
  "0090_prestamos": () => import("../db/migrations/0090_prestamos"),
  "0091_ayudas_economicas": () => import("../db/migrations/0091_ayudas_economicas"),
  "0100_candidatos": () => import("../db/migrations/0100_candidatos"),
  "0120_solicitudes_portal_atencion": () => import("../db/migrations/0120_solicitudes_portal_atencion"),
}
