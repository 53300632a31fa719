import { createHash } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isLoanPeriod, type Lender } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { type LoanParameters, loanTerms } from "../../domain/rules/loan-limits"
import { loanSchedule } from "../../domain/personal/prestamos-autorizados-rules"
import { addDays, isoDate, mexicoToday } from "../dates"
import { minimumWage } from "../personal/movimientos-personal-checks"
import { demoApprover, oneLevelFlow } from "./demo-authorizations"
import { consultaCompany, demoUsers } from "./demo-structure"

// The demo's loans and economic aid (DOMAIN-MX 4.9, 4.11):
// - loan parameters within the law: one monthly salary at most (tope_max_veces 1), 20 % of the
//   period's pay at most per discount (the 30 % over the minimum wage of LFT art. 110-I applies
//   anyway), 26 weekly, 12 fortnightly or 6 monthly payments, 2 loans a year per person; the
//   rates (6 % / 8 % a year) apply only to a savings fund's loans (LFT art. 111);
// - the PRESTAMO and AYUDA request types go through one level, the employee's Jefe de
//   departamento, as the demo's bajas do, so autoriza@demo.mx decides those of their department;
// - four tipos de ayuda;
// - in the approver's department: a loan and an aid waiting for them, and a Vigente loan with the
//   payments due so far recorded; elsewhere in the first company a Liquidado loan, a savings
//   fund's loan just captured, an aid paid and one captured without its proof yet.
// Amounts follow the loan rule (domain/rules/loan-limits.ts) for each person's pay.

export const demoLoanParameters: LoanParameters = {
  tope_prestamo: 30_000,
  tope_max_veces: 1,
  cuota_pres_sem: 26,
  des_pres_sem: 20,
  cuota_pres_quin: 12,
  des_pres_quin: 20,
  cuota_pres_men: 6,
  des_pres_men: 20,
  prestamos_mes_emp: 25,
  prestamos_ano_trab: 2,
  tasa_int_clave: 6,
  tasa_int_noclave: 8,
}

const aidTypes = [
  {
    id_tipo_ayuda: "LENTES",
    n_tipo_ayuda: "Apoyo para anteojos",
    detalle: "Anteojos o lentes de contacto graduados del colaborador.",
    monto_maximo: 2500,
    requiere_comprobante: "1",
    antiguedad_min_meses: 6,
    max_por_anio: 1,
    documentos: ["Factura de la óptica", "Receta del optometrista"],
  },
  {
    id_tipo_ayuda: "DEFUNCION",
    n_tipo_ayuda: "Apoyo por defunción de un familiar",
    detalle: "Padres, cónyuge o hijos.",
    monto_maximo: 10_000,
    requiere_comprobante: "1",
    antiguedad_min_meses: 0,
    max_por_anio: null,
    documentos: ["Acta de defunción"],
  },
  {
    id_tipo_ayuda: "NACIMIENTO",
    n_tipo_ayuda: "Apoyo por nacimiento",
    detalle: "Nacimiento o adopción de un hijo.",
    monto_maximo: 3000,
    requiere_comprobante: "1",
    antiguedad_min_meses: 3,
    max_por_anio: 2,
    documentos: ["Acta de nacimiento"],
  },
  {
    id_tipo_ayuda: "ESCOLAR",
    n_tipo_ayuda: "Apoyo escolar",
    detalle: "Útiles y uniformes al inicio del ciclo escolar.",
    monto_maximo: 1500,
    requiere_comprobante: "0",
    antiguedad_min_meses: 12,
    max_por_anio: 1,
    documentos: [],
  },
] as const

/** A one-page PDF (what a scanned receipt would be): the demo's proof of an aid. */
const demoProof = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
)

interface Person {
  readonly id_empleado: number
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly salario_diario: number
  readonly id_periodicidad: string
  readonly persona_clave: "1" | "0"
}

export const seedDemoLoans = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = mexicoToday(nowMs)
    const today = isoDate(now)
    const daysAgo = (n: number) => isoDate(addDays(now, -n))

    yield* sql`UPDATE parametros_sistema SET ${sql.update({ ...demoLoanParameters })} WHERE id = 1`
    const types = yield* sql<{ id: number | string; clave: string }>`SELECT id_tipo_solicitud AS id, clave FROM tipos_solicitud WHERE clave IN ('PRESTAMO', 'AYUDA')`
    const typeId = (clave: string) => Number(types.find((t) => t.clave === clave)?.id)
    for (const t of types) yield* sql`INSERT INTO flujos_autorizacion ${sql.insert(oneLevelFlow(Number(t.id)))}`

    for (const { documentos, ...type } of aidTypes) {
      yield* sql`INSERT INTO tipos_ayuda ${sql.insert({ ...type, vigente_desde: "2024-01-01", activo: "1" })}`
      if (documentos.length > 0) {
        yield* sql`INSERT INTO tipos_ayuda_documentos ${sql.insert(
          documentos.map((n_documento, i) => ({ id_tipo_ayuda: type.id_tipo_ayuda, orden: i + 1, n_documento, obligatorio: "1" })),
        )}`
      }
    }

    const [approverRow] = yield* sql<{ id_empleado: number | string; id_depto: number | string }>`
      SELECT u.id_empleado, r.id_depto FROM usuarios u JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
      WHERE u.id_usuario = ${demoApprover.email} LIMIT 1`
    const approver = approverRow === undefined ? null : Number(approverRow.id_empleado)
    // Active people of the first company with a year of service and pay well over the minimum,
    // paid by a period that takes loans, without a pending movement (the demo's bajas).
    const candidates = yield* sql<Record<string, unknown>>`
      SELECT e.id_empleado, e.id_empresa, e.id_centro_trabajo, e.salario_diario, e.id_periodicidad, e.persona_clave, e.id_depto
      FROM empleados e
      WHERE e.activo = '1' AND e.id_empresa = ${consultaCompany} AND e.salario_diario >= 450 AND e.id_periodicidad IN ('02', '04', '05')
        AND e.f_ingreso <= ${daysAgo(400)} AND e.id_empleado <> ${approver ?? -1}
        AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_empleado = e.id_empleado AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado`
    const people: Array<Person & { readonly id_depto: number }> = candidates.map((c) => ({
      id_empleado: Number(c.id_empleado),
      id_empresa: Number(c.id_empresa),
      id_centro_trabajo: Number(c.id_centro_trabajo),
      salario_diario: Number(c.salario_diario),
      id_periodicidad: String(c.id_periodicidad).trim(),
      persona_clave: c.persona_clave === "1" ? "1" : "0",
      id_depto: Number(c.id_depto),
    }))
    const ofApprover = people.filter((p) => approverRow !== undefined && p.id_depto === Number(approverRow.id_depto))
    const others = people.filter((p) => !ofApprover.includes(p))
    const take = (from: Array<Person>, fallback: Array<Person>): Person | undefined => from.shift() ?? fallback.shift()

    /** A loan this person may take: about 80 % of what the law lets each period discount. */
    const loanOf = (p: Person, otorgante: Lender, f_solicitud: string) =>
      Effect.gen(function* () {
        if (!isLoanPeriod(p.id_periodicidad)) return undefined
        const wage = (yield* minimumWage(p.id_centro_trabajo, f_solicitud)) ?? 0
        const n = { "02": 16, "04": 8, "05": 4 }[p.id_periodicidad]
        const borrower = { salario_diario: p.salario_diario, id_periodicidad: p.id_periodicidad, salario_minimo: wage, persona_clave: p.persona_clave }
        const probe = loanTerms({ monto: 1, num_pagos: n, otorgante }, borrower, demoLoanParameters)
        if (probe === null) return undefined
        const perPeriod = Math.min(probe.limite_legal, probe.limite_parametro ?? probe.limite_legal) * 0.8
        const monto = Math.floor(Math.min(perPeriod * n * (otorgante === "CAJA" ? 0.9 : 1), p.salario_diario * 30 * 0.9, 10_000) / 100) * 100
        if (monto < 500) return undefined
        const terms = loanTerms({ monto, num_pagos: n, otorgante }, borrower, demoLoanParameters)
        return terms === null ? undefined : { monto, num_pagos: n, terms }
      })

    const insertLoan = (p: Person, otorgante: Lender, f_solicitud: string, estado: string, motivo: string) =>
      Effect.gen(function* () {
        const loan = yield* loanOf(p, otorgante, f_solicitud)
        if (loan === undefined) return undefined
        const period = loan.terms.id_periodicidad
        // The first discount on the first payday at least a week after the request.
        const first = firstPayday(addDays(new Date(`${f_solicitud}T12:00:00`), 7), period)
        const [row] = yield* sql<{ id_prestamo: number | string }>`INSERT INTO prestamos ${sql.insert({
          id_empleado: p.id_empleado,
          id_empresa: p.id_empresa,
          f_solicitud,
          monto: loan.monto,
          num_pagos: loan.num_pagos,
          otorgante,
          id_periodicidad: period,
          tasa_interes: loan.terms.tasa_interes,
          interes: loan.terms.interes,
          total: loan.terms.total,
          importe_descuento: loan.terms.importe_descuento,
          f_primer_descuento: first,
          saldo: loan.terms.total,
          estado,
          motivo,
          id_usuario_alta: demoUsers.admin.email,
          f_alta: `${f_solicitud}T16:00:00.000Z`,
          f_autorizacion: estado === "Vigente" || estado === "Liquidado" ? `${f_solicitud}T18:00:00.000Z` : null,
        })} RETURNING id_prestamo`
        return { id_prestamo: Number(row?.id_prestamo), total: loan.terms.total, num_pagos: loan.num_pagos, first, period }
      })

    /** Records, as paid, the scheduled payments due by today (all of them for a Liquidado loan). */
    const payDue = (loan: { id_prestamo: number; total: number; num_pagos: number; first: string; period: "02" | "04" | "05" }, all: boolean) =>
      Effect.gen(function* () {
        const due = loanSchedule(loan.total, loan.num_pagos, loan.first, loan.period, 0).filter((s) => all || s.fecha <= today)
        if (due.length === 0) return
        yield* sql`INSERT INTO prestamos_abonos ${sql.insert(
          due.map((s) => ({
            id_prestamo: loan.id_prestamo,
            f_abono: s.fecha,
            importe: s.importe,
            referencia: `Nómina ${s.fecha}`,
            id_usuario: demoUsers.admin.email,
            f_registro: `${s.fecha}T18:00:00.000Z`,
          })),
        )}`
        const left = due[due.length - 1]?.saldo ?? loan.total
        yield* sql`UPDATE prestamos SET saldo = ${left}, estado = ${left === 0 ? "Liquidado" : "Vigente"} WHERE id_prestamo = ${loan.id_prestamo}`
      })

    const step = (origen: string, id_origen: number, clave: string, p: Person, f_referencia: string, decided: string | null) =>
      approver === null
        ? Effect.void
        : sql`INSERT INTO autorizaciones ${sql.insert({
            origen,
            id_origen,
            id_tipo_solicitud: typeId(clave),
            id_empleado: p.id_empleado,
            f_referencia,
            niveles: 1,
            nivel: 1,
            id_autorizador: approver,
            resultado: decided === null ? null : "A",
            fecha: decided,
            comentario: null,
            creado: nowMs,
          })}`.pipe(Effect.asVoid)

    // Waiting for the approver: a loan and an aid of their department.
    const waiting = take(ofApprover, others)
    if (waiting !== undefined) {
      const loan = yield* insertLoan(waiting, "EMPRESA", daysAgo(2), "En autorización", "Gastos médicos de un familiar")
      if (loan !== undefined) yield* step("PRESTAMO", loan.id_prestamo, "PRESTAMO", waiting, daysAgo(2), null)
    }
    // Vigente with the payments due so far, approved by the approver two months and a half ago.
    const vigente = take(ofApprover, others)
    if (vigente !== undefined) {
      const loan = yield* insertLoan(vigente, "EMPRESA", daysAgo(75), "Vigente", "Reparación de vivienda")
      if (loan !== undefined) {
        yield* step("PRESTAMO", loan.id_prestamo, "PRESTAMO", vigente, daysAgo(75), daysAgo(74))
        yield* payDue(loan, false)
      }
    }
    const liquidado = take(others, ofApprover)
    if (liquidado !== undefined) {
      const loan = yield* insertLoan(liquidado, "EMPRESA", daysAgo(300), "Vigente", "Inscripción escolar")
      if (loan !== undefined) yield* payDue(loan, true)
    }
    const caja = take(others, ofApprover)
    if (caja !== undefined) yield* insertLoan(caja, "CAJA", today, "Capturado", "Compra de electrodomésticos")

    const insertAid = (p: Person, id_tipo_ayuda: string, monto: number, f_solicitud: string, estado: string, motivo: string, extra: Record<string, unknown> = {}) =>
      Effect.map(
        sql<{ id_ayuda: number | string }>`INSERT INTO ayudas_economicas ${sql.insert({
          id_empleado: p.id_empleado,
          id_tipo_ayuda,
          f_solicitud,
          monto,
          motivo,
          estado,
          id_usuario_alta: demoUsers.admin.email,
          f_alta: `${f_solicitud}T16:00:00.000Z`,
          ...extra,
        })} RETURNING id_ayuda`,
        (rows) => Number(rows[0]?.id_ayuda),
      )

    const lentes = take(ofApprover, others)
    if (lentes !== undefined) {
      const id = yield* insertAid(lentes, "LENTES", 1800, daysAgo(1), "En autorización", "Anteojos graduados nuevos")
      const version = createHash("sha256").update(demoProof).digest("hex").slice(0, 16)
      yield* sql`INSERT INTO ayudas_comprobantes ${sql.insert({ id_ayuda: id, version, tipo: "application/pdf", datos: Buffer.from(demoProof) })}`
      yield* sql`UPDATE ayudas_economicas SET comprobante = ${version} WHERE id_ayuda = ${id}`
      yield* step("AYUDA", id, "AYUDA", lentes, daysAgo(1), null)
    }
    const escolar = take(others, ofApprover)
    if (escolar !== undefined) {
      yield* insertAid(escolar, "ESCOLAR", 1200, daysAgo(40), "Pagada", "Útiles escolares de dos hijos", {
        f_autorizacion: daysAgo(38),
        f_pago: daysAgo(35),
        referencia_pago: "TRF-004512",
      })
    }
    const nacimiento = take(others, ofApprover)
    if (nacimiento !== undefined) yield* insertAid(nacimiento, "NACIMIENTO", 3000, today, "Capturada", "Nacimiento de su hija")
  })

/** The first payday of a period on or after a day: any day for weekly pay, the 15th or the month's end otherwise. */
const firstPayday = (from: Date, period: "02" | "04" | "05"): string => {
  if (period === "02") return isoDate(from)
  const end = new Date(from.getFullYear(), from.getMonth() + 1, 0)
  if (period === "05") return isoDate(end)
  return from.getDate() <= 15 ? isoDate(new Date(from.getFullYear(), from.getMonth(), 15)) : isoDate(end)
}
