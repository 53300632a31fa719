import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { periodicidadesPago, regimenesFiscales } from "../../../domain/rules/sat-catalogs"

// Companies as legal employers (domain/organizacion/empresas.ts): the SAT catalogues
// they name (fiscal regimes and payroll periodicities, seeded here and read-only), the fiscal
// address and contact columns, and two child tables, the IMSS employer registrations and the
// payroll periodicities each company uses.
//
// `id_empresa` stays the INTEGER key of 0001: every workplace check (permisos_rol), the
// dashboard, the report builder and the seeds join on it, and the company's clave is typed by
// the user as digits, so an integer loses nothing.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  yield* sql`CREATE TABLE regimenes_fiscales (
    id_regimen CHAR(3) PRIMARY KEY,
    n_regimen VARCHAR(150) NOT NULL,
    aplica_fisica CHAR(1) NOT NULL CHECK (aplica_fisica IN ('1', '0')),
    aplica_moral CHAR(1) NOT NULL CHECK (aplica_moral IN ('1', '0'))
  )`
  yield* sql`INSERT INTO regimenes_fiscales ${sql.insert(regimenesFiscales.map((r) => ({ ...r })))}`
  yield* sql`CREATE TABLE periodicidades_pago (
    id_periodicidad CHAR(2) PRIMARY KEY,
    n_periodicidad VARCHAR(60) NOT NULL
  )`
  yield* sql`INSERT INTO periodicidades_pago ${sql.insert(periodicidadesPago.map((p) => ({ ...p })))}`

  // PostgreSQL refuses to change the type of a column a view reads, so the employees' view is
  // dropped and made again around the change. SQLite does not enforce a VARCHAR length: there
  // the 150 of 0001 already holds 254 characters.
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        yield* sql`DROP VIEW vt_lista_empleados`
        yield* sql`ALTER TABLE empresas ALTER COLUMN n_empresa TYPE VARCHAR(254)`
        yield* sql`CREATE VIEW vt_lista_empleados AS
          SELECT e.id_empleado,
            e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') AS n_empleado,
            e.id_empresa, em.n_empresa, e.id_centro_trabajo, ct.n_centro_trabajo, e.id_puesto, p.n_puesto
          FROM empleados e
          JOIN empresas em ON em.id_empresa = e.id_empresa
          JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
          JOIN puestos p ON p.id_puesto = e.id_puesto
          WHERE e.activo = '1'`
      }),
    orElse: () => Effect.void,
  })

  // One ADD COLUMN per statement: SQLite takes no list. The address and the fiscal data are
  // nullable in the table because companies stored before this migration have none; the
  // descriptor requires them on every save. tipo_persona and id_regimen get a value for those
  // companies below, from the RFC's length.
  const columns = [
    "regimen_capital VARCHAR(50)",
    "n_comercial VARCHAR(100)",
    "tipo_persona CHAR(1) NOT NULL DEFAULT 'M' CHECK (tipo_persona IN ('F', 'M'))",
    "id_regimen CHAR(3) REFERENCES regimenes_fiscales (id_regimen)",
    "calle VARCHAR(100)",
    "num_exterior VARCHAR(20)",
    "num_interior VARCHAR(20)",
    "colonia VARCHAR(100)",
    "codigo_postal CHAR(5)",
    "id_pais INTEGER REFERENCES paises (id_pais)",
    "id_estado INTEGER REFERENCES estados (id_estado)",
    "id_ciudad INTEGER REFERENCES ciudades (id_ciudad)",
    // Defaults for the company's new work centres, keys of the zonas and plazas reference
    // tables; those come after this migration, so no foreign key here.
    "id_zona VARCHAR(10)",
    "id_plaza VARCHAR(10)",
    "representante_legal VARCHAR(150)",
    "telefono VARCHAR(10)",
    "email VARCHAR(100)",
    // A stored image reference; no upload endpoint writes it yet.
    "logo VARCHAR(300)",
    "activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))",
    // The role of the user who created the company: it sees the company while no work centre
    // exists to grant (see scopeCondition in server/records/queries.ts).
    "id_rol_alta VARCHAR(20)",
  ]
  for (const column of columns) yield* sql.unsafe(`ALTER TABLE empresas ADD COLUMN ${column}`)
  yield* sql`UPDATE empresas SET tipo_persona = CASE WHEN LENGTH(rfc) = 13 THEN 'F' ELSE 'M' END`
  yield* sql`UPDATE empresas SET id_regimen = CASE WHEN tipo_persona = 'F' THEN '612' ELSE '601' END WHERE id_regimen IS NULL`

  yield* sql`CREATE TABLE empresas_registros_patronales (
    id_empresa INTEGER NOT NULL REFERENCES empresas (id_empresa),
    orden INTEGER NOT NULL,
    registro_patronal VARCHAR(11) NOT NULL,
    clase_riesgo INTEGER NOT NULL CHECK (clase_riesgo BETWEEN 1 AND 5),
    prima_riesgo NUMERIC(8, 5) NOT NULL CHECK (prima_riesgo BETWEEN 0.5 AND 15),
    f_alta DATE NOT NULL,
    activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0')),
    PRIMARY KEY (id_empresa, orden)
  )`
  // An IMSS registration belongs to one employer in the whole system: the database judges it.
  yield* sql`CREATE UNIQUE INDEX empresas_registros_patronales_ci ON empresas_registros_patronales ((LOWER(registro_patronal)))`
  yield* sql`CREATE TABLE empresas_periodicidades (
    id_empresa INTEGER NOT NULL REFERENCES empresas (id_empresa),
    orden INTEGER NOT NULL,
    id_periodicidad CHAR(2) NOT NULL REFERENCES periodicidades_pago (id_periodicidad),
    PRIMARY KEY (id_empresa, orden)
  )`
  yield* sql`CREATE UNIQUE INDEX empresas_periodicidades_unica ON empresas_periodicidades (id_empresa, id_periodicidad)`
})
