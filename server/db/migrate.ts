import { Migrator } from "@effect/sql"
import { Effect } from "effect"
import { competenciasMigrations } from "../competencias/migrations"
import { configuracionesMigrations } from "../configuraciones/migrations"
import { contratosMigrations } from "../contratos/migrations"
import { finiquitosMigrations } from "../finiquitos/migrations"
import { formacionMigrations } from "../formacion/migrations"
import { climaLaboralMigrations } from "../clima-laboral/migrations"
import { evaluacionMigrations } from "../evaluacion/migrations"
import { dashboardMigrations } from "../dashboard/migrations"
import { kioskoMigrations } from "../kiosko/migrations"
import { organizacionMigrations } from "../organizacion/migrations"
import { personalMigrations } from "../personal/migrations"
import { seleccionMigrations } from "../seleccion/migrations"

// The same migrations for both dialects; no schema dump, so no filesystem or shell needed. The
// platform's are listed here, each module's beside its manifest (server/<module>/migrations.ts); the
// migrator orders them all by number. Each is imported only when it has yet to run, so a process
// that finds its database migrated (every restart) holds none of their code and data.
const run = Migrator.make({})

/** Migrator's loader for imports by file name, here by `NNNN_name`. */
const importedWhenDue = (migrations: Readonly<Record<string, () => Promise<unknown>>>) =>
  Migrator.fromGlob(Object.fromEntries(Object.entries(migrations).map(([key, load]) => [`${key}.ts`, load])))

export const migrate = run({
  loader: importedWhenDue({
    "0001_organization": () => import("./migrations/0001_organization"),
    "0002_access": () => import("./migrations/0002_access"),
    "0010_record_pages": () => import("./migrations/0010_record_pages"),
    "0041_fin_sesiones": () => import("./migrations/0041_fin_sesiones"),
    "0042_derechos_version": () => import("./migrations/0042_derechos_version"),
    "0073_autorizaciones": () => import("./migrations/0073_autorizaciones"),
    "0105_recuperacion_password": () => import("./migrations/0105_recuperacion_password"),
    "0130_textos_en_blanco": () => import("./migrations/0130_textos_en_blanco"),
    "0160_limites_acceso": () => import("./migrations/0160_limites_acceso"),
    "0170_lotes_documentos": () => import("./migrations/0170_lotes_documentos"),
    ...configuracionesMigrations,
    ...dashboardMigrations,
    ...organizacionMigrations,
    ...personalMigrations,
    ...kioskoMigrations,
    ...competenciasMigrations,
    ...contratosMigrations,
    ...finiquitosMigrations,
    ...formacionMigrations,
    ...climaLaboralMigrations,
    ...evaluacionMigrations,
    ...seleccionMigrations,
    "0310_usuarios_254": () => import("./migrations/0310_usuarios_254"),
    "0318_derechos_grupo_version": () => import("./migrations/0318_derechos_grupo_version"),
  }),
  table: "migraciones",
}).pipe(Effect.withSpan("migrate"))
