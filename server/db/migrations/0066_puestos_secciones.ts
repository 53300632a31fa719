import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The job profile's sections (DOMAIN-MX 3.5): one table per section beside puestos, each keyed by
// the puesto (one-row sections) or by the puesto and an `orden` (row sections), and the small
// catalogues the sections name.
//
// - escolaridades, idiomas, software: kept by users in Tablas de referencia (integer keys).
// - riesgos_puesto: the SAT's c_RiesgoPuesto, read-only, seeded here (puestos.riesgo_puesto holds
//   its two-character clave since 0065).
// - competencias, niveles_competencia and the store puestos_competencias: issue 16 (Competencias)
//   builds its pages on these same tables, and competencias-puesto (COM250) edits the same store
//   the job profile's three competency tabs do: one source of truth. tipo 'O' organizacional,
//   'T' técnica, 'P' operativa.
//
// Puestos are never deleted (a delete deactivates them), so the section rows reference them
// without a cascade. Free text columns are sized to the section's field limits.

const flag = "CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))"
const frecuencia = "VARCHAR(10) NOT NULL CHECK (frecuencia IN ('Diaria', 'Semanal', 'Mensual', 'Eventual'))"
const dominio = (column: string) => `VARCHAR(10) NOT NULL CHECK (${column} IN ('Básico', 'Intermedio', 'Avanzado', 'Nativo'))`

/** SAT c_RiesgoPuesto (CFDI de nómina). */
const riesgos: ReadonlyArray<readonly [string, string]> = [
  ["1", "Clase I"],
  ["2", "Clase II"],
  ["3", "Clase III"],
  ["4", "Clase IV"],
  ["5", "Clase V"],
  ["99", "No aplica"],
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  // --- Catalogues --------------------------------------------------------------------------
  yield* sql`CREATE TABLE escolaridades (
    id_escolaridad INTEGER PRIMARY KEY,
    n_escolaridad VARCHAR(100) NOT NULL,
    activo ${sql.literal(flag)}
  )`
  yield* sql`CREATE TABLE idiomas (
    id_idioma INTEGER PRIMARY KEY,
    n_idioma VARCHAR(100) NOT NULL,
    activo ${sql.literal(flag)}
  )`
  yield* sql`CREATE TABLE software (
    id_software INTEGER PRIMARY KEY,
    n_software VARCHAR(100) NOT NULL,
    activo ${sql.literal(flag)}
  )`
  yield* sql`CREATE TABLE riesgos_puesto (
    id_riesgo VARCHAR(2) PRIMARY KEY,
    n_riesgo VARCHAR(100) NOT NULL
  )`
  yield* sql`INSERT INTO riesgos_puesto ${sql.insert(riesgos.map(([id_riesgo, n_riesgo]) => ({ id_riesgo, n_riesgo })))}`

  yield* sql`CREATE TABLE competencias (
    id_competencia INTEGER PRIMARY KEY,
    tipo CHAR(1) NOT NULL CHECK (tipo IN ('O', 'T', 'P')),
    n_competencia VARCHAR(100) NOT NULL,
    descripcion VARCHAR(1000),
    activo ${sql.literal(flag)}
  )`
  yield* sql`CREATE INDEX competencias_tipo ON competencias (tipo, n_competencia)`
  yield* sql`CREATE TABLE niveles_competencia (
    id_nivel INTEGER PRIMARY KEY,
    n_nivel VARCHAR(50) NOT NULL,
    valor INTEGER NOT NULL
  )`

  // --- Sections ----------------------------------------------------------------------------
  // perfil: one row per puesto. No sex requirement is stored (LFT 133); ages are informative.
  yield* sql`CREATE TABLE puestos_perfil (
    id_puesto VARCHAR(10) PRIMARY KEY REFERENCES puestos (id_puesto),
    id_escolaridad INTEGER NOT NULL REFERENCES escolaridades (id_escolaridad),
    carrera VARCHAR(150),
    especialidad VARCHAR(150),
    edad_min INTEGER,
    edad_max INTEGER
  )`
  yield* sql`CREATE TABLE puestos_experiencia (
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    orden INTEGER NOT NULL,
    area_o_puesto VARCHAR(100) NOT NULL,
    anios_min INTEGER NOT NULL CHECK (anios_min BETWEEN 0 AND 40),
    PRIMARY KEY (id_puesto, orden)
  )`
  yield* sql`CREATE TABLE puestos_idiomas (
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    orden INTEGER NOT NULL,
    id_idioma INTEGER NOT NULL REFERENCES idiomas (id_idioma),
    lectura ${sql.literal(dominio("lectura"))},
    escritura ${sql.literal(dominio("escritura"))},
    conversacion ${sql.literal(dominio("conversacion"))},
    PRIMARY KEY (id_puesto, orden)
  )`
  yield* sql`CREATE UNIQUE INDEX puestos_idiomas_unico ON puestos_idiomas (id_puesto, id_idioma)`
  // finalidades: the key responsibilities, in the order they are printed.
  yield* sql`CREATE TABLE puestos_finalidades (
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    orden INTEGER NOT NULL,
    descripcion VARCHAR(500) NOT NULL,
    frecuencia ${sql.literal(frecuencia)},
    PRIMARY KEY (id_puesto, orden)
  )`
  yield* sql`CREATE TABLE puestos_software (
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    orden INTEGER NOT NULL,
    id_software INTEGER NOT NULL REFERENCES software (id_software),
    nivel VARCHAR(10) NOT NULL CHECK (nivel IN ('Básico', 'Intermedio', 'Avanzado')),
    PRIMARY KEY (id_puesto, orden)
  )`
  yield* sql`CREATE UNIQUE INDEX puestos_software_unico ON puestos_software (id_puesto, id_software)`
  // The expected level and weight of each competency of a puesto; per tipo the weights add up
  // to 100 when any row exists (checked in hundredths by the writers). A competency is of one
  // tipo, so it appears once per puesto.
  yield* sql`CREATE TABLE puestos_competencias (
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    tipo CHAR(1) NOT NULL CHECK (tipo IN ('O', 'T', 'P')),
    orden INTEGER NOT NULL,
    id_competencia INTEGER NOT NULL REFERENCES competencias (id_competencia),
    id_nivel_esperado INTEGER NOT NULL REFERENCES niveles_competencia (id_nivel),
    peso NUMERIC(5, 2) NOT NULL CHECK (peso > 0 AND peso <= 100),
    PRIMARY KEY (id_puesto, tipo, orden)
  )`
  yield* sql`CREATE UNIQUE INDEX puestos_competencias_unica ON puestos_competencias (id_puesto, id_competencia)`
  yield* sql`CREATE INDEX puestos_competencias_competencia ON puestos_competencias (id_competencia)`
  // Internal relations name a department or another puesto (exactly one of them).
  yield* sql`CREATE TABLE puestos_relaciones_internas (
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    orden INTEGER NOT NULL,
    id_depto INTEGER REFERENCES departamentos (id_depto),
    id_puesto_relacion VARCHAR(10) REFERENCES puestos (id_puesto),
    motivo VARCHAR(200) NOT NULL,
    frecuencia ${sql.literal(frecuencia)},
    PRIMARY KEY (id_puesto, orden),
    CHECK ((id_depto IS NULL AND id_puesto_relacion IS NOT NULL) OR (id_depto IS NOT NULL AND id_puesto_relacion IS NULL))
  )`
  yield* sql`CREATE TABLE puestos_relaciones_externas (
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    orden INTEGER NOT NULL,
    entidad VARCHAR(100) NOT NULL,
    motivo VARCHAR(200) NOT NULL,
    frecuencia ${sql.literal(frecuencia)},
    PRIMARY KEY (id_puesto, orden)
  )`
  yield* sql`CREATE TABLE puestos_entornos (
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    orden INTEGER NOT NULL,
    condicion VARCHAR(100) NOT NULL,
    exposicion VARCHAR(5) NOT NULL CHECK (exposicion IN ('Baja', 'Media', 'Alta')),
    epp VARCHAR(200),
    PRIMARY KEY (id_puesto, orden)
  )`
  // dimensiones: the job's scale, one row per puesto.
  yield* sql`CREATE TABLE puestos_dimensiones (
    id_puesto VARCHAR(10) PRIMARY KEY REFERENCES puestos (id_puesto),
    personal_directo INTEGER,
    personal_indirecto INTEGER,
    presupuesto NUMERIC(14, 2),
    ventas NUMERIC(14, 2),
    activos_resguardo NUMERIC(14, 2)
  )`
})
