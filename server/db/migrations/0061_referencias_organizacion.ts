import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { foldText } from "../../../domain/records/fold"

// The organisation's reference catalogues (Tablas de referencia). Países, estados and ciudades
// already exist for the job-board export, which copies their id and name columns as they are:
// they only gain `activo` (a row in use is deactivated, never deleted) and estados its CURP and
// SAT codes. Estados are the 32 entidades federativas under their INEGI number, plus the CURP's
// "Nacido en el extranjero" (NE, number 0), so every database has them whatever it was seeded
// with. New: minimum-wage zones with their dated daily wages (wages change every year, so they
// are rows with a start date, never constants) and plazas.

const flag = "CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))"

/** INEGI number, name, CURP code, SAT c_Estado. Ciudad de México's SAT code is CMX (formerly DIF). */
const entidades: ReadonlyArray<readonly [number, string, string, string | null]> = [
  [1, "Aguascalientes", "AS", "AGU"],
  [2, "Baja California", "BC", "BCN"],
  [3, "Baja California Sur", "BS", "BCS"],
  [4, "Campeche", "CC", "CAM"],
  [5, "Coahuila de Zaragoza", "CL", "COA"],
  [6, "Colima", "CM", "COL"],
  [7, "Chiapas", "CS", "CHP"],
  [8, "Chihuahua", "CH", "CHH"],
  [9, "Ciudad de México", "DF", "CMX"],
  [10, "Durango", "DG", "DUR"],
  [11, "Guanajuato", "GT", "GUA"],
  [12, "Guerrero", "GR", "GRO"],
  [13, "Hidalgo", "HG", "HID"],
  [14, "Jalisco", "JC", "JAL"],
  [15, "México", "MC", "MEX"],
  [16, "Michoacán de Ocampo", "MN", "MIC"],
  [17, "Morelos", "MS", "MOR"],
  [18, "Nayarit", "NT", "NAY"],
  [19, "Nuevo León", "NL", "NLE"],
  [20, "Oaxaca", "OC", "OAX"],
  [21, "Puebla", "PL", "PUE"],
  [22, "Querétaro", "QT", "QUE"],
  [23, "Quintana Roo", "QR", "ROO"],
  [24, "San Luis Potosí", "SP", "SLP"],
  [25, "Sinaloa", "SL", "SIN"],
  [26, "Sonora", "SR", "SON"],
  [27, "Tabasco", "TC", "TAB"],
  [28, "Tamaulipas", "TS", "TAM"],
  [29, "Tlaxcala", "TL", "TLA"],
  [30, "Veracruz de Ignacio de la Llave", "VZ", "VER"],
  [31, "Yucatán", "YN", "YUC"],
  [32, "Zacatecas", "ZS", "ZAC"],
  [0, "Nacido en el extranjero", "NE", null],
]

/** Short names a database may already hold for an entidad (folded), besides its full name. */
const aliases: Readonly<Record<string, number>> = {
  coahuila: 5,
  "estado de mexico": 15,
  michoacan: 16,
  veracruz: 30,
  "distrito federal": 9,
}

const entidadOf = (name: string): number | undefined => {
  const folded = foldText(name.trim())
  return entidades.find(([, n]) => foldText(n) === folded)?.[0] ?? aliases[folded]
}

/** Daily minimum wages by zone and start date (CONASAMI resolutions). */
const salarios: ReadonlyArray<readonly [string, number, string, number]> = [
  ["GEN", 1, "2025-01-01", 278.8],
  ["GEN", 2, "2026-01-01", 315.04],
  ["ZLFN", 1, "2025-01-01", 419.88],
  ["ZLFN", 2, "2026-01-01", 440.87],
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const table of ["paises", "estados", "ciudades", "tipos_responsabilidad"]) {
    yield* sql.unsafe(`ALTER TABLE ${table} ADD COLUMN activo ${flag}`)
  }
  yield* sql`ALTER TABLE estados ADD COLUMN clave_curp VARCHAR(2)`
  yield* sql`ALTER TABLE estados ADD COLUMN clave_sat VARCHAR(3)`

  // México: the one a database already has under any spelling, else number 1 (the demo seed and
  // the job board's copies have always used 1).
  const countries = yield* sql<{ id_pais: number | string; n_pais: string }>`SELECT id_pais, n_pais FROM paises`
  const existing = countries.find((c) => foldText(c.n_pais.trim()) === "mexico")
  const ids = countries.map((c) => Number(c.id_pais))
  const mexico = existing === undefined ? (ids.includes(1) ? Math.max(...ids) + 1 : 1) : Number(existing.id_pais)
  if (existing === undefined) yield* sql`INSERT INTO paises ${sql.insert({ id_pais: mexico, n_pais: "México", activo: "1" })}`

  // A database that already had estados under other numbers: each one recognised by its name
  // moves to its INEGI number with its ciudades; the others keep theirs, or move above the
  // INEGI range when they sit inside it. Every row goes through a number far above both first,
  // so no move lands on a row that has not moved yet.
  const states = yield* sql<{ id_estado: number | string; id_pais: number | string; n_estado: string }>`
    SELECT id_estado, id_pais, n_estado FROM estados ORDER BY id_estado`
  const parked = 1_000_000
  const move = (from: number, to: number, row: { readonly id_pais: number; readonly n_estado: string }) =>
    Effect.gen(function* () {
      const [there] = yield* sql`SELECT 1 AS x FROM estados WHERE id_estado = ${to}`
      if (there === undefined) yield* sql`INSERT INTO estados ${sql.insert({ id_estado: to, id_pais: row.id_pais, n_estado: row.n_estado, activo: "1" })}`
      yield* sql`UPDATE ciudades SET id_estado = ${to} WHERE id_estado = ${from}`
      yield* sql`DELETE FROM estados WHERE id_estado = ${from}`
    })
  for (const s of states) yield* move(Number(s.id_estado), parked + Number(s.id_estado), { id_pais: Number(s.id_pais), n_estado: s.n_estado })
  for (const s of states) {
    const id = Number(s.id_estado)
    const target = entidadOf(s.n_estado) ?? (id <= 33 ? 1000 + id : id)
    yield* move(parked + id, target, { id_pais: Number(s.id_pais), n_estado: s.n_estado })
  }
  for (const [id_estado, n_estado, clave_curp, clave_sat] of entidades) {
    const [there] = yield* sql`SELECT 1 AS x FROM estados WHERE id_estado = ${id_estado}`
    if (there === undefined) {
      yield* sql`INSERT INTO estados ${sql.insert({ id_estado, id_pais: mexico, n_estado, clave_curp, clave_sat, activo: "1" })}`
    } else {
      yield* sql`UPDATE estados SET ${sql.update({ id_pais: mexico, n_estado, clave_curp, clave_sat })} WHERE id_estado = ${id_estado}`
    }
  }
  yield* sql`CREATE UNIQUE INDEX estados_clave_curp ON estados ((UPPER(clave_curp)))`
  yield* sql`CREATE UNIQUE INDEX estados_clave_sat ON estados ((UPPER(clave_sat)))`

  yield* sql`CREATE TABLE zonas (
    id_zona VARCHAR(10) PRIMARY KEY,
    n_zona VARCHAR(100) NOT NULL,
    activo ${sql.literal(flag)}
  )`
  yield* sql`CREATE UNIQUE INDEX zonas_clave_ci ON zonas ((LOWER(id_zona)))`
  yield* sql`CREATE TABLE zonas_salarios_minimos (
    id_zona VARCHAR(10) NOT NULL REFERENCES zonas (id_zona),
    orden INTEGER NOT NULL,
    f_inicio DATE NOT NULL,
    salario_diario NUMERIC(10, 2) NOT NULL CHECK (salario_diario > 0),
    PRIMARY KEY (id_zona, orden)
  )`
  yield* sql`CREATE UNIQUE INDEX zonas_salarios_fecha ON zonas_salarios_minimos (id_zona, f_inicio)`
  yield* sql`INSERT INTO zonas ${sql.insert([
    { id_zona: "GEN", n_zona: "General", activo: "1" },
    { id_zona: "ZLFN", n_zona: "Zona Libre de la Frontera Norte", activo: "1" },
  ])}`
  yield* sql`INSERT INTO zonas_salarios_minimos ${sql.insert(
    salarios.map(([id_zona, orden, f_inicio, salario_diario]) => ({ id_zona, orden, f_inicio, salario_diario })),
  )}`

  yield* sql`CREATE TABLE plazas (
    id_plaza VARCHAR(10) PRIMARY KEY,
    n_plaza VARCHAR(100) NOT NULL,
    activo ${sql.literal(flag)}
  )`
  yield* sql`CREATE UNIQUE INDEX plazas_clave_ci ON plazas ((LOWER(id_plaza)))`
})
