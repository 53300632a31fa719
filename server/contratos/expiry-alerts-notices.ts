import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ContractAlertNotice } from "../../domain/contratos/expiry-alerts"
import { shiftDay } from "../../domain/rules/working-days"
import type { Principal } from "../auth/principal"
import { todayInMexico } from "../organizacion/in-force"
import { scopeCondition } from "../records/queries"
import { numberedNameSql } from "../records/person-name"
import { daysFrom, probationEnd } from "../../domain/rules/contratos-vigencia"

// The dashboard's side of the expiry alerts: what the daily job sent (avisado = '1') in the last
// 7 days, of contracts still Vigente whose person works in one of the caller's centres, for a
// caller who may act on contracts (CON230 or CON210); the days left are today's.

const keys = ["CON230", "CON210"]
const recentDays = 7

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10))

export const recentContractAlerts = (principal: Principal) =>
  Effect.gen(function* () {
    if (!principal.keys.some((k) => keys.includes(k))) return []
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const rows = yield* sql<{
      id_contrato: string
      colaborador: string
      n_puesto: string | null
      tipo: "vencimiento" | "prueba"
      f_fin: unknown
      f_inicio: unknown
      dias_prueba: number | string | null
      f_envio: unknown
    }>`
      SELECT a.id_contrato, ${sql.literal(numberedNameSql("e"))} AS colaborador, p.n_puesto, a.tipo, c.f_fin, c.f_inicio, c.dias_prueba, a.f_envio
      FROM contratos_alertas a
      JOIN contratos c ON c.id_contrato = a.id_contrato
      JOIN empleados e ON e.id_empleado = c.id_empleado
      LEFT JOIN puestos p ON p.id_puesto = c.id_puesto
      WHERE a.avisado = '1' AND a.f_envio >= ${shiftDay(today, -recentDays)} AND c.estado = 'Vigente'
        AND ${scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal)}
      ORDER BY a.f_envio DESC, a.id_contrato
      LIMIT 50`
    return rows.flatMap((r): ReadonlyArray<ContractAlertNotice> => {
      const limit = r.tipo === "prueba" && r.dias_prueba !== null ? probationEnd(iso(r.f_inicio), Number(r.dias_prueba)) : r.f_fin === null ? null : iso(r.f_fin)
      if (limit === null) return []
      return [{ id_contrato: r.id_contrato, colaborador: r.colaborador, n_puesto: r.n_puesto ?? "", tipo: r.tipo, f_limite: limit, f_envio: iso(r.f_envio), dias_restantes: daysFrom(today, limit) }]
    })
  })
