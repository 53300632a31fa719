import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isoDaysFrom, mexicoToday } from "../dates"
import { consultaCompany } from "./demo-structure"
import type { DemoContractFolios } from "./demo-contracts"

// The demo's contract follow-ups (CON220, MODULES-MX §2), on the showcase contracts
// (demo-contracts.ts): the review of the one about to end, a renewal decided for the one that
// ended, and the signature awaited on the draft. Dated on or before the demo's day; the first active
// person of the company is responsible.

interface DemoFollowUp {
  readonly tipo: string
  readonly resultado: string
  readonly dia: number
  readonly compromiso: number | null
  readonly comentario: string
}

const followUps: ReadonlyArray<DemoFollowUp> = [
  { tipo: "REVISION_VENCIMIENTO", resultado: "PENDIENTE", dia: -3, compromiso: 7, comentario: "Se revisó el avance de la obra con el jefe inmediato antes del vencimiento" },
  { tipo: "RENOVACION", resultado: "RENOVAR", dia: -10, compromiso: null, comentario: "El área confirma que la necesidad temporal subsiste y propone renovar" },
  { tipo: "FIRMA_PENDIENTE", resultado: "PENDIENTE", dia: 0, compromiso: 2, comentario: "El colaborador recogerá el contrato para firmarlo en recursos humanos" },
]

export const seedDemoContractFollowUps = (nowMs: number, showcase: DemoContractFolios) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const day = isoDaysFrom(mexicoToday(nowMs))
    const [responsible] = yield* sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_empresa = ${consultaCompany} AND activo = '1' ORDER BY id_empleado LIMIT 1`
    if (responsible === undefined) return
    const targets = [showcase.porVencer, showcase.vencido, showcase.borrador]
    for (const [i, f] of followUps.entries()) {
      const id_contrato = targets[i]
      if (id_contrato === undefined) continue
      yield* sql`INSERT INTO seguimientos_contratos ${sql.insert({
        id_contrato,
        f_seguimiento: day(f.dia),
        tipo: f.tipo,
        id_responsable: Number(responsible.id_empleado),
        comentario: f.comentario,
        resultado: f.resultado,
        f_compromiso: f.compromiso === null ? null : day(f.compromiso),
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })}`
    }
  })
