import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Organización II, the shared part (DOMAIN-MX 3.5, 3.7, 3.8): the job profile's general data on
// puestos, the niveles de puesto they name, the positions (one seat of a puesto in a department,
// reporting to another seat) and who sat in each seat when.
//
// Written once, before the pages: the puesto editor, the positions, the org chart, the prorating
// and the printed description all read these columns, so they are fixed here and each page's own
// tables come in its own migration.
//
// id_puesto stays the existing global VARCHAR(10) key (employees already reference it) rather than
// a key unique per empresa: a puesto's empresa is a column, and a global key lets a position or a
// prorating name it with one value.
//
// One column per ALTER TABLE: SQLite adds a single column per statement.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  // FOR090 niveles-puesto: the grade a puesto sits at (Directivo, Gerencial, ...).
  yield* sql`CREATE TABLE niveles_puesto (
    id_nivel_puesto INTEGER PRIMARY KEY,
    n_nivel_puesto VARCHAR(100) NOT NULL,
    orden INTEGER NOT NULL DEFAULT 0,
    activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))
  )`

  yield* sql`ALTER TABLE puestos ADD COLUMN id_depto INTEGER REFERENCES departamentos (id_depto)`
  yield* sql`ALTER TABLE puestos ADD COLUMN id_nivel_puesto INTEGER REFERENCES niveles_puesto (id_nivel_puesto)`
  yield* sql`ALTER TABLE puestos ADD COLUMN id_puesto_jefe VARCHAR(10) REFERENCES puestos (id_puesto)`
  yield* sql`ALTER TABLE puestos ADD COLUMN objetivo VARCHAR(1000)`
  // O Operativo, A Administrativo, D Directivo.
  yield* sql`ALTER TABLE puestos ADD COLUMN tipo_puesto CHAR(1) NOT NULL DEFAULT 'A' CHECK (tipo_puesto IN ('O', 'A', 'D'))`
  // SAT c_RiesgoPuesto: 1 to 5, 99 no aplica.
  yield* sql`ALTER TABLE puestos ADD COLUMN riesgo_puesto VARCHAR(2)`
  yield* sql`ALTER TABLE puestos ADD COLUMN salario_min NUMERIC(10, 2)`
  yield* sql`ALTER TABLE puestos ADD COLUMN salario_max NUMERIC(10, 2)`
  // The headcount cap (Frappe's Staffing Plan): vigente positions of the puesto never exceed it.
  yield* sql`ALTER TABLE puestos ADD COLUMN plazas_autorizadas INTEGER NOT NULL DEFAULT 0 CHECK (plazas_autorizadas >= 0)`
  yield* sql`ALTER TABLE puestos ADD COLUMN activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))`
  yield* sql`CREATE INDEX puestos_empresa ON puestos (id_empresa, n_puesto)`
  yield* sql`CREATE INDEX puestos_depto ON puestos (id_depto)`

  // A position lives from f_inicio to f_fin (open when null); it is vigente on a day d when
  // f_inicio <= d <= COALESCE(f_fin, '9999-12-31'). Ended positions stay: last year's chart needs
  // them. The key is the user's clave, ^[A-Z0-9-]{1,10}$ (SPEC 9).
  yield* sql`CREATE TABLE posiciones (
    id_posicion VARCHAR(10) PRIMARY KEY,
    n_posicion VARCHAR(100) NOT NULL,
    id_empresa INTEGER NOT NULL REFERENCES empresas (id_empresa),
    id_centro_trabajo INTEGER NOT NULL REFERENCES centros_trabajo (id_centro_trabajo),
    id_depto INTEGER NOT NULL REFERENCES departamentos (id_depto),
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    id_posicion_jefe VARCHAR(10) REFERENCES posiciones (id_posicion),
    f_inicio DATE NOT NULL,
    f_fin DATE,
    CHECK (f_fin IS NULL OR f_fin >= f_inicio)
  )`
  // The chart of one centre on one date is one index range; a chief's subordinates another.
  yield* sql`CREATE INDEX posiciones_centro ON posiciones (id_centro_trabajo, f_inicio, f_fin)`
  yield* sql`CREATE INDEX posiciones_jefe ON posiciones (id_posicion_jefe)`
  yield* sql`CREATE INDEX posiciones_puesto ON posiciones (id_puesto, f_fin)`
  yield* sql`CREATE INDEX posiciones_depto ON posiciones (id_depto)`

  // Who sat in a seat and when: written only by personnel movements (and the seeds). The occupant
  // of a position on a day d is the row with f_inicio <= d <= COALESCE(f_fin, '9999-12-31'); a
  // seat has at most one such row on any day (the movements keep that).
  yield* sql`CREATE TABLE ocupaciones_posicion (
    id_posicion VARCHAR(10) NOT NULL REFERENCES posiciones (id_posicion),
    f_inicio DATE NOT NULL,
    f_fin DATE,
    id_empleado INTEGER NOT NULL REFERENCES empleados (id_empleado),
    PRIMARY KEY (id_posicion, f_inicio),
    CHECK (f_fin IS NULL OR f_fin >= f_inicio)
  )`
  yield* sql`CREATE INDEX ocupaciones_posicion_empleado ON ocupaciones_posicion (id_empleado, f_inicio)`
})
