import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { finiquitoRequests, finiquitoRequestsEndpoints } from "../../domain/finiquitos/solicitud-finiquito"
import { finiquitoMessages, finiquitoOrigin } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import type { FiniquitoResult } from "../../domain/rules/finiquito"
import { causeRights, finiquitoCauses, type FiniquitoCause } from "../../domain/rules/finiquito-causes"
import { fourDecimals } from "../../domain/rules/money-rounding"
import { withdrawWaiting } from "../authorizations/repo"
import { folioSeries, nextFolio } from "../documents/folio"
import { invalidRequest, refuse } from "../http/failure"
import type { RecordTable } from "../records/table"
import { nextSerialKey } from "../records/serial-key"
import { employeeOwnedExpressions, employeeOwnedFrom } from "../personal/employee-owned"
import { type FiniquitoInputs, checkFiniquitoInputs, runFiniquitoEngine } from "./finiquito-engine-run"
import { type FiniquitoPerson, finiquitoPerson } from "./finiquito-person"
import { withPersonWarnings } from "./finiquito-warnings"
import { finiquitoBuilders } from "./solicitud-finiquito-document"

// FIN100's RecordTable (descriptor: domain/finiquitos/solicitud-finiquito.ts). The generic handlers
// list, read, create, update and export, and the workflow moves it; the hooks add the finiquito's
// own part:
// - a write fills the pay, the zone and the contract type the request leaves empty from the
//   person (and their centre), judges §1.6's rules with the person's f_ingreso, refuses a second
//   finiquito for the same baja, and draws the folio FQ-{empresa}-{año de la baja}-{n};
// - a change of a finiquito past Borrador takes it back to Calculado: the snapshot is worked out
//   again and a step waiting in its flow is withdrawn (the authorization is void);
// - calcular runs the engine on the stored inputs and stores its answer as the snapshot.

type Finiquito = typeof finiquitoRequests
type Values = Pick<
  RequestOf<Finiquito>,
  | "causa"
  | "f_baja"
  | "f_pagado_hasta"
  | "salario_diario"
  | "sdi"
  | "zona"
  | "dias_aguinaldo"
  | "dias_aguinaldo_anticipados"
  | "pct_prima_vacacional"
  | "vac_pendientes"
  | "meses_caidos"
  | "incluir_20_dias"
  | "base_prima_antiguedad"
  | "dias_usmo"
  | "percepciones_extra"
  | "deducciones"
>

const causeOf = (c: string): FiniquitoCause => finiquitoCauses.find((k) => k === c) ?? "RENUNCIA"
const groupOf = (g: unknown): "ORD" | "SEP" | "EXENTO" => (g === "SEP" || g === "EXENTO" ? g : "ORD")

/** The engine's inputs: the record's values, what it leaves empty taken from the person. */
const inputsOf = (v: Values, person: FiniquitoPerson) =>
  Effect.gen(function* () {
    const salario_diario = v.salario_diario ?? person.salario_diario
    if (salario_diario === null) return yield* invalidRequest([{ campo: "salario_diario", mensaje: finiquitoMessages.colaboradorSinSalario }])
    return {
      causa: causeOf(v.causa),
      salario_diario,
      sdi: v.sdi ?? Math.max(person.sdi ?? salario_diario, salario_diario),
      zona: v.zona ?? person.zona,
      tipo_contrato: person.tipo_contrato,
      f_ingreso: person.f_ingreso,
      f_antiguedad: person.f_antiguedad,
      f_baja: v.f_baja,
      f_pagado_hasta: v.f_pagado_hasta,
      dias_aguinaldo: v.dias_aguinaldo,
      dias_aguinaldo_anticipados: v.dias_aguinaldo_anticipados,
      pct_prima_vacacional: v.pct_prima_vacacional,
      vac_pendientes: v.vac_pendientes,
      meses_caidos: v.meses_caidos ?? 0,
      incluir_20_dias: v.incluir_20_dias === "1" ? "1" : "0",
      base_prima_antiguedad: v.base_prima_antiguedad === "SD" ? "SD" : "SDI",
      dias_usmo: v.dias_usmo ?? 30,
      percepciones_extra: v.percepciones_extra.map((p) => ({ concepto: String(p.concepto), importe: Number(p.importe), grupo: groupOf(p.grupo) })),
      deducciones: v.deducciones.map((d) => ({ concepto: String(d.concepto), importe: Number(d.importe), consentimiento: d.consentimiento === "1" ? "1" : "0" })),
    } satisfies FiniquitoInputs
  })

/** The snapshot's columns: the engine's answer, and its figures for the list. */
const snapshotColumns = (result: FiniquitoResult) => ({
  resultado: JSON.stringify(result),
  // The NUMERIC(8, 4) column and the field keep four decimals.
  antiguedad: fourDecimals(result.antiguedad.anios),
  bruto: result.totales.bruto,
  isr: result.totales.isr,
  neto: result.totales.neto,
})

/** The stored inputs' columns (also of a draft made from a BAJA). */
export const inputColumns = (i: FiniquitoInputs) => ({
  causa: i.causa,
  f_baja: i.f_baja,
  f_pagado_hasta: i.f_pagado_hasta,
  salario_diario: i.salario_diario,
  sdi: i.sdi,
  zona: i.zona,
  tipo_contrato: i.tipo_contrato,
  dias_aguinaldo: i.dias_aguinaldo,
  dias_aguinaldo_anticipados: i.dias_aguinaldo_anticipados,
  pct_prima_vacacional: i.pct_prima_vacacional,
  vac_pendientes: i.vac_pendientes,
  meses_caidos: causeRights[i.causa].salariosVencidos ? i.meses_caidos : null,
  incluir_20_dias: i.incluir_20_dias,
  base_prima_antiguedad: i.base_prima_antiguedad,
  dias_usmo: i.dias_usmo,
})

/** Whether the baja already has a finiquito that is not cancelled (other than `except`). */
export const bajaSettled = (id_empleado: number, f_baja: string, except: number | null = null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM finiquitos
      WHERE id_empleado = ${id_empleado} AND f_baja = ${f_baja} AND estado <> 'Cancelado' AND id_finiquito <> ${except ?? 0}`
    return Number(row?.n ?? 0) > 0
  })

/** One finiquito per baja that is not cancelled. */
const checkOnePerBaja = (id_empleado: number, f_baja: string, id_finiquito: number | null) =>
  Effect.flatMap(bajaSettled(id_empleado, f_baja, id_finiquito), (settled) => (settled ? refuse(409, finiquitoMessages.duplicado) : Effect.void))

/** The engine's answer with what the person's record warns about. */
const calculated = (id_empleado: number, inputs: FiniquitoInputs) => Effect.flatMap(runFiniquitoEngine(inputs), (result) => withPersonWarnings(id_empleado, result))

const storedInputs = (stored: EntityOf<Finiquito>) =>
  Effect.flatMap(finiquitoPerson(stored.id_empleado), (person) => inputsOf(stored, person))

export const finiquitoRequestsTable: RecordTable<Finiquito> = {
  descriptor: finiquitoRequests,
  endpoints: finiquitoRequestsEndpoints,
  entity: "finiquito",
  table: "finiquitos",
  from: employeeOwnedFrom("finiquitos"),
  expressions: {
    ...employeeOwnedExpressions,
    // The level waiting in the flow (autorizaciones, the authorization engine's steps).
    nivel_actual: `(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = '${finiquitoOrigin}' AND a.id_origen = t.id_finiquito AND a.resultado IS NULL)`,
  },
  children: {
    percepciones_extra: { table: "finiquitos_percepciones", parent: { id_finiquito: "id_finiquito" }, order: "orden" },
    deducciones: { table: "finiquitos_deducciones", parent: { id_finiquito: "id_finiquito" }, order: "orden" },
  },
  generatedKey: () => nextSerialKey("finiquitos"),
  documents: finiquitoBuilders,
  hookColumns: ["id_empresa", "folio"],
  hooks: {
    beforeWrite: (request, _mode, stored) => checkOnePerBaja(stored?.id_empleado ?? request.id_empleado, request.f_baja, stored?.id_finiquito ?? null),
    toColumns: (request, mode, stored) =>
      Effect.gen(function* () {
        // The person is fixed once the finiquito exists.
        const id_empleado = stored?.id_empleado ?? request.id_empleado
        // A draft of an authorized BAJA keeps the movement's date (MODULES-MX §1.6 id_movimiento_baja).
        if (stored !== undefined && stored.id_movimiento_baja !== null && request.f_baja !== stored.f_baja) {
          return yield* invalidRequest([{ campo: "f_baja", mensaje: finiquitoMessages.fechaBajaMovimiento }])
        }
        const person = yield* finiquitoPerson(id_empleado)
        const inputs = yield* inputsOf(request, person)
        yield* checkFiniquitoInputs(inputs)
        if (mode === "add" || stored === undefined) {
          const folio = yield* nextFolio(folioSeries.finiquito, person.id_empresa, Number(inputs.f_baja.slice(0, 4)))
          return { ...inputColumns(inputs), id_empleado, id_empresa: person.id_empresa, folio, estado: "Borrador" }
        }
        if (stored.estado === "Borrador") return inputColumns(inputs)
        // Past Borrador a change is a new calculation: back to Calculado, the authorization void.
        const result = yield* calculated(id_empleado, inputs)
        if (stored.estado === "En autorización" && stored.id_finiquito !== null) yield* withdrawWaiting(finiquitoOrigin, stored.id_finiquito)
        return { ...inputColumns(inputs), ...snapshotColumns(result), estado: "Calculado", f_autorizacion: null, comentario_rechazo: null }
      }),
    beforeTransition: (transition, stored) =>
      transition === "calcular" ? Effect.map(Effect.flatMap(storedInputs(stored), (inputs) => calculated(stored.id_empleado, inputs)), snapshotColumns) : Effect.succeed({}),
    beforeDelete: () => Effect.fail(refuse(409, finiquitoMessages.noEliminable)),
    auditDetail: (stored, mode) => (mode === "edit" && stored.estado === "Calculado" ? "Datos del finiquito cambiados: calculado de nuevo, su autorización queda sin efecto" : undefined),
  },
}
