import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { requiresEndDate } from "../../domain/contratos/catalogo-contratos-rules"
import type { LetterType } from "../../domain/finiquitos/cartas-finiquito-vocabulary"
import { finiquitoMessages, finiquitoOrigin, finiquitoRequestType } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { type FiniquitoResult, calculateFiniquito } from "../../domain/rules/finiquito"
import { type FiniquitoCause, causeOfImssBaja, causeRights } from "../../domain/rules/finiquito-causes"
import { finiquitoProblems } from "../../domain/rules/finiquito-checks"
import { paidUntilForDraft } from "../../domain/rules/finiquito-draft"
import { finiquitoParametersOn } from "../../domain/rules/finiquito-parameters"
import type { LegalKey } from "../../domain/rules/legal-parameters"
import { fourDecimals } from "../../domain/rules/money-rounding"
import { type ApprovalSubject, flowLevels, nextApprover } from "../../domain/rules/next-approver"
import { type VacationPeriod, vacationBalance } from "../../domain/rules/vacation-balance"
import { shiftDay } from "../../domain/rules/working-days"
import { approvalSubject, flowOfType, routingFlow } from "../authorizations/repo"
import { readLegalRows } from "../contratos/legal-parameters"
import { folioSeries, formatFolio } from "../documents/folio"
import type { FiniquitoInputs } from "../finiquitos/finiquito-engine-run"
import { type LetterFiniquito, type LetterSources, composeLetterValues, issuedFrom, letterPersonColumns, letterRepresentativeColumns } from "../finiquitos/cartas-finiquito-facts"
import { readDocumentCompany } from "../documents/company"
import { dateTextSql } from "../records/date-text"
import { oneLevelFlow } from "./demo-authorizations"
import { insertInChunks } from "./insert-chunks"
import { seededRandom } from "./position-tree"

// The scale seed's finiquitos (FIN100) and cartas finiquito (FIN200). Every person who left on a
// day the legal parameters in force cover (UMA, the zone's minimum wage and the monthly ISR
// tariff: the engine refuses any other baja) has a finiquito, except half of those who left in
// the last three days (not captured yet). Its inputs are those the draft of a BAJA takes from the
// record (server/finiquitos/solicitud-finiquito-from-baja.ts personFiniquitoInputs: the cause from
// the IMSS one, pay, zone, contract type, paid up to the last quincena, the vacation days still
// due on the baja, §1.1's minimums, owed loans as deductions), read here in bulk. Its state follows
// the days since the baja: Borrador or Calculado the first days, then sent to the FINIQUITO flow
// (one level, the department head, as in the demo; added when the flow is missing) and waiting,
// rejected or authorized, later paid; a few cancelled. Everything past Borrador holds the
// engine's answer (domain/rules/finiquito.ts, as calcular stores it, with the open-responsivas
// warning), and whatever went through the flow has its steps in autorizaciones, its approver
// found by the engine's own rule (a person whose flow names nobody stays Calculado: sending
// would be refused). Every paid finiquito, and an authorized one of a cause settled by convenio,
// has its letter: issued (its text frozen as Emitir freezes it, server/finiquitos/
// cartas-finiquito-facts.ts) once a few days paid, otherwise a Borrador; signed by the company's
// director, with two heads of department of the person's centre as witnesses.

interface Leaver {
  readonly id_empleado: number
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly id_depto: number
  readonly f_ingreso: string
  readonly f_antiguedad: string | null
  readonly f_baja: string
  readonly salario_diario: number
  readonly sdi: number | null
  readonly zona: string
  readonly tipo_contrato: string
  readonly causa_imss: string | null
}

interface Colleague {
  readonly id_empleado: number
  readonly nombre: string
  readonly domicilio: string
}

type State = "Borrador" | "Calculado" | "En autorización" | "Autorizado" | "Rechazado" | "Pagado" | "Cancelado"

const legalKeys: ReadonlyArray<LegalKey> = ["UMA", "SM_GEN", "SM_ZLFN", "TARIFA_ISR_MENSUAL"]

const rejections = [
  "Revisar los días de vacaciones pendientes contra el control de asistencia",
  "Confirmar la fecha de último pago con nómina",
  "Falta la carta de renuncia firmada en el expediente",
  "Verificar el salario diario integrado del último bimestre",
]

/** §1.7: a death is settled with its beneficiaries; a negotiated end with a convenio; the rest with a recibo. */
const letterTypeOf = (causa: FiniquitoCause): LetterType =>
  causa === "MUERTE" ? "BENEFICIARIOS" : causa === "MUTUO_CONSENTIMIENTO" || causa === "DESPIDO_INJUSTIFICADO" ? "CONVENIO" : "RECIBO"

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
const earlier = (a: string, b: string) => (a <= b ? a : b)
const stampOf = (day: string, hour: number) => `${day}T${String(hour).padStart(2, "0")}:00:00.000Z`

export const seedScaleFiniquitos = (today: string, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const random = seededRandom(20_261_201)
    const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))

    // The FINIQUITO flow of the demo, unless the employer has one.
    const [type] = yield* sql<{ id: number | string }>`SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = ${finiquitoRequestType}`
    const typeId = type === undefined ? null : Number(type.id)
    if (typeId !== null && (yield* flowOfType(typeId)) === undefined) yield* sql`INSERT INTO flujos_autorizacion ${sql.insert(oneLevelFlow(typeId))}`
    const flow = typeId === null ? undefined : yield* flowOfType(typeId)
    const routing = flow === undefined ? undefined : yield* routingFlow(flow)

    const legalRows = (yield* Effect.forEach(legalKeys, readLegalRows)).flat()
    // Bajas since the start of last year: older ones have no tariff in the parameters (the
    // engine would refuse them); the check below keeps those it covers.
    const since = `${Number(today.slice(0, 4)) - 1}-01-01`
    const people = yield* sql<Record<string, unknown>>`
      SELECT e.id_empleado, e.id_empresa, e.id_centro_trabajo, e.id_depto, e.f_ingreso, e.f_antiguedad, e.f_baja,
        e.salario_diario, e.sdi, COALESCE(c.id_zona, m.id_zona) AS zona, TRIM(e.id_tipo_contrato) AS tipo_contrato, e.causa_imss
      FROM empleados e
        LEFT JOIN centros_trabajo c ON c.id_centro_trabajo = e.id_centro_trabajo
        LEFT JOIN empresas m ON m.id_empresa = e.id_empresa
      WHERE e.f_baja IS NOT NULL AND e.f_baja >= ${since} AND e.f_baja <= ${today} AND e.f_baja >= e.f_ingreso AND e.salario_diario > 0
      ORDER BY e.f_baja, e.id_empleado`
    const leavers: Array<Leaver> = people
      .map((p) => ({
        id_empleado: Number(p.id_empleado),
        id_empresa: Number(p.id_empresa),
        id_centro_trabajo: Number(p.id_centro_trabajo),
        id_depto: Number(p.id_depto),
        // CHAR(10) columns, read as finiquitoPerson reads them.
        f_ingreso: String(p.f_ingreso).trim().slice(0, 10),
        f_antiguedad: p.f_antiguedad === null || String(p.f_antiguedad).trim() === "" ? null : String(p.f_antiguedad).trim().slice(0, 10),
        f_baja: String(p.f_baja).trim().slice(0, 10),
        salario_diario: Number(p.salario_diario),
        sdi: p.sdi === null ? null : Number(p.sdi),
        zona: p.zona === "ZLFN" ? "ZLFN" : "GEN",
        tipo_contrato: p.tipo_contrato === null || p.tipo_contrato === "" ? "01" : String(p.tipo_contrato),
        causa_imss: p.causa_imss === null ? null : String(p.causa_imss),
      }))
      .filter((p) => finiquitoParametersOn(legalRows, p.zona, p.f_baja).kind === "found")

    // What personFiniquitoInputs reads person by person, read once for all of them.
    const leaverJoin = sql`JOIN empleados e ON e.id_empleado = x.id_empleado AND e.f_baja IS NOT NULL AND e.f_baja >= ${since}`
    const [parameters] = yield* sql<{ meses_vacas: number | string | null }>`SELECT meses_vacas FROM parametros_sistema WHERE id = 1`
    const mesesVacas = parameters?.meses_vacas === null || parameters?.meses_vacas === undefined ? null : Number(parameters.meses_vacas)
    const periodsOf = (rows: ReadonlyArray<Record<string, unknown>>) => {
      const by = new Map<number, Array<VacationPeriod>>()
      for (const r of rows) {
        const id = Number(r.id_empleado)
        by.set(id, [...(by.get(id) ?? []), { f_inicio: String(r.f_inicio).trim(), f_fin: String(r.f_fin).trim() }])
      }
      return by
    }
    const approved = periodsOf(
      yield* sql<Record<string, unknown>>`SELECT x.id_empleado, x.f_inicio, x.f_fin FROM periodos_vacaciones x ${leaverJoin} ORDER BY x.id_empleado, x.f_inicio`,
    )
    const pending = periodsOf(
      yield* sql<Record<string, unknown>>`
        SELECT x.id_empleado, ${dateTextSql(sql, "x.f_inicio")} AS f_inicio, ${dateTextSql(sql, "x.f_fin")} AS f_fin FROM solicitudes_portal x ${leaverJoin}
        WHERE x.id_tipo_solicitud = 'VAC' AND x.estado IN ('Pendiente', 'En autorización')`,
    )
    const loans = new Map<number, Array<{ concepto: string; importe: number; consentimiento: "1" }>>()
    for (const l of yield* sql<Record<string, unknown>>`
      SELECT x.id_empleado, x.id_prestamo, x.saldo FROM prestamos x ${leaverJoin} WHERE x.estado = 'Vigente' AND x.saldo > 0 ORDER BY x.id_prestamo`) {
      const id = Number(l.id_empleado)
      loans.set(id, [...(loans.get(id) ?? []), { concepto: `Saldo del préstamo ${Number(l.id_prestamo)}`, importe: Number(l.saldo), consentimiento: "1" }])
    }
    const openResponsivas = new Map(
      (yield* sql<Record<string, unknown>>`
        SELECT x.id_empleado, COUNT(*) AS n FROM responsivas x ${leaverJoin} WHERE x.f_devolucion IS NULL GROUP BY x.id_empleado`).map((r) => [Number(r.id_empleado), Number(r.n)]),
    )

    const inputsOf = (p: Leaver): FiniquitoInputs => {
      const since800 = shiftDay(p.f_baja, -800)
      const balance = vacationBalance({
        f_antiguedad: p.f_antiguedad ?? p.f_ingreso,
        today: p.f_baja,
        meses_vacas: mesesVacas !== null && Number.isFinite(mesesVacas) ? mesesVacas : null,
        approved: (approved.get(p.id_empleado) ?? []).filter((v) => v.f_fin >= since800),
        pending: pending.get(p.id_empleado) ?? [],
      })
      return {
        causa: causeOfImssBaja(p.causa_imss),
        salario_diario: p.salario_diario,
        sdi: Math.max(p.sdi ?? p.salario_diario, p.salario_diario),
        zona: p.zona,
        tipo_contrato: p.tipo_contrato,
        f_ingreso: p.f_ingreso,
        f_antiguedad: p.f_antiguedad,
        f_baja: p.f_baja,
        f_pagado_hasta: paidUntilForDraft(p.f_baja, p.f_ingreso),
        dias_aguinaldo: 15,
        dias_aguinaldo_anticipados: 0,
        pct_prima_vacacional: 25,
        vac_pendientes: balance.dias_disponibles,
        meses_caidos: 0,
        incluir_20_dias: "0",
        base_prima_antiguedad: "SDI",
        dias_usmo: 30,
        percepciones_extra: [],
        deducciones: loans.get(p.id_empleado) ?? [],
      }
    }

    /** runFiniquitoEngine's answer on the parameters read once, with withPersonWarnings' warning. */
    const calculate = (p: Leaver, inputs: FiniquitoInputs): FiniquitoResult | null => {
      if (finiquitoProblems(inputs).length > 0) return null
      const parametros = finiquitoParametersOn(legalRows, inputs.zona, inputs.f_baja)
      if (parametros.kind === "none") return null
      const result = calculateFiniquito({
        ...inputs,
        tiempo_determinado: requiresEndDate(inputs.tipo_contrato) === "1",
        incluir_20_dias: inputs.incluir_20_dias === "1",
        parametros: parametros.parametros,
      })
      const open = openResponsivas.get(p.id_empleado) ?? 0
      return open === 0 ? result : { ...result, advertencias: [...result.advertencias, finiquitoMessages.responsivasAbiertas(open)] }
    }

    /** The state a finiquito has reached `age` days after the baja. */
    const stateAfter = (age: number): State => {
      const r = random()
      if (age <= 2) return r < 0.75 ? "Borrador" : "Calculado"
      if (age <= 6) return r < 0.3 ? "Borrador" : r < 0.6 ? "Calculado" : r < 0.95 ? "En autorización" : "Cancelado"
      if (age <= 14) return r < 0.1 ? "Calculado" : r < 0.45 ? "En autorización" : r < 0.55 ? "Rechazado" : r < 0.95 ? "Autorizado" : "Cancelado"
      if (age <= 30) return r < 0.05 ? "En autorización" : r < 0.1 ? "Rechazado" : r < 0.4 ? "Autorizado" : r < 0.96 ? "Pagado" : "Cancelado"
      return r < 0.02 ? "Rechazado" : r < 0.05 ? "Autorizado" : r < 0.97 ? "Pagado" : "Cancelado"
    }
    const flowStates: ReadonlyArray<State> = ["En autorización", "Rechazado", "Autorizado", "Pagado"]
    const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16).toUpperCase()).join("")

    const [top] = yield* sql<{ f: number | string | null; c: number | string | null }>`
      SELECT (SELECT MAX(id_finiquito) FROM finiquitos) AS f, (SELECT MAX(id_carta) FROM cartas_finiquito) AS c`
    const next = { f: num(top?.f), c: num(top?.c) }
    const folios = new Map<string, number>()
    for (const r of yield* sql<{ serie: string; id_empresa: number | string; anio: number | string; ultimo: number | string }>`
      SELECT serie, id_empresa, anio, ultimo FROM folios_documento WHERE serie IN (${folioSeries.finiquito}, ${folioSeries.cartaFiniquito})`) {
      folios.set(`${r.serie}|${Number(r.id_empresa)}|${Number(r.anio)}`, Number(r.ultimo))
    }
    const folio = (serie: string, empresa: number, day: string) => {
      const key = `${serie}|${empresa}|${Number(day.slice(0, 4))}`
      const n = (folios.get(key) ?? 0) + 1
      folios.set(key, n)
      return formatFolio(serie, empresa, Number(day.slice(0, 4)), n)
    }

    interface Planned {
      readonly p: Leaver
      readonly row: Record<string, unknown>
      readonly result: FiniquitoResult | null
      readonly causa: FiniquitoCause
      readonly estado: State
      readonly paidOn: string | null
    }
    const planned: Array<Planned> = []
    const steps: Array<Record<string, unknown>> = []
    const subjects = new Map<number, ApprovalSubject>()
    for (const p of leavers) {
      const age = daysBetween(p.f_baja, today)
      if (age <= 2 && random() < 0.5) continue
      const inputs = inputsOf(p)
      let estado = stateAfter(age)
      const result = estado === "Borrador" ? null : calculate(p, inputs)
      // Refused by the engine: HR has it in Borrador to correct.
      if (result === null) estado = "Borrador"
      // The days of its life: captured a day or two after the baja, calculated then, sent the
      // next working day, decided within three, paid within a week of the decision.
      const captured = earlier(shiftDay(p.f_baja, Math.min(age, 1 + Math.floor(random() * 2))), today)
      const sent = earlier(shiftDay(captured, 1), today)
      const decided = earlier(shiftDay(sent, 1 + Math.floor(random() * 3)), today)
      const paid = earlier(shiftDay(decided, 1 + Math.floor(random() * 7)), today)
      let approver: number | null = null
      if (flowStates.includes(estado) && routing !== undefined && flow !== undefined && typeId !== null) {
        // The department's ancestry and responsables are the same for all its people: read once.
        const known = subjects.get(p.id_depto)
        const subject = known === undefined ? yield* approvalSubject(p.id_empleado) : { ...known, id_empleado: p.id_empleado }
        if (known === undefined) subjects.set(p.id_depto, subject)
        const level = flowLevels(flow)[0] ?? 0
        const answer = nextApprover(routing, subject, level, p.f_baja)
        if (answer.ok) approver = answer.id_autorizador
        // Sending would be refused ('No existe responsable para el nivel 1'): it waits in Calculado.
        else estado = "Calculado"
      }
      next.f += 1
      const id_finiquito = next.f
      const paidState = estado === "Pagado"
      const rejected = estado === "Rechazado"
      const comentario = rejected ? (rejections[Math.floor(random() * rejections.length)] ?? null) : null
      const lastEvent = paidState ? paid : estado === "Autorizado" || rejected ? decided : estado === "En autorización" ? sent : captured
      const row = {
        id_finiquito,
        folio: folio(folioSeries.finiquito, p.id_empresa, p.f_baja),
        id_empleado: p.id_empleado,
        id_empresa: p.id_empresa,
        causa: inputs.causa,
        f_baja: inputs.f_baja,
        f_pagado_hasta: inputs.f_pagado_hasta,
        salario_diario: inputs.salario_diario,
        sdi: inputs.sdi,
        zona: inputs.zona,
        tipo_contrato: inputs.tipo_contrato,
        dias_aguinaldo: inputs.dias_aguinaldo,
        dias_aguinaldo_anticipados: inputs.dias_aguinaldo_anticipados,
        pct_prima_vacacional: inputs.pct_prima_vacacional,
        vac_pendientes: inputs.vac_pendientes,
        meses_caidos: causeRights[inputs.causa].salariosVencidos ? inputs.meses_caidos : null,
        incluir_20_dias: inputs.incluir_20_dias,
        base_prima_antiguedad: inputs.base_prima_antiguedad,
        dias_usmo: inputs.dias_usmo,
        antiguedad: result === null ? null : fourDecimals(result.antiguedad.anios),
        bruto: result === null ? null : result.totales.bruto,
        isr: result === null ? null : result.totales.isr,
        neto: result === null ? null : result.totales.neto,
        resultado: result === null ? null : JSON.stringify(result),
        estado,
        comentario_rechazo: comentario,
        forma_pago: paidState ? (random() < 0.85 ? "TRANSFERENCIA" : "CHEQUE") : null,
        referencia_pago: null as string | null,
        f_pago: paidState ? paid : null,
        uuid_cfdi: paidState ? `${hex(8)}-${hex(4)}-4${hex(3)}-A${hex(3)}-${hex(12)}` : null,
        id_usuario_alta: user,
        f_alta: stampOf(captured, 16),
        f_modificacion: stampOf(lastEvent, 18),
        f_autorizacion: estado === "Autorizado" || paidState ? stampOf(decided, 17) : null,
      }
      if (paidState) row.referencia_pago = row.forma_pago === "CHEQUE" ? `Cheque ${String(100_000 + id_finiquito).slice(-6)}` : `SPEI ${hex(10)}`
      if (approver !== null && typeId !== null && flow !== undefined) {
        const waiting = estado === "En autorización"
        steps.push({
          origen: finiquitoOrigin,
          id_origen: id_finiquito,
          id_tipo_solicitud: typeId,
          id_empleado: p.id_empleado,
          f_referencia: p.f_baja,
          niveles: flow.niveles,
          nivel: flowLevels(flow)[0] ?? 0,
          id_autorizador: approver,
          resultado: waiting ? null : rejected ? "R" : "A",
          fecha: waiting ? null : decided,
          comentario: comentario,
          creado: Date.parse(stampOf(sent, 17)),
        })
      }
      planned.push({ p, row, result, causa: inputs.causa, estado, paidOn: paidState ? paid : null })
    }
    yield* insertInChunks("finiquitos", planned.map((f) => f.row))
    yield* insertInChunks(
      "finiquitos_deducciones",
      planned.flatMap((f) => (loans.get(f.p.id_empleado) ?? []).map((d, i) => ({ id_finiquito: f.row.id_finiquito, orden: i + 1, ...d }))),
    )
    yield* insertInChunks("autorizaciones", steps)

    // The letters: the company's director signs (the head of its first department, the
    // headquarters' dirección, when active; else its first active person).
    const directors = new Map(
      (yield* sql<{ id_empresa: number | string; id: number | string }>`
        SELECT d.id_empresa, MIN(r.id_numero) AS id FROM departamentos d
          JOIN responsables_depto r ON r.id_depto = d.id_depto AND r.f_fin IS NULL
          JOIN empleados e ON e.id_empleado = r.id_numero AND e.activo = '1'
        WHERE d.id_depto = (SELECT MIN(x.id_depto) FROM departamentos x WHERE x.id_empresa = d.id_empresa)
        GROUP BY d.id_empresa`).map((r) => [Number(r.id_empresa), Number(r.id)]),
    )
    for (const r of yield* sql<{ id_empresa: number | string; id: number | string }>`SELECT id_empresa, MIN(id_empleado) AS id FROM empleados WHERE activo = '1' GROUP BY id_empresa`) {
      if (!directors.has(Number(r.id_empresa))) directors.set(Number(r.id_empresa), Number(r.id))
    }
    const places = new Map(
      (yield* sql<{ id_centro_trabajo: number | string; lugar: string }>`
        SELECT c.id_centro_trabajo, ci.n_ciudad || ', ' || es.n_estado AS lugar FROM centros_trabajo c
          JOIN ciudades ci ON ci.id_ciudad = c.id_ciudad JOIN estados es ON es.id_estado = ci.id_estado`).map((r) => [Number(r.id_centro_trabajo), String(r.lugar)]),
    )
    const letters = planned.filter((f) => f.estado === "Pagado" || (f.estado === "Autorizado" && letterTypeOf(f.causa) === "CONVENIO"))
    // The witnesses: two heads of department of the person's centre (of the company when the
    // centre has fewer), at their own address.
    const colleagues = new Map<number, Array<Colleague>>()
    const companyColleagues = new Map<number, Array<Colleague>>()
    for (const r of yield* sql<Record<string, unknown>>`
      SELECT DISTINCT d.id_empresa, d.id_centro_trabajo, e.id_empleado, e.nombre, e.apellido_paterno, e.apellido_materno, e.calle, e.num_exterior, e.colonia, ci.n_ciudad, es.n_estado
      FROM responsables_depto r JOIN departamentos d ON d.id_depto = r.id_depto
        JOIN empleados e ON e.id_empleado = r.id_numero AND e.activo = '1'
        LEFT JOIN ciudades ci ON ci.id_ciudad = e.id_ciudad LEFT JOIN estados es ON es.id_estado = e.id_estado
      WHERE r.f_fin IS NULL
      ORDER BY d.id_empresa, d.id_centro_trabajo, e.id_empleado`) {
      const name = [r.nombre, r.apellido_paterno, r.apellido_materno].filter((v) => v !== null && String(v).trim() !== "").join(" ")
      const domicilio = `${String(r.calle ?? "")} ${String(r.num_exterior ?? "")}, Col. ${String(r.colonia ?? "")}, ${String(r.n_ciudad ?? "")}, ${String(r.n_estado ?? "")}`
      const w = { id_empleado: Number(r.id_empleado), nombre: name, domicilio }
      const centre = colleagues.get(Number(r.id_centro_trabajo)) ?? []
      if (!centre.some((c) => c.id_empleado === w.id_empleado)) colleagues.set(Number(r.id_centro_trabajo), [...centre, w])
      const company = companyColleagues.get(Number(r.id_empresa)) ?? []
      if (company.length < 6 && !company.some((c) => c.id_empleado === w.id_empleado)) companyColleagues.set(Number(r.id_empresa), [...company, w])
    }
    // Emitir's text for the issued ones, from what letterValues reads one letter at a time, read
    // here for all of them: the people in bulk, each company's letterhead and representative once.
    const issuedIds = letters.filter((f) => f.paidOn !== null && daysBetween(f.paidOn, today) >= 3).map((f) => Number(f.row.id_finiquito))
    const personOf = new Map<number, Record<string, unknown>>()
    for (let i = 0; i < issuedIds.length; i += 500) {
      for (const r of yield* sql<Record<string, unknown>>`
        SELECT f.id_finiquito, ${sql.literal(letterPersonColumns)}
        FROM finiquitos f JOIN empleados e ON e.id_empleado = f.id_empleado LEFT JOIN puestos p ON p.id_puesto = e.id_puesto
        WHERE ${sql.in("f.id_finiquito", issuedIds.slice(i, i + 500))}`) {
        personOf.set(Number(r.id_finiquito), r)
      }
    }
    const companySources = new Map<number, Omit<LetterSources, "person">>()
    for (const id_empresa of new Set(letters.map((f) => f.p.id_empresa))) {
      const [r] = yield* sql<Record<string, unknown>>`
        SELECT ${sql.literal(letterRepresentativeColumns)} FROM empleados e LEFT JOIN puestos p ON p.id_puesto = e.id_puesto
        WHERE e.id_empleado = ${directors.get(id_empresa) ?? 0}`
      const company = yield* readDocumentCompany(id_empresa)
      const [reg] = yield* sql<{ registro_patronal: string | null }>`SELECT MIN(registro_patronal) AS registro_patronal FROM empresas_registros_patronales WHERE id_empresa = ${id_empresa}`
      companySources.set(id_empresa, { representative: r, company, registro: reg?.registro_patronal ?? null })
    }

    const cartas: Array<Record<string, unknown>> = []
    const testigos: Array<Record<string, unknown>> = []
    for (const f of letters) {
      const id_representante = directors.get(f.p.id_empresa)
      const local = (colleagues.get(f.p.id_centro_trabajo) ?? []).filter((w) => w.id_empleado !== id_representante)
      const witnesses = local.length >= 2 ? local : (companyColleagues.get(f.p.id_empresa) ?? []).filter((w) => w.id_empleado !== id_representante)
      const sources = companySources.get(f.p.id_empresa)
      if (id_representante === undefined || witnesses.length < 2 || sources === undefined) continue
      const tipo = letterTypeOf(f.causa)
      // A convenio is signed once authorized, before paying; a recibo on the payment's day.
      const f_firma = f.paidOn ?? earlier(shiftDay(String(f.row.f_baja), 10), today)
      const person = personOf.get(Number(f.row.id_finiquito))
      next.c += 1
      const id_carta = next.c
      const draft = { tipo, lugar: places.get(f.p.id_centro_trabajo) ?? "", f_firma, id_representante, texto: null }
      const finiquito: LetterFiniquito = {
        id_finiquito: Number(f.row.id_finiquito),
        folio: String(f.row.folio),
        estado: f.estado,
        id_empleado: f.p.id_empleado,
        id_empresa: f.p.id_empresa,
        causa: f.causa,
        f_baja: String(f.row.f_baja),
        neto: f.result?.totales.neto ?? null,
        resultado: f.row.resultado === null ? null : String(f.row.resultado),
      }
      const issued =
        person === undefined ? { texto_emitido: null, resultado_emitido: null, neto: null } : issuedFrom(finiquito, draft, composeLetterValues(finiquito, draft, { ...sources, person }))
      const emitida = person !== undefined
      cartas.push({
        id_carta,
        folio: folio(folioSeries.cartaFiniquito, f.p.id_empresa, f_firma),
        id_finiquito: f.row.id_finiquito,
        id_empresa: f.p.id_empresa,
        ...draft,
        ...issued,
        f_emision: emitida ? f_firma : null,
        estado: emitida ? "Emitida" : "Borrador",
        id_usuario_alta: user,
        f_alta: stampOf(f_firma, 15),
        f_modificacion: stampOf(f_firma, emitida ? 19 : 15),
      })
      const first = id_carta % witnesses.length
      const second = (first + 1 + (id_carta % (witnesses.length - 1))) % witnesses.length
      for (const [orden, w] of [witnesses[first], witnesses[second]].entries()) if (w !== undefined) testigos.push({ id_carta, orden: orden + 1, nombre: w.nombre, domicilio: w.domicilio })
    }
    yield* insertInChunks("cartas_finiquito", cartas)
    yield* insertInChunks("cartas_finiquito_testigos", testigos)

    // The pages' next folio follows the ones drawn here; PostgreSQL's identities move past the keys.
    for (const [key, ultimo] of folios) {
      const [serie, empresa, anio] = key.split("|")
      yield* sql`INSERT INTO folios_documento (serie, id_empresa, anio, ultimo) VALUES (${serie ?? ""}, ${Number(empresa)}, ${Number(anio)}, ${ultimo})
        ON CONFLICT (serie, id_empresa, anio) DO UPDATE SET ultimo = ${ultimo}`
    }
    for (const [table, column, last] of [
      ["finiquitos", "id_finiquito", next.f],
      ["cartas_finiquito", "id_carta", next.c],
    ] as const) {
      if (last > 0) yield* sql.onDialectOrElse({ pg: () => sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), ${last})`, orElse: () => Effect.void })
    }
    const count = (estado: State) => planned.filter((f) => f.estado === estado).length
    return {
      finiquitos: planned.length,
      finiquitosPagados: count("Pagado"),
      finiquitosEnAutorizacion: count("En autorización"),
      cartasFiniquito: cartas.length,
      cartasEmitidas: cartas.filter((c) => c.estado === "Emitida").length,
    }
  })
