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
import organization from "./migrations/0001_organization"
import access from "./migrations/0002_access"
import recordPages from "./migrations/0010_record_pages"
import finSesiones from "./migrations/0041_fin_sesiones"
import derechosVersion from "./migrations/0042_derechos_version"
import autorizaciones from "./migrations/0073_autorizaciones"
import recuperacionPassword from "./migrations/0105_recuperacion_password"
import textosEnBlanco from "./migrations/0130_textos_en_blanco"
import limitesAcceso from "./migrations/0160_limites_acceso"
import lotesDocumentos from "./migrations/0170_lotes_documentos"
import usuarios254 from "./migrations/0310_usuarios_254"

// The same migrations for both dialects; no schema dump, so no filesystem or shell needed. The
// platform's are listed here, each module's beside its manifest (server/<module>/migrations.ts); the
// migrator orders them all by number.
const run = Migrator.make({})

export const migrate = run({
  loader: Migrator.fromRecord({
    "0001_organization": organization,
    "0002_access": access,
    "0010_record_pages": recordPages,
    "0041_fin_sesiones": finSesiones,
    "0042_derechos_version": derechosVersion,
    "0073_autorizaciones": autorizaciones,
    "0105_recuperacion_password": recuperacionPassword,
    "0130_textos_en_blanco": textosEnBlanco,
    "0160_limites_acceso": limitesAcceso,
    "0170_lotes_documentos": lotesDocumentos,
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
    "0310_usuarios_254": usuarios254,
  }),
  table: "migraciones",
}).pipe(Effect.withSpan("migrate"))
