import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type AuthorizationFlow, type RequestType, type ResponsibilityType, notifyFlags, selectorFields } from "../../domain/configuraciones/flujos-autorizacion"
import { normalizeLoadedFlow } from "../../domain/configuraciones/flujos-autorizacion-rules"

// One row of flujos_autorizacion per request type; columns are the wire names, and unset ids
// are NULL in the table and '' on the wire.

export const requestTypes = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql<RequestType>`SELECT id_tipo_solicitud, n_tipo_solicitud FROM tipos_solicitud ORDER BY n_tipo_solicitud`
})

export const responsibilityTypes = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql<ResponsibilityType>`SELECT id_tipo_resp, n_tipo_resp FROM tipos_responsabilidad ORDER BY n_tipo_resp`
})

export const requestTypeName = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ n_tipo_solicitud: string }>`SELECT n_tipo_solicitud FROM tipos_solicitud WHERE id_tipo_solicitud = ${id}`
    return rows[0]?.n_tipo_solicitud ?? null
  })

export const unknownResponsibilities = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_tipo_resp: number }>`SELECT id_tipo_resp FROM tipos_responsabilidad WHERE ${sql.in("id_tipo_resp", ids)}`
    const known = new Set(rows.map((r) => Number(r.id_tipo_resp)))
    return ids.filter((id) => !known.has(id))
  })

/** A request type's flow, normalised as the page loads it: none or one row (one per type). */
export const flowOf = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT f.*, t.n_tipo_solicitud FROM flujos_autorizacion f
      JOIN tipos_solicitud t ON t.id_tipo_solicitud = f.id_tipo_solicitud
      WHERE f.id_tipo_solicitud = ${id}`
    // PostgreSQL answers BIGINT as text: the same normalisation the page applies handles it.
    return rows.map((row) => normalizeLoadedFlow(row))
  })

const idOrNull = (value: number | "") => (value === "" ? null : value)

export const storeFlow = (flow: AuthorizationFlow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const row = {
      id_tipo_solicitud: flow.id_tipo_solicitud as number,
      // VARCHAR(10) since migration 0073: an integer from the wire is stored as its text.
      id_posicion: flow.id_posicion === "" ? null : String(flow.id_posicion),
      n_posicion: flow.n_posicion,
      validacion: flow.validacion,
      niveles: flow.niveles,
      emp_notifica: flow.emp_notifica,
      notificar: flow.notificar,
      ...Object.fromEntries(selectorFields.map((f) => [f, idOrNull(flow[f])])),
      ...Object.fromEntries(notifyFlags.map((f) => [f, flow[f]])),
    }
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${row.id_tipo_solicitud}`
        yield* sql`INSERT INTO flujos_autorizacion ${sql.insert(row)}`
      }),
    )
  })
