import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type ContratoPorVencer, type ContratosVencerRequest, defaultDays } from "../../domain/contratos/contratos-vencer-api"
import { daysFrom } from "../../domain/rules/contratos-vigencia"
import { shiftDay } from "../../domain/rules/working-days"
import type { Principal } from "../auth/principal"
import { todayInMexico } from "../organizacion/in-force"
import { scopeCondition } from "../records/queries"
import type { PageWindow } from "../records/report"
import { numberedNameSql } from "../records/person-name"

// The read of Contratos por vencer (CON230): Vigente contracts with an end at most `dias` days
// after the server's day in Mexico City, and those past it whose person is still active (LFT 39:
// Vencido, extended, waiting for an action); the person in one of the caller's centres. The
// company is the contract's own (its folio's); centre and department are the person's today.
// The index contratos_por_vencer (estado, f_fin, ...) reads the range in its order (0205).

/** Último seguimiento: the latest f_seguimiento of the contract's follow-ups (CON220). */
const lastFollowUp = "(SELECT MAX(s.f_seguimiento) FROM seguimientos_contratos s WHERE s.id_contrato = c.id_contrato)"

interface Row {
  readonly id_contrato: string
  readonly id_empleado: number | string
  readonly colaborador: string
  readonly n_puesto: string | null
  readonly n_tipo_contrato: string
  readonly f_fin: unknown
  readonly ultimo_seguimiento: unknown
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10))

/**
 * The list, whole or one page; with a page, also how many rows the whole list has (a COUNT on
 * the same conditions), so a page's request neither reads nor names the other rows.
 */
export const readExpiringContractsPage = (request: ContratosVencerRequest, principal: Principal, page?: PageWindow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const horizon = shiftDay(today, request.dias ?? defaultDays)
    const where = sql.and([
      sql`c.estado = 'Vigente'`,
      sql`c.f_fin IS NOT NULL`,
      sql`c.f_fin <= ${horizon}`,
      sql`(c.f_fin >= ${today} OR e.activo = '1')`,
      scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal),
      ...(request.id_empresa === undefined ? [] : [sql`c.id_empresa = ${request.id_empresa}`]),
      ...(request.id_centro_trabajo === undefined ? [] : [sql`e.id_centro_trabajo = ${request.id_centro_trabajo}`]),
      ...(request.id_depto === undefined ? [] : [sql`e.id_depto = ${request.id_depto}`]),
      ...(request.id_tipo_contrato === undefined ? [] : [sql`c.id_tipo_contrato = ${request.id_tipo_contrato}`]),
    ])
    const rows = yield* sql<Row>`
      SELECT c.id_contrato, c.id_empleado, ${sql.literal(numberedNameSql("e"))} AS colaborador, p.n_puesto, cc.n_tipo_contrato, c.f_fin,
        ${sql.literal(lastFollowUp)} AS ultimo_seguimiento
      FROM contratos c
      JOIN empleados e ON e.id_empleado = c.id_empleado
      JOIN catalogo_contratos cc ON cc.id_tipo_contrato = c.id_tipo_contrato
      LEFT JOIN puestos p ON p.id_puesto = c.id_puesto
      WHERE ${where}
      ORDER BY c.f_fin, c.id_contrato${page === undefined ? sql.literal("") : sql` LIMIT ${page.limit} OFFSET ${page.offset}`}`
    const [counted] =
      page === undefined
        ? [{ n: rows.length }]
        : yield* sql<{ n: number | string }>`
            SELECT COUNT(*) AS n FROM contratos c JOIN empleados e ON e.id_empleado = c.id_empleado WHERE ${where}`
    const contratos: ReadonlyArray<ContratoPorVencer> = rows.map((r) => {
      const f_fin = iso(r.f_fin)
      return {
        id_contrato: r.id_contrato,
        id_empleado: Number(r.id_empleado),
        colaborador: r.colaborador,
        n_puesto: r.n_puesto ?? "",
        n_tipo_contrato: r.n_tipo_contrato,
        f_fin,
        dias_restantes: daysFrom(today, f_fin),
        ultimo_seguimiento: r.ultimo_seguimiento === null || r.ultimo_seguimiento === undefined ? null : iso(r.ultimo_seguimiento),
      }
    })
    return { result: { contratos }, total: Number(counted?.n ?? 0) }
  })

export const readExpiringContracts = (request: ContratosVencerRequest, principal: Principal) =>
  Effect.map(readExpiringContractsPage(request, principal), (read) => read.result)
