import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The competency model (issue 16, DOMAIN-MX 5.1-5.5) on the tables 0066 made for the job profile:
// - niveles_competencia gains its description and order, and `valor` becomes unique (the scale
//   compares expected and assessed levels by value);
// - competencias gains the técnicas' family (cat_areas) and CONOCER standard, and the operativas'
//   puesto level, default weight and evaluation criterion. `descripcion` stays the column of what
//   the pages call `definicion`, and `tipo` keeps 0066's letters 'O', 'T', 'P' (the wire's 'ORG',
//   'TEC', 'OPE' are mapped in domain/competencias/competency-types.ts): renaming either
//   would rebuild competencias and puestos_competencias on SQLite for no gain;
// - competencias_descriptores: the behaviour expected at each level, one row per level.
// Keys stay the integers 0066 gave them (the job profile's selects and stored rows name them).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE niveles_competencia ADD COLUMN descripcion VARCHAR(500)`
  yield* sql`ALTER TABLE niveles_competencia ADD COLUMN orden INTEGER`
  yield* sql`CREATE UNIQUE INDEX niveles_competencia_valor ON niveles_competencia (valor)`

  yield* sql`ALTER TABLE competencias ADD COLUMN id_area INTEGER REFERENCES cat_areas (id_area)`
  yield* sql`ALTER TABLE competencias ADD COLUMN clave_conocer VARCHAR(10)`
  yield* sql`ALTER TABLE competencias ADD COLUMN id_nivel_puesto INTEGER REFERENCES niveles_puesto (id_nivel_puesto)`
  yield* sql`ALTER TABLE competencias ADD COLUMN peso_default NUMERIC(5, 2)`
  yield* sql`ALTER TABLE competencias ADD COLUMN criterio_evaluacion VARCHAR(1000)`

  yield* sql`CREATE TABLE competencias_descriptores (
    id_competencia INTEGER NOT NULL REFERENCES competencias (id_competencia),
    orden INTEGER NOT NULL,
    id_nivel INTEGER NOT NULL REFERENCES niveles_competencia (id_nivel),
    conducta VARCHAR(500) NOT NULL,
    PRIMARY KEY (id_competencia, orden)
  )`
  yield* sql`CREATE UNIQUE INDEX competencias_descriptores_nivel ON competencias_descriptores (id_competencia, id_nivel)`
  yield* sql`CREATE INDEX competencias_descriptores_de_nivel ON competencias_descriptores (id_nivel)`
  // puestos_competencias (id_nivel_esperado) has no index of its own: a level's "in use" check reads it.
  yield* sql`CREATE INDEX puestos_competencias_nivel ON puestos_competencias (id_nivel_esperado)`
})
