import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import {
  type ConteoGrupo,
  type ContratoAlCorte,
  type ReporteContratos,
  type ReporteContratosRequest,
  reportStates,
} from "../../domain/contratos/reporte-contratos-api"
import type { StoredContractState } from "../../domain/contratos/gestion-contratos-vocabulary"
import { contractStateOn } from "../../domain/rules/contratos-corte"
import type { Principal } from "../auth/principal"
import { scopeCondition } from "../records/queries"
import { numberedNameSql } from "../records/person-name"

// The read of Reporte de contratos (CON240): one set-based query of the contracts begun by the
// cut date (f_inicio ≤ fecha_corte) of people in the caller's centres, with the few columns their
// state on that day needs; the state is the domain's rule (contractStateOn), so the report, the
// contract's page and the expiry list never disagree, and the counting is one pass here. The
// company is the contract's own (its folio's); the centre is the person's today, and so is
// whether the person is active (Vencido needs it): the employee keeps no history of either.

interface Row {
  readonly id_contrato: string
  readonly colaborador: string
  readonly id_empresa: number | string
  readonly n_empresa: string
  readonly rfc: string | null
  readonly id_centro_trabajo: number | string
  readonly n_centro_trabajo: string
  readonly id_tipo_contrato: string
  readonly n_tipo_contrato: string
  readonly c_tipo_contrato: string
  readonly f_inicio: unknown
  readonly f_fin: unknown
  readonly f_terminacion: unknown
  readonly estado: StoredContractState
  readonly activo: string
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10))
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value))

/** CON090's first alert threshold (dias_alerta_1), 30 until it is saved: where Por vencer begins. */
export const readFirstThreshold = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ d: number | string | null }>`SELECT MAX(dias_alerta_1) AS d FROM parametros_contratos`
  return row?.d === null || row?.d === undefined ? 30 : Number(row.d)
})

interface Group {
  readonly clave: string
  readonly nombre: string
  readonly detalle: string
}

const groupOf = (r: Row, view: ReporteContratosRequest["vista"]): Group => {
  if (view === "centro") return { clave: String(r.id_centro_trabajo), nombre: r.n_centro_trabajo, detalle: r.n_empresa }
  if (view === "tipo") return { clave: r.id_tipo_contrato, nombre: r.n_tipo_contrato, detalle: r.c_tipo_contrato }
  return { clave: String(r.id_empresa), nombre: r.n_empresa, detalle: r.rfc ?? "" }
}

export const readContractReport = (request: ReporteContratosRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const threshold = yield* readFirstThreshold
    const cut = request.fecha_corte
    // Only the list names people and needs an order; the counts read the fewest columns.
    const listing = request.vista === "lista"
    const rows = yield* sql<Row>`
      SELECT c.id_contrato, ${sql.literal(listing ? numberedNameSql("e") : "''")} AS colaborador, c.id_empresa, em.n_empresa, em.rfc,
        e.id_centro_trabajo, ct.n_centro_trabajo, c.id_tipo_contrato, cc.n_tipo_contrato, cc.c_tipo_contrato,
        c.f_inicio, c.f_fin, c.f_terminacion, c.estado, e.activo
      FROM contratos c
      JOIN empleados e ON e.id_empleado = c.id_empleado
      JOIN empresas em ON em.id_empresa = c.id_empresa
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      JOIN catalogo_contratos cc ON cc.id_tipo_contrato = c.id_tipo_contrato
      WHERE ${sql.and([
        sql`c.f_inicio <= ${cut}`,
        scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal, "in"),
        ...(request.id_empresa === undefined ? [] : [sql`c.id_empresa = ${request.id_empresa}`]),
        ...(request.id_centro_trabajo === undefined ? [] : [sql`e.id_centro_trabajo = ${request.id_centro_trabajo}`]),
        ...(request.id_tipo_contrato === undefined ? [] : [sql`c.id_tipo_contrato = ${request.id_tipo_contrato}`]),
      ])}
      ${listing ? sql`ORDER BY em.n_empresa, ct.n_centro_trabajo, c.f_inicio, c.id_contrato` : sql``}`

    const contratos: Array<ContratoAlCorte> = []
    const groups = new Map<string, Group & { conteos: Array<number> }>()
    const totales = reportStates.map(() => 0)
    for (const r of rows) {
      const f_fin = isoOrNull(r.f_fin)
      const estado = contractStateOn({ estado: r.estado, f_fin, f_terminacion: isoOrNull(r.f_terminacion), empleado_activo: r.activo === "1" }, cut, threshold)
      if (request.estado !== undefined && estado !== request.estado) continue
      const column = reportStates.indexOf(estado)
      totales[column] = (totales[column] ?? 0) + 1
      if (listing) {
        contratos.push({
          id_contrato: r.id_contrato,
          colaborador: r.colaborador,
          n_empresa: r.n_empresa,
          n_centro_trabajo: r.n_centro_trabajo,
          n_tipo_contrato: r.n_tipo_contrato,
          f_inicio: iso(r.f_inicio),
          f_fin,
          estado,
        })
        continue
      }
      const group = groupOf(r, request.vista)
      const held = groups.get(group.clave) ?? { ...group, conteos: reportStates.map(() => 0) }
      held.conteos[column] = (held.conteos[column] ?? 0) + 1
      groups.set(group.clave, held)
    }
    const grupos: ReadonlyArray<ConteoGrupo> = [...groups.values()]
      .map((g) => ({ ...g, total: g.conteos.reduce((a, b) => a + b, 0) }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre, "es-MX") || a.clave.localeCompare(b.clave))
    const result: ReporteContratos = { vista: request.vista, grupos, contratos, totales, total: totales.reduce((a, b) => a + b, 0) }
    return result
  })
