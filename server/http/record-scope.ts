import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { RecordScope, ScopedRecord } from "../../domain/api/endpoint"
import type { Principal } from "../auth/principal"
import { companyVisible } from "../records/queries"
import { forbidden } from "./failure"
import { isVisible } from "../records/visible"

// The workplace rule for endpoints that name records by id: a role sees the work
// centres whose permisos_rol row says '1', and through them their companies, departments and
// employees. Checked by the router before the handler, so no handler can forget it.

/** Ids are integers in every scoped table; anything else names no record. */
const idOf = (value: unknown): number | undefined => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : ""
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined
}

/** 'absent' when no such record exists; else whether the role sees it. */
const visibility = (kind: ScopedRecord, id: number, idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const visible = (centre: ReturnType<typeof sql.literal>) =>
      sql`EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${idRol} AND pr.permiso = '1' AND pr.id_centro_trabajo = ${centre})`
    const rows = yield* (() => {
      switch (kind) {
        case "empresa":
          return sql<{ ve: number | boolean }>`
            SELECT CASE WHEN ${companyVisible(sql, sql.literal("em.id_empresa"), idRol)} THEN 1 ELSE 0 END AS ve
            FROM empresas em WHERE em.id_empresa = ${id}`
        case "centro_trabajo":
          return sql<{ ve: number | boolean }>`
            SELECT ${visible(sql.literal("ct.id_centro_trabajo"))} AS ve FROM centros_trabajo ct WHERE ct.id_centro_trabajo = ${id}`
        case "departamento":
          return sql<{ ve: number | boolean }>`
            SELECT ${visible(sql.literal("d.id_centro_trabajo"))} AS ve FROM departamentos d WHERE d.id_depto = ${id}`
        case "empleado":
          return sql<{ ve: number | boolean }>`
            SELECT ${visible(sql.literal("e.id_centro_trabajo"))} AS ve FROM empleados e WHERE e.id_empleado = ${id}`
      }
    })()
    const row = rows[0]
    if (row === undefined) return "absent" as const
    return isVisible(row.ve) ? ("visible" as const) : ("hidden" as const)
  })

/** Refuses (403) a request naming an existing record outside the caller's work centres. */
export const enforceScope = (scope: RecordScope, input: unknown, principal: Principal | undefined) =>
  Effect.gen(function* () {
    if (typeof input !== "object" || input === null) return
    const fields = input as Readonly<Record<string, unknown>>
    for (const [field, kind] of Object.entries(scope)) {
      const raw = fields[field]
      const values = Array.isArray(raw) ? raw : [raw]
      for (const value of values) {
        const id = idOf(value)
        if (id === undefined) continue
        if (principal === undefined) return yield* forbidden()
        if ((yield* visibility(kind, id, principal.id_rol)) === "hidden") return yield* forbidden()
      }
    }
  })
