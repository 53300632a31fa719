import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type SaveSystemParameters, type SystemParameters, numericParameters } from "../../domain/configuraciones/parametros-sistema"

// The one row of parametros_sistema, with the names its two pickers show and the logo version.
// Column names are the wire names; the numeric list comes from the domain (constants).

type Row = Record<string, unknown>

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

const toParameters = (row: Row): SystemParameters => ({
  serie_persona: String(row.serie_persona ?? ""),
  bd_nomina: String(row.bd_nomina ?? ""),
  id_responsabilidad_pjfi: numberOrNull(row.id_responsabilidad_pjfi),
  n_responsabilidad_pjfi: String(row.n_responsabilidad_pjfi ?? ""),
  id_cuenta_correo: row.id_cuenta_correo === null || row.id_cuenta_correo === undefined ? null : String(row.id_cuenta_correo),
  n_cuenta_correo: String(row.n_cuenta_correo ?? ""),
  clave_responsable: String(row.clave_responsable ?? ""),
  bolsa_conecta: row.bolsa_conecta === "1" ? "1" : "0",
  logo: row.logo === null || row.logo === undefined ? null : String(row.logo).trim(),
  ...(Object.fromEntries(numericParameters.map((f) => [f, numberOrNull(row[f])])) as {
    [K in (typeof numericParameters)[number]]: number | null
  }),
})

export const readParameters = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<Row>`
    SELECT p.*, tr.n_tipo_resp AS n_responsabilidad_pjfi, c.n_cuenta AS n_cuenta_correo,
      (SELECT version FROM logo_sistema WHERE id = 1) AS logo
    FROM parametros_sistema p
    LEFT JOIN tipos_responsabilidad tr ON tr.id_tipo_resp = p.id_responsabilidad_pjfi
    LEFT JOIN ss_correo c ON c.id_cuenta = p.id_cuenta_correo
    WHERE p.id = 1`
  return rows[0] === undefined ? null : toParameters(rows[0])
})

/** The stored columns of a save; the names and clave_responsable are not the client's to set. */
const columnsOf = ({ mode: _mode, ...values }: SaveSystemParameters) => values

export const insertParameters = (input: SaveSystemParameters) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO parametros_sistema ${sql.insert({ id: 1, ...columnsOf(input) })}`
  })

export const updateParameters = (input: SaveSystemParameters) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE parametros_sistema SET ${sql.update(columnsOf(input))} WHERE id = 1`
  })

export const parametersExist = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ id: number }>`SELECT id FROM parametros_sistema WHERE id = 1`
  return rows.length > 0
})

export const responsibilityExists = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (yield* sql`SELECT 1 AS x FROM tipos_responsabilidad WHERE id_tipo_resp = ${id}`).length > 0
  })

export const mailAccountExists = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (yield* sql`SELECT 1 AS x FROM ss_correo WHERE id_cuenta = ${id}`).length > 0
  })

export const bolsaConecta = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ bolsa_conecta: string }>`SELECT bolsa_conecta FROM parametros_sistema WHERE id = 1`
  return rows[0]?.bolsa_conecta === "1" ? ("1" as const) : ("0" as const)
})

export const readLogo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ tipo: string; datos: Uint8Array; version: string }>`SELECT tipo, datos, version FROM logo_sistema WHERE id = 1`
  return rows[0] ?? null
})

export const storeLogo = (tipo: string, datos: Uint8Array, version: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const value = Buffer.from(datos.buffer, datos.byteOffset, datos.byteLength)
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`DELETE FROM logo_sistema WHERE id = 1`
        yield* sql`INSERT INTO logo_sistema ${sql.insert({ id: 1, tipo, datos: value, version })}`
      }),
    )
  })

export const deleteLogo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DELETE FROM logo_sistema WHERE id = 1`
})
