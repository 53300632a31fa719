import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { folioSeries, nextFolio } from "../documents/folio"
import { isoDaysFrom, mexicoToday } from "../dates"
import { consultaCompany } from "./demo-structure"
import { seedPeopleContracts } from "./people-contracts"

// The demo's contracts (CON210, MODULES-MX §2). First the showcase, in the first company, one
// person each: an obra determinada ending in 20 days (Por vencer), a tiempo determinado that ended
// 5 days ago with the person still active (Vencido), an indefinite one, and a draft starting
// tomorrow whose person's tiempo determinado ends today. None carries a probation, so a copy of
// one is never refused by LFT 39-D. Then every other person gets theirs (./people-contracts.ts):
// one live contract for each active person, mixed types, renewals, signed and unsigned ones.

interface DemoContract {
  /** Which showcase person (several contracts may be one person's). */
  readonly persona: number
  readonly tipo: string
  readonly estado: "Vigente" | "Borrador"
  readonly desde: number
  readonly hasta: number | null
  readonly causa_art37?: string
}

const contracts: ReadonlyArray<DemoContract> = [
  { persona: 0, tipo: "OBRA", estado: "Vigente", desde: -150, hasta: 20 },
  { persona: 1, tipo: "TIEMPO", estado: "Vigente", desde: -200, hasta: -5, causa_art37: "NATURALEZA" },
  { persona: 2, tipo: "IND", estado: "Vigente", desde: -60, hasta: null },
  { persona: 3, tipo: "TIEMPO", estado: "Vigente", desde: -89, hasta: 0, causa_art37: "NATURALEZA" },
  { persona: 3, tipo: "OBRA", estado: "Borrador", desde: 1, hasta: 180 },
]

const showcasePeople = 4

/** The showcase's folios, in the order the follow-ups name them. */
export interface DemoContractFolios {
  readonly porVencer: string | undefined
  readonly vencido: string | undefined
  readonly borrador: string | undefined
}

export const seedDemoContracts = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const day = isoDaysFrom(mexicoToday(nowMs))
    // Active people of the first company hired over a year ago, on a non-directive puesto, without
    // a system user, from the end of the list (other demo records take the first ones).
    const people = yield* sql<{ id_empleado: number | string; id_puesto: string; salario_diario: number | string | null; n_centro_trabajo: string }>`
      SELECT e.id_empleado, e.id_puesto, e.salario_diario, ct.n_centro_trabajo FROM empleados e
      JOIN puestos p ON p.id_puesto = e.id_puesto
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      WHERE e.id_empresa = ${consultaCompany} AND e.activo = '1' AND e.f_ingreso <= ${day(-400)} AND p.tipo_puesto <> 'D'
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado DESC LIMIT ${showcasePeople}`
    const folios: Array<string> = []
    for (const c of contracts) {
      const p = people[c.persona]
      if (p === undefined) break
      const f_inicio = day(c.desde)
      const id_contrato = yield* nextFolio(folioSeries.contrato, consultaCompany, Number(f_inicio.slice(0, 4)))
      yield* sql`INSERT INTO contratos ${sql.insert({
        id_contrato,
        id_empleado: Number(p.id_empleado),
        id_empresa: consultaCompany,
        id_tipo_contrato: c.tipo,
        f_inicio,
        f_fin: c.hasta === null ? null : day(c.hasta),
        causa_art37: c.causa_art37 ?? null,
        id_puesto: p.id_puesto,
        salario_diario: p.salario_diario === null ? 400 : Number(p.salario_diario),
        id_tipo_jornada: "01",
        horario: "Lunes a viernes de 9:00 a 18:00",
        lugar_prestacion: p.n_centro_trabajo,
        funciones: "Las descritas en el perfil del puesto",
        estado: c.estado,
        firmado: c.estado === "Vigente" ? "1" : "0",
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })}`
      yield* sql`INSERT INTO contratos_beneficiarios ${sql.insert({ id_contrato, orden: 1, nombre: "Beneficiario designado", parentesco: "Cónyuge", porcentaje: 100 })}`
      folios.push(id_contrato)
    }
    yield* seedPeopleContracts(day(0), now.toISOString(), "admin@demo.mx")
    const showcase: DemoContractFolios = { porVencer: folios[0], vencido: folios[1], borrador: folios[4] }
    return showcase
  })
