import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { foldSql } from "../../../domain/records/fold"
import { tiposContrato, tiposJornada, tiposRegimen } from "../../../domain/rules/sat-payroll-catalogs"

// The employee record of Personal (GP100, DOMAIN-MX 4.2) and the catalogues it names.
//
// - sexo becomes the CURP's letter: 'H' hombre, 'M' mujer (it was 'M' masculino / 'F' femenino).
//   SQLite cannot change a CHECK in place, so the column is replaced: a new column with the new
//   CHECK, filled from the old one, the old one (and the dashboard index that names it) dropped,
//   the new one renamed. The same statements work on PostgreSQL. No trigger or view reads sexo.
// - id_empleado stays the integer key every other table references; the employee number people
//   read, `num_empleado` (serie_persona + a consecutive padded to digitos_id_persona, SPEC 3.3),
//   is a column of its own, unique and never changed. [D]: changing the key's type would rewrite
//   every table that names an employee for no gain.
// - CURP, RFC and NSS are unique among *active* employees (a former employee's CURP makes a
//   re-entry, DOMAIN-MX 4.2): partial unique indexes make the database the judge.
// - `busqueda` is the folded text the list's `buscar` matches (names, number, CURP, RFC). SQLite
//   cannot add a stored generated column to an existing table, so there it is virtual and its FTS5
//   trigram index is kept by triggers; PostgreSQL stores it with a trigram GIN index.
// - Catalogues kept by users (Tablas de referencia de personal, GP050) get integer keys like the
//   organisation's; bancos take the three-digit code that opens a CLABE; the SAT's payroll
//   catalogues (c_TipoContrato, c_TipoJornada, c_TipoRegimen) are read-only and seeded here.

const activo = "activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))"

const userCatalogues: ReadonlyArray<readonly [table: string, key: string, name: string, extra: string]> = [
  ["parentescos", "id_parentesco", "n_parentesco", ""],
  ["tipos_sangre", "id_tipo_sangre", "n_tipo_sangre", ""],
  // IMSS/IDSE causa de baja: 1-9 or A (DOMAIN-MX 1.7).
  ["motivos_baja", "id_motivo_baja", "n_motivo_baja", "causa_imss CHAR(1) NOT NULL CHECK (causa_imss IN ('1','2','3','4','5','6','7','8','9','A')),"],
  // The LFT art. 47 fraction (I to XV) a fault falls under; null for an internal rule.
  ["tipos_falta", "id_tipo_falta", "n_tipo_falta", "fraccion_lft47 VARCHAR(5),"],
  // LFT art. 423-X: a disciplinary suspension lasts at most eight days.
  ["sanciones", "id_sancion", "n_sancion", "dias_suspension INTEGER CHECK (dias_suspension BETWEEN 0 AND 8),"],
  // Each letter type carries its template, text with placeholders (issue 14 renders it).
  ["tipos_carta", "id_tipo_carta", "n_tipo_carta", "plantilla TEXT,"],
  ["tipos_propiedad", "id_tipo_propiedad", "n_tipo_propiedad", ""],
  ["tipos_reconocimiento", "id_tipo_reconocimiento", "n_tipo_reconocimiento", ""],
]

const satCatalogues = [
  ["tipos_contrato", "id_tipo_contrato", "n_tipo_contrato", tiposContrato],
  ["tipos_jornada", "id_tipo_jornada", "n_tipo_jornada", tiposJornada],
  ["tipos_regimen", "id_tipo_regimen", "n_tipo_regimen", tiposRegimen],
] as const

/** New columns of empleados, in the order of the record's tabs. */
const employeeColumns: ReadonlyArray<string> = [
  "num_empleado VARCHAR(20)",
  // Datos generales
  "curp VARCHAR(18)",
  "rfc VARCHAR(13)",
  "id_estado_civil INTEGER REFERENCES cat_estados_civiles (id_estado_civil)",
  "id_escolaridad INTEGER REFERENCES escolaridades (id_escolaridad)",
  "id_pais_nacimiento INTEGER REFERENCES paises (id_pais)",
  "id_estado_nacimiento INTEGER REFERENCES estados (id_estado)",
  "nacionalidad VARCHAR(40)",
  "id_tipo_sangre INTEGER REFERENCES tipos_sangre (id_tipo_sangre)",
  // Domicilio
  "calle VARCHAR(100)",
  "num_exterior VARCHAR(20)",
  "num_interior VARCHAR(20)",
  "colonia VARCHAR(100)",
  "codigo_postal VARCHAR(5)",
  "id_pais INTEGER REFERENCES paises (id_pais)",
  "id_estado INTEGER REFERENCES estados (id_estado)",
  "id_ciudad INTEGER REFERENCES ciudades (id_ciudad)",
  // Contacto
  "email_personal VARCHAR(100)",
  "email_trabajo VARCHAR(100)",
  "telefono VARCHAR(10)",
  "celular VARCHAR(10)",
  "contacto_emergencia_nombre VARCHAR(150)",
  "contacto_emergencia_parentesco INTEGER REFERENCES parentescos (id_parentesco)",
  "contacto_emergencia_telefono VARCHAR(10)",
  // IMSS / SAT
  "nss VARCHAR(11)",
  "registro_patronal VARCHAR(11)",
  "cp_fiscal VARCHAR(5)",
  "id_regimen_fiscal VARCHAR(3) REFERENCES regimenes_fiscales (id_regimen)",
  "id_tipo_contrato CHAR(2) REFERENCES tipos_contrato (id_tipo_contrato)",
  "id_tipo_jornada CHAR(2) REFERENCES tipos_jornada (id_tipo_jornada)",
  "id_tipo_regimen CHAR(2) REFERENCES tipos_regimen (id_tipo_regimen)",
  "id_periodicidad CHAR(2) REFERENCES periodicidades_pago (id_periodicidad)",
  "tipo_salario CHAR(1) CHECK (tipo_salario IN ('F', 'V', 'M'))",
  "num_credito_infonavit VARCHAR(10)",
  "clabe VARCHAR(18)",
  "id_banco VARCHAR(3) REFERENCES bancos (id_banco)",
  // Puesto / posición
  "id_posicion VARCHAR(10) REFERENCES posiciones (id_posicion)",
  "persona_clave CHAR(1) NOT NULL DEFAULT '0' CHECK (persona_clave IN ('1', '0'))",
  // Salario
  "salario_diario NUMERIC(10, 2) CHECK (salario_diario > 0)",
  "factor_integracion NUMERIC(6, 4)",
  "sdi NUMERIC(10, 2)",
  "f_antiguedad CHAR(10)",
  // Baja, written only by a BAJA movement
  "id_motivo_baja INTEGER REFERENCES motivos_baja (id_motivo_baja)",
  "causa_imss CHAR(1)",
  "recontratable CHAR(1) CHECK (recontratable IN ('1', '0'))",
  "observaciones_baja VARCHAR(500)",
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  for (const [table, key, name, extra] of userCatalogues) {
    yield* sql.unsafe(`CREATE TABLE ${table} (
      ${key} INTEGER PRIMARY KEY,
      ${name} VARCHAR(100) NOT NULL,
      ${extra}
      ${activo}
    )`)
  }
  yield* sql.unsafe(`CREATE TABLE bancos (
    id_banco VARCHAR(3) PRIMARY KEY CHECK (LENGTH(id_banco) = 3),
    n_banco VARCHAR(100) NOT NULL,
    ${activo}
  )`)
  for (const [table, key, name, rows] of satCatalogues) {
    yield* sql.unsafe(`CREATE TABLE ${table} (${key} CHAR(2) PRIMARY KEY, ${name} VARCHAR(100) NOT NULL)`)
    yield* sql`INSERT INTO ${sql(table)} ${sql.insert(rows.map(([id, n]) => ({ [key]: id, [name]: n })))}`
  }
  // The job board's estados civiles become a catalogue users keep, like países.
  yield* sql.unsafe(`ALTER TABLE cat_estados_civiles ADD COLUMN ${activo}`)

  // sexo: 'M'/'F' becomes the CURP's 'H'/'M'.
  yield* sql`DROP INDEX empleados_tablero`
  yield* sql`ALTER TABLE empleados ADD COLUMN sexo_curp CHAR(1) NOT NULL DEFAULT 'H' CHECK (sexo_curp IN ('H', 'M'))`
  yield* sql`UPDATE empleados SET sexo_curp = CASE WHEN sexo = 'M' THEN 'H' ELSE 'M' END`
  yield* sql`ALTER TABLE empleados DROP COLUMN sexo`
  yield* sql`ALTER TABLE empleados RENAME COLUMN sexo_curp TO sexo`
  yield* sql`CREATE INDEX empleados_tablero ON empleados (id_centro_trabajo, activo, sexo)`

  for (const column of employeeColumns) yield* sql.unsafe(`ALTER TABLE empleados ADD COLUMN ${column}`)
  // Existing rows (a database from before this record) get their number from the parameters.
  const [params] = yield* sql<{ readonly serie_persona: string | null; readonly digitos_id_persona: number | null }>`
    SELECT serie_persona, digitos_id_persona FROM parametros_sistema`
  const serie = params?.serie_persona ?? ""
  const digits = Math.max(1, Math.min(10, params?.digitos_id_persona ?? 5))
  const number = sql.onDialectOrElse({
    pg: () => `'${serie.replace(/'/g, "''")}' || LPAD(CAST(id_empleado AS TEXT), ${digits}, '0')`,
    orElse: () => `'${serie.replace(/'/g, "''")}' || SUBSTR('${"0".repeat(digits)}' || id_empleado, -${digits}, ${digits})`,
  })
  yield* sql.unsafe(`UPDATE empleados SET num_empleado = ${number},
    f_antiguedad = f_ingreso, id_regimen_fiscal = '605', tipo_salario = 'F'`)

  yield* sql`CREATE UNIQUE INDEX empleados_num ON empleados (num_empleado)`
  yield* sql`CREATE UNIQUE INDEX empleados_curp_activo ON empleados (curp) WHERE activo = '1'`
  yield* sql`CREATE UNIQUE INDEX empleados_rfc_activo ON empleados (rfc) WHERE activo = '1'`
  yield* sql`CREATE UNIQUE INDEX empleados_nss_activo ON empleados (nss) WHERE activo = '1'`
  yield* sql`CREATE UNIQUE INDEX empleados_email_trabajo ON empleados ((LOWER(email_trabajo)))`
  // A re-entry finds the former record by CURP; the position's occupant by id_posicion.
  yield* sql`CREATE INDEX empleados_curp ON empleados (curp)`
  yield* sql`CREATE INDEX empleados_posicion ON empleados (id_posicion)`
  // The list's sorts: each with the key, so deep pages come from the index.
  yield* sql`CREATE INDEX empleados_nombre_orden ON empleados (apellido_paterno, apellido_materno, nombre, id_empleado)`
  yield* sql`CREATE INDEX empleados_ingreso_orden ON empleados (f_ingreso, id_empleado)`

  const busqueda = [
    foldSql("num_empleado"),
    foldSql("nombre"),
    foldSql("apellido_paterno"),
    foldSql("apellido_materno"),
    foldSql("curp"),
    foldSql("rfc"),
  ].join(" || ' ' || ")
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        yield* sql.unsafe(`ALTER TABLE empleados ADD COLUMN busqueda VARCHAR(400) GENERATED ALWAYS AS (${busqueda}) STORED`)
        const available = yield* sql`SELECT 1 AS x FROM pg_available_extensions WHERE name = 'pg_trgm'`
        if (available.length === 0) return
        yield* sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`
        yield* sql`CREATE INDEX empleados_busqueda ON empleados USING gin (busqueda gin_trgm_ops)`
      }),
    orElse: () =>
      Effect.gen(function* () {
        yield* sql.unsafe(`ALTER TABLE empleados ADD COLUMN busqueda VARCHAR(400) GENERATED ALWAYS AS (${busqueda}) VIRTUAL`)
        yield* sql`CREATE VIRTUAL TABLE empleados_fts USING fts5(busqueda, content='empleados', content_rowid='id_empleado', tokenize='trigram')`
        yield* sql`INSERT INTO empleados_fts (empleados_fts) VALUES ('rebuild')`
        yield* sql`CREATE TRIGGER empleados_fts_alta AFTER INSERT ON empleados BEGIN
          INSERT INTO empleados_fts (rowid, busqueda) VALUES (new.id_empleado, new.busqueda);
        END`
        yield* sql`CREATE TRIGGER empleados_fts_baja AFTER DELETE ON empleados BEGIN
          INSERT INTO empleados_fts (empleados_fts, rowid, busqueda) VALUES ('delete', old.id_empleado, old.busqueda);
        END`
        // Only a change of the searched columns touches the index (most updates are elsewhere).
        yield* sql`CREATE TRIGGER empleados_fts_cambio AFTER UPDATE OF num_empleado, nombre, apellido_paterno, apellido_materno, curp, rfc ON empleados BEGIN
          INSERT INTO empleados_fts (empleados_fts, rowid, busqueda) VALUES ('delete', old.id_empleado, old.busqueda);
          INSERT INTO empleados_fts (rowid, busqueda) VALUES (new.id_empleado, new.busqueda);
        END`
      }),
  })
})
