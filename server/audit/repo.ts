import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { AuditQuery, AuditRow } from "../../domain/configuraciones/bitacora-auditoria"
import type { AuditEntry } from "./insert"

/** An entry as the drivers read it back: its numbers may come as text. */
interface StoredRow extends Omit<AuditEntry, "momento" | "resultado"> {
  readonly id_auditoria: number | string
  readonly momento: number | string
  readonly resultado: number | string
}

/**
 * The labels come from the whole contract (./operations.ts), imported by the log's first read:
 * the part that serves the log (configuraciones) then loads without every module's schemas.
 */
export const operations = Effect.promise(() => import("./operations"))

/** One page of the log, newest first, with the total of rows the filter matches. */
export const findAudit = (query: AuditQuery) =>
  Effect.gen(function* () {
    const { operationLabelOf } = yield* operations
    const sql = yield* SqlClient.SqlClient
    const conditions = [
      query.id_usuario === undefined ? undefined : sql`id_usuario = ${query.id_usuario.trim().toLowerCase()}`,
      query.operacion === undefined ? undefined : sql`operacion = ${query.operacion}`,
      query.desde === undefined ? undefined : sql`momento >= ${Date.parse(`${query.desde}T00:00:00`)}`,
      query.hasta === undefined ? undefined : sql`momento < ${Date.parse(`${query.hasta}T00:00:00`) + 86_400_000}`,
    ].filter((c) => c !== undefined)
    const where = sql.and(conditions)
    const size = query.por_pagina ?? 20
    const page = query.pagina ?? 1
    const [count] = yield* sql<{ total: number | string }>`SELECT COUNT(*) AS total FROM auditoria WHERE ${where}`
    const rows = yield* sql<StoredRow>`
      SELECT id_auditoria, momento, id_usuario, ip, operacion, entidad, clave, antes, despues, resultado, detalle
      FROM auditoria WHERE ${where}
      ORDER BY momento DESC, id_auditoria DESC
      LIMIT ${size} OFFSET ${(page - 1) * size}`
    return {
      total: Number(count?.total ?? 0),
      filas: rows.map(
        (r): AuditRow => ({
          id_auditoria: Number(r.id_auditoria),
          fecha: new Date(Number(r.momento)).toISOString(),
          id_usuario: r.id_usuario,
          ip: r.ip,
          operacion: r.operacion,
          n_operacion: operationLabelOf(r.operacion),
          entidad: r.entidad,
          clave: r.clave,
          antes: r.antes,
          despues: r.despues,
          resultado: Number(r.resultado),
          detalle: r.detalle,
        }),
      ),
    }
  })
