import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { LetterType } from "../../domain/finiquitos/cartas-finiquito-vocabulary"
import type { FiniquitoCause } from "../../domain/rules/finiquito-causes"
import { addDays, isoDate, mexicoToday } from "../dates"
import { folioSeries, nextFolio } from "../documents/folio"
import { issuedColumns, letterFiniquito } from "../finiquitos/cartas-finiquito-facts"
import { runFiniquitoEngine } from "../finiquitos/finiquito-engine-run"
import { consultaCompany } from "./demo-structure"

// The demo's cartas finiquito (MODULES-MX §1.7): three more people of the first company who left
// this year get a finiquito already decided (calculated by the engine, as calcular stores it),
// each settled with one letter of its type: a renuncia Pagado with its recibo finiquito Emitida
// (its text frozen), a mutuo consentimiento Autorizado with its convenio de terminación still a
// Borrador, and a death Pagado with its recibo de beneficiarios as a Borrador. The FIN100 demo's
// own three finiquitos stay as they are. A person whose baja falls before the legal parameters
// in force is skipped.

const plan: ReadonlyArray<{ readonly causa: FiniquitoCause; readonly estado: "Autorizado" | "Pagado"; readonly tipo: LetterType; readonly emitida: boolean }> = [
  { causa: "RENUNCIA", estado: "Pagado", tipo: "RECIBO", emitida: true },
  { causa: "MUTUO_CONSENTIMIENTO", estado: "Autorizado", tipo: "CONVENIO", emitida: false },
  { causa: "MUERTE", estado: "Pagado", tipo: "BENEFICIARIOS", emitida: false },
]

const witnesses = [
  { nombre: "Laura Méndez Ortiz", domicilio: "Calle Hidalgo 120, Col. Centro, León, Guanajuato" },
  { nombre: "Jorge Ramírez Soto", domicilio: "Av. Insurgentes 45, Col. San Juan, León, Guanajuato" },
]

export const seedDemoSettlementLetters = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const year = mexicoToday(nowMs).getFullYear()
    const left = yield* sql<{ id_empleado: number | string; f_ingreso: string; f_baja: string; salario_diario: number | string; sdi: number | string | null; zona: string | null }>`
      SELECT e.id_empleado, e.f_ingreso, e.f_baja, e.salario_diario, e.sdi, COALESCE(c.id_zona, m.id_zona) AS zona
      FROM empleados e
        LEFT JOIN centros_trabajo c ON c.id_centro_trabajo = e.id_centro_trabajo
        LEFT JOIN empresas m ON m.id_empresa = e.id_empresa
      WHERE e.id_empresa = ${consultaCompany} AND e.f_baja IS NOT NULL AND e.f_baja >= ${`${year}-01-01`} AND e.f_baja >= e.f_ingreso
        AND e.salario_diario IS NOT NULL AND NOT EXISTS (SELECT 1 FROM finiquitos f WHERE f.id_empleado = e.id_empleado)
      ORDER BY e.f_baja DESC, e.id_empleado
      LIMIT 3`
    const [representative] = yield* sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_empresa = ${consultaCompany} AND activo = '1' ORDER BY id_empleado LIMIT 1`
    if (representative === undefined) return
    for (const [i, p] of left.entries()) {
      const step = plan[i]
      if (step === undefined) continue
      const f_baja = String(p.f_baja).slice(0, 10)
      const sd = Number(p.salario_diario)
      const inputs = {
        causa: step.causa,
        salario_diario: sd,
        sdi: Math.max(Number(p.sdi ?? sd), sd),
        zona: p.zona === "ZLFN" ? "ZLFN" : "GEN",
        tipo_contrato: "01",
        f_ingreso: String(p.f_ingreso).slice(0, 10),
        f_antiguedad: null,
        f_baja,
        f_pagado_hasta: isoDate(addDays(new Date(`${f_baja}T12:00:00Z`), -7)),
        dias_aguinaldo: 15,
        dias_aguinaldo_anticipados: 0,
        pct_prima_vacacional: 25,
        vac_pendientes: 2,
        meses_caidos: 0,
        incluir_20_dias: "0",
        base_prima_antiguedad: "SDI",
        dias_usmo: 30,
        percepciones_extra: [],
        deducciones: [],
      } as const
      const result = yield* Effect.option(runFiniquitoEngine(inputs))
      if (result._tag === "None") continue
      const paid = step.estado === "Pagado"
      const folio = yield* nextFolio(folioSeries.finiquito, consultaCompany, Number(f_baja.slice(0, 4)))
      const [row] = yield* sql<{ id_finiquito: number | string }>`INSERT INTO finiquitos ${sql.insert({
        folio,
        id_empleado: Number(p.id_empleado),
        id_empresa: consultaCompany,
        causa: inputs.causa,
        f_baja,
        f_pagado_hasta: inputs.f_pagado_hasta,
        salario_diario: inputs.salario_diario,
        sdi: inputs.sdi,
        zona: inputs.zona,
        tipo_contrato: inputs.tipo_contrato,
        dias_aguinaldo: 15,
        dias_aguinaldo_anticipados: 0,
        pct_prima_vacacional: 25,
        vac_pendientes: inputs.vac_pendientes,
        incluir_20_dias: "0",
        base_prima_antiguedad: "SDI",
        dias_usmo: 30,
        antiguedad: Math.round(result.value.antiguedad.anios * 10_000) / 10_000,
        bruto: result.value.totales.bruto,
        isr: result.value.totales.isr,
        neto: result.value.totales.neto,
        resultado: JSON.stringify(result.value),
        estado: step.estado,
        forma_pago: paid ? "TRANSFERENCIA" : null,
        referencia_pago: paid ? `SPEI ${String(8_000 + i)}` : null,
        f_pago: paid ? f_baja : null,
        uuid_cfdi: paid ? `5F1D2C3B-4A59-4E6F-8A7B-9C0D1E2F3A4${i}` : null,
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
        f_autorizacion: now.toISOString(),
      })} RETURNING id_finiquito`
      const f = yield* letterFiniquito(Number(row?.id_finiquito))
      const draft = { tipo: step.tipo, lugar: "León, Guanajuato", f_firma: f_baja, id_representante: Number(representative.id_empleado), texto: null }
      const issued = step.emitida ? yield* issuedColumns(f, draft) : {}
      const letterFolio = yield* nextFolio(folioSeries.cartaFiniquito, consultaCompany, Number(f_baja.slice(0, 4)))
      const [letter] = yield* sql<{ id_carta: number | string }>`INSERT INTO cartas_finiquito ${sql.insert({
        folio: letterFolio,
        id_finiquito: f.id_finiquito,
        id_empresa: consultaCompany,
        ...draft,
        ...issued,
        f_emision: step.emitida ? f_baja : null,
        estado: step.emitida ? "Emitida" : "Borrador",
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })} RETURNING id_carta`
      for (const [orden, w] of witnesses.entries()) {
        yield* sql`INSERT INTO cartas_finiquito_testigos ${sql.insert({ id_carta: Number(letter?.id_carta), orden: orden + 1, ...w })}`
      }
    }
  })
