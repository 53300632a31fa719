import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { MailAccount, MailAccountOption } from "../../domain/configuraciones/cuentas-correo"

// ss_correo. The page edits one account, the first by id; the password column is read only by
// the SMTP test, never by a query that answers the browser.

interface Row {
  readonly id_cuenta: string
  readonly n_cuenta: string
  readonly host: string
  readonly puerto: number | string
  readonly ssl: string
  readonly tiempo: number | string
}

const toAccount = (row: Row): MailAccount => ({
  id_cuenta: row.id_cuenta,
  n_cuenta: row.n_cuenta,
  host: row.host,
  puerto: String(row.puerto),
  ssl: row.ssl === "1" ? "1" : "0",
  tiempo: String(row.tiempo),
})

export const firstAccount = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<Row>`SELECT id_cuenta, n_cuenta, host, puerto, ssl, tiempo FROM ss_correo ORDER BY id_cuenta LIMIT 1`
  return rows[0] === undefined ? null : toAccount(rows[0])
})

export const accountById = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Row & { password: string }>`
      SELECT id_cuenta, n_cuenta, password, host, puerto, ssl, tiempo FROM ss_correo WHERE id_cuenta = ${id}`
    const row = rows[0]
    return row === undefined ? null : { ...toAccount(row), password: row.password }
  })

export const listAccounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql<MailAccountOption>`SELECT id_cuenta, n_cuenta FROM ss_correo ORDER BY id_cuenta`
})

export interface StoredAccount extends MailAccount {
  /** Empty: keep the stored one (edit only). */
  readonly password: string
}

export const insertAccount = (account: StoredAccount) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO ss_correo ${sql.insert({
      ...account,
      puerto: Number(account.puerto),
      tiempo: Number(account.tiempo),
    })}`
  })

export const updateAccount = (account: StoredAccount) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { id_cuenta, password, ...rest } = account
    const values = { ...rest, puerto: Number(rest.puerto), tiempo: Number(rest.tiempo), ...(password === "" ? {} : { password }) }
    yield* sql`UPDATE ss_correo SET ${sql.update(values)} WHERE id_cuenta = ${id_cuenta}`
  })
