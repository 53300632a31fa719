import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ContractParameters, SaveContractParameters } from "../../domain/contratos/parametros"

// The one row of parametros_contratos (id = 1) with its mail account's name, and the accounts
// the Alertas tab offers. Column names are the wire names.

interface StoredRow {
  readonly dias_alerta_1: number | string
  readonly dias_alerta_2: number | string
  readonly dias_alerta_3: number | string
  readonly notificar_jefe: string
  readonly notificar_rh: string
  readonly notificar_colaborador: string
  readonly id_cuenta_correo: string
  readonly n_cuenta_correo: string | null
  readonly renovaciones_max_determinado: number | string
}

const flag = (value: string): "1" | "0" => (value === "1" ? "1" : "0")

const toParameters = (row: StoredRow): ContractParameters => ({
  dias_alerta_1: Number(row.dias_alerta_1),
  dias_alerta_2: Number(row.dias_alerta_2),
  dias_alerta_3: Number(row.dias_alerta_3),
  notificar_jefe: flag(row.notificar_jefe),
  notificar_rh: flag(row.notificar_rh),
  notificar_colaborador: flag(row.notificar_colaborador),
  id_cuenta_correo: row.id_cuenta_correo.trim(),
  n_cuenta_correo: row.n_cuenta_correo ?? "",
  renovaciones_max_determinado: Number(row.renovaciones_max_determinado),
})

export const readContractParameters = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<StoredRow>`
    SELECT p.dias_alerta_1, p.dias_alerta_2, p.dias_alerta_3, p.notificar_jefe, p.notificar_rh, p.notificar_colaborador,
      p.id_cuenta_correo, c.n_cuenta AS n_cuenta_correo, p.renovaciones_max_determinado
    FROM parametros_contratos p LEFT JOIN ss_correo c ON c.id_cuenta = p.id_cuenta_correo
    WHERE p.id = 1`
  return rows[0] === undefined ? null : toParameters(rows[0])
})

export const readMailAccounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ id_cuenta: string; n_cuenta: string }>`SELECT id_cuenta, n_cuenta FROM ss_correo ORDER BY n_cuenta, id_cuenta`
  return rows.map((r) => ({ id_cuenta: r.id_cuenta.trim(), n_cuenta: r.n_cuenta }))
})

const columnsOf = ({ mode: _mode, ...values }: SaveContractParameters) => values

/**
 * Stores the row as the mode says, in one transaction: 'add' inserts (false when a row is already
 * there: another administrator saved first), 'edit' updates (false when there is none).
 */
export const storeContractParameters = (input: SaveContractParameters) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (input.mode === "add") {
      const exists = yield* sql`SELECT 1 AS x FROM parametros_contratos WHERE id = 1`
      if (exists.length > 0) return false
      yield* sql`INSERT INTO parametros_contratos ${sql.insert({ id: 1, ...columnsOf(input) })}`
      return true
    }
    const updated = yield* sql`UPDATE parametros_contratos SET ${sql.update(columnsOf(input))} WHERE id = 1 RETURNING id`
    return updated.length > 0
  })

export const mailAccountExists = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (yield* sql`SELECT 1 AS x FROM ss_correo WHERE id_cuenta = ${id}`).length > 0
  })
