import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { type LegalKey, type LegalRow, type LegalValue, amountOn, holidaysOf, legalValueOn, minimumWageKey } from "../../domain/rules/legal-parameters"
import { dateTextSql } from "../records/date-text"

// The dated legal parameters as the contratos (and later finiquitos) pages read them: the rows
// of a clave, read once per request and then judged by the pure rules of
// domain/rules/legal-parameters.ts (a salary against the zone's minimum wage on the contract's
// start, the working days between two dates).

/** Every row of a clave, oldest first, with the tariff's brackets. */
export const readLegalRows = (clave: LegalKey) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_parametro_legal: number; valor: number | string | null; descripcion: string | null; f_inicio: string; f_fin: string | null }>`
      SELECT id_parametro_legal, valor, descripcion, ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin
      FROM parametros_legales WHERE clave = ${clave} ORDER BY f_inicio, id_parametro_legal`
    const brackets =
      clave === "TARIFA_ISR_MENSUAL"
        ? yield* sql<{ id_parametro_legal: number; limite_inferior: number | string; cuota_fija: number | string; porcentaje: number | string }>`
            SELECT t.id_parametro_legal, t.limite_inferior, t.cuota_fija, t.porcentaje FROM parametros_legales_tramos t
            JOIN parametros_legales p ON p.id_parametro_legal = t.id_parametro_legal
            WHERE p.clave = ${clave} ORDER BY t.id_parametro_legal, t.orden`
        : []
    return rows.map(
      (r): LegalRow => ({
        id_parametro_legal: Number(r.id_parametro_legal),
        clave,
        valor: r.valor === null ? null : Number(r.valor),
        descripcion: r.descripcion,
        f_inicio: r.f_inicio,
        f_fin: r.f_fin,
        tramos: brackets
          .filter((b) => Number(b.id_parametro_legal) === Number(r.id_parametro_legal))
          .map((b) => ({ limite_inferior: Number(b.limite_inferior), cuota_fija: Number(b.cuota_fija), porcentaje: Number(b.porcentaje) })),
      }),
    )
  })

type Rows = Effect.Effect<ReadonlyArray<LegalRow>, SqlError, SqlClient.SqlClient>

/**
 * A reader for one request: each clave is read the first time it is asked and then answered
 * from memory, so a page that checks many rows (a batch of contracts) reads the table once.
 */
export const legalParameterReader = Effect.sync(() => {
  const cache = new Map<LegalKey, Rows>()
  const rows = (clave: LegalKey): Rows =>
    Effect.gen(function* () {
      const known = cache.get(clave)
      if (known !== undefined) return yield* known
      const once = yield* Effect.cached(readLegalRows(clave))
      cache.set(clave, once)
      return yield* once
    })
  return {
    rows,
    /** The row of a clave in force on a day, or none. */
    valueOn: (clave: LegalKey, date: string) => Effect.map(rows(clave), (r): LegalValue<LegalRow> => legalValueOn(r, clave, date)),
    /** The daily minimum wage of a zone (id_zona GEN or ZLFN) on a day, or none. */
    minimumWageOn: (zona: string, date: string) =>
      Effect.map(rows(minimumWageKey(zona)), (r): LegalValue<number> => amountOn(r, minimumWageKey(zona), date)),
    /** The FESTIVO days stored. */
    holidays: Effect.map(rows("FESTIVO"), holidaysOf),
  }
})
