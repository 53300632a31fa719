import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { finiquitoRequests } from "../../domain/finiquitos/solicitud-finiquito"
import { finiquitoMessages } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { type FiniquitoCause, causeOfImssBaja } from "../../domain/rules/finiquito-causes"
import { finiquitoCheckTexts } from "../../domain/rules/finiquito-checks"
import { paidUntilForDraft } from "../../domain/rules/finiquito-draft"
import { vacationBalance } from "../../domain/rules/vacation-balance"
import { folioSeries, nextFolio } from "../documents/folio"
import { vacationInput } from "../personal/vacation-balance"
import { dateText } from "../records/date-text"
import { replaceChildren } from "../records/queries"
import { stampColumns } from "../records/stamps"
import { asRecordTable } from "../records/table"
import type { FiniquitoInputs } from "./finiquito-engine-run"
import { type FiniquitoPerson, finiquitoPerson } from "./finiquito-person"
import { bajaSettled, finiquitoRequestsTable, inputColumns } from "./solicitud-finiquito"

// MODULES-MX §1.6: a BAJA movement, once authorized (straight on or by its flow's last approval),
// leaves its finiquito drafted as Borrador, in the same transaction. The draft takes the baja's
// date and IDSE cause (domain/rules/finiquito-causes.ts causeOfImssBaja), the person's pay, zone
// and contract type, the vacation days the person still had on the baja, §1.1's minimums, and a
// deduction for each loan still owed. Nothing is drafted when the baja already has a finiquito
// that is not cancelled, or when the person has no salary to settle on (HR captures it by hand).

interface BajaMovement {
  readonly id_movimiento: number | string
  readonly id_empleado: number | string
  readonly tipo_movimiento: string
  readonly estado: string
  readonly f_efectiva: string
  readonly causa_imss: string | null
}

/**
 * [D] A loan's balance is discounted with the consent the person gave when the loan was granted:
 * its authorization and schedule of discounts are that consent (LFT 110-I), so the line comes
 * marked consented; HR removes it when the loan is settled otherwise.
 */
const owedLoans = (id_empleado: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ id_prestamo: number | string; saldo: number | string }>`
      SELECT id_prestamo, saldo FROM prestamos WHERE id_empleado = ${id_empleado} AND estado = 'Vigente' AND saldo > 0 ORDER BY id_prestamo`,
  )

/** The draft's inputs, or why the person's record cannot give them (on the field to correct). */
export type PersonInputs =
  | { readonly kind: "ok"; readonly inputs: FiniquitoInputs }
  | { readonly kind: "refused"; readonly campo: "salario_diario" | "f_baja"; readonly mensaje: string }

/**
 * The inputs a draft (or a preview by person) takes from the record: the person's pay, zone and
 * contract type, the vacation days still due on the baja, §1.1's minimums, each owed loan as a
 * deduction.
 */
export const personFiniquitoInputs = (id_empleado: number, person: FiniquitoPerson, f_baja: string, causa: FiniquitoCause, f_pagado_hasta?: string) =>
  Effect.gen(function* () {
    if (person.salario_diario === null || person.salario_diario <= 0) {
      return { kind: "refused", campo: "salario_diario", mensaje: finiquitoMessages.colaboradorSinSalario } satisfies PersonInputs
    }
    if (f_baja < person.f_ingreso) return { kind: "refused", campo: "f_baja", mensaje: finiquitoCheckTexts.bajaAntesIngreso } satisfies PersonInputs
    const balance = yield* vacationInput(id_empleado, f_baja)
    const loans = yield* owedLoans(id_empleado)
    const inputs: FiniquitoInputs = {
      causa,
      salario_diario: person.salario_diario,
      sdi: Math.max(person.sdi ?? person.salario_diario, person.salario_diario),
      zona: person.zona,
      tipo_contrato: person.tipo_contrato,
      f_ingreso: person.f_ingreso,
      f_antiguedad: person.f_antiguedad,
      f_baja,
      f_pagado_hasta: f_pagado_hasta ?? paidUntilForDraft(f_baja, person.f_ingreso),
      dias_aguinaldo: 15,
      dias_aguinaldo_anticipados: 0,
      pct_prima_vacacional: 25,
      vac_pendientes: balance === undefined ? 0 : vacationBalance(balance).dias_disponibles,
      meses_caidos: 0,
      incluir_20_dias: "0",
      base_prima_antiguedad: "SDI",
      dias_usmo: 30,
      percepciones_extra: [],
      deducciones: loans.map((l) => ({ concepto: `Saldo del préstamo ${Number(l.id_prestamo)}`, importe: Number(l.saldo), consentimiento: "1" as const })),
    }
    return { kind: "ok", inputs } satisfies PersonInputs
  })

export const draftFiniquitoForBaja = (id_movimiento: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [m] = yield* sql<BajaMovement>`
      SELECT id_movimiento, id_empleado, tipo_movimiento, estado, ${sql.literal(dateText(sql, "f_efectiva"))} AS f_efectiva, causa_imss
      FROM movimientos_personal WHERE id_movimiento = ${id_movimiento}`
    if (m === undefined || m.tipo_movimiento !== "BAJA" || (m.estado !== "Autorizado" && m.estado !== "Aplicado")) return
    const id_empleado = Number(m.id_empleado)
    const f_baja = String(m.f_efectiva).slice(0, 10)
    if (yield* bajaSettled(id_empleado, f_baja)) return
    const person = yield* finiquitoPerson(id_empleado)
    const loaded = yield* personFiniquitoInputs(id_empleado, person, f_baja, causeOfImssBaja(m.causa_imss))
    if (loaded.kind === "refused") return
    const { inputs } = loaded
    const folio = yield* nextFolio(folioSeries.finiquito, person.id_empresa, Number(f_baja.slice(0, 4)))
    const stamps = yield* stampColumns(finiquitoRequests, "add", null)
    const [row] = yield* sql<{ id_finiquito: number | string }>`INSERT INTO finiquitos ${sql.insert({
      ...inputColumns(inputs),
      ...stamps,
      id_empleado,
      id_empresa: person.id_empresa,
      folio,
      estado: "Borrador",
      id_movimiento_baja: id_movimiento,
    })} RETURNING id_finiquito`
    // The deductions as a capture's child rows are written (the platform's own writer).
    yield* replaceChildren(asRecordTable(finiquitoRequestsTable), { id_finiquito: Number(row?.id_finiquito) }, { deducciones: inputs.deducciones, percepciones_extra: [] })
  })
