import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { occupationAreas, occupations, thematicAreas } from "../../../domain/formacion/tablas-referencia-stps"

// The STPS's catalogues of the DC-3 (domain/formacion/tablas-referencia-stps.ts), read-only in
// Formación's Tablas de referencia (FOR050): the áreas temáticas of a course and the Catálogo
// Nacional de Ocupaciones, áreas and their subáreas. Their claves are text as the form prints them
// ('01', '01.1'); a puesto names its subárea (0239).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE areas_tematicas (
    id_area_tematica VARCHAR(4) PRIMARY KEY,
    n_area_tematica VARCHAR(100) NOT NULL
  )`
  yield* sql`INSERT INTO areas_tematicas ${sql.insert(thematicAreas.map(([id_area_tematica, n_area_tematica]) => ({ id_area_tematica, n_area_tematica })))}`

  yield* sql`CREATE TABLE areas_cno (
    id_area_cno VARCHAR(2) PRIMARY KEY,
    n_area_cno VARCHAR(100) NOT NULL
  )`
  yield* sql`INSERT INTO areas_cno ${sql.insert(occupationAreas.map(([id_area_cno, n_area_cno]) => ({ id_area_cno, n_area_cno })))}`

  yield* sql`CREATE TABLE ocupaciones_cno (
    id_ocupacion_cno VARCHAR(5) PRIMARY KEY,
    n_ocupacion_cno VARCHAR(100) NOT NULL,
    id_area_cno VARCHAR(2) NOT NULL REFERENCES areas_cno (id_area_cno)
  )`
  yield* sql`INSERT INTO ocupaciones_cno ${sql.insert(
    occupations.map(([id_ocupacion_cno, n_ocupacion_cno, id_area_cno]) => ({ id_ocupacion_cno, n_ocupacion_cno, id_area_cno })),
  )}`
})
