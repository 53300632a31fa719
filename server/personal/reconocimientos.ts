import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { recognitionMessages } from "../../domain/personal/documents-vocabulary"
import type { RequestOf } from "../../domain/records/descriptor"
import { recognitions, recognitionsEndpoints } from "../../domain/personal/reconocimientos"
import type { Principal } from "../auth/principal"
import { type DocumentCompany, readDocumentCompany } from "../documents/company"
import { pesos } from "../documents/employee-facts"
import { folioSeries, nextFolio } from "../documents/folio"
import { type CompanyDocumentSpec, placeAndDate } from "../documents/frame"
import { notFound, refuse } from "../http/failure"
import { employeeName } from "../organizacion/centros-trabajo"
import type { RecordTable } from "../records/table"
import { readRecord } from "../records/read-record"
import { nextSerialKey } from "../records/serial-key"
import { stampColumns } from "../records/stamps"
import { employeeOwnedExpressions, employeeOwnedFrom } from "./employee-owned"

// The reconocimientos' RecordTable (descriptor: domain/personal/reconocimientos.ts) and the
// writes and diploma beside it. A recognition names an active employee and an active type; it
// takes its folio (RC-empresa-año-consecutivo, the year of its date) when created, and keeps it.


export const checkRecognitionType = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [tipo] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM tipos_reconocimiento WHERE id_tipo_reconocimiento = ${id} AND activo = '1'`
    if (Number(tipo?.n ?? 0) === 0) return yield* refuse(400, recognitionMessages.tipoNoExiste)
  })

/** The company of an active employee (refused when the employee is not active). */
const activeEmployeeCompany = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [e] = yield* sql<{ id_empresa: number | string; activo: string }>`SELECT id_empresa, activo FROM empleados WHERE id_empleado = ${id_empleado}`
    if (e === undefined || e.activo !== "1") return yield* refuse(409, recognitionMessages.colaboradorInactivo)
    return Number(e.id_empresa)
  })

export interface NewRecognition {
  readonly id_empleado: number
  readonly id_tipo_reconocimiento: number
  readonly f_reconocimiento: string
  readonly motivo: string
  readonly premio: string | null
  readonly monto: number | null
  readonly otorgado_por: string | null
  readonly publicar: "1" | "0"
  readonly anios_antiguedad?: number
}

/** The columns of a new recognition, its folio drawn (inside the write's transaction). */
export const recognitionColumns = (r: NewRecognition, principal: Principal) =>
  Effect.gen(function* () {
    const id_empresa = yield* activeEmployeeCompany(r.id_empleado)
    const folio = yield* nextFolio(folioSeries.reconocimiento, id_empresa, Number(r.f_reconocimiento.slice(0, 4)))
    // The batch endpoint inserts here without the platform's create: it stamps the same way.
    return { ...r, anios_antiguedad: r.anios_antiguedad ?? null, folio, ...(yield* stampColumns(recognitions, "add", principal.id_usuario)) }
  })

/** Stores many recognitions; the caller's transaction makes it all or nothing. */
export const insertRecognitions = (rows: ReadonlyArray<NewRecognition>, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ids: Array<number> = []
    for (const r of rows) {
      const columns = yield* recognitionColumns(r, principal)
      const [created] = yield* sql<{ id_reconocimiento: number | string }>`INSERT INTO reconocimientos ${sql.insert(columns)} RETURNING id_reconocimiento`
      ids.push(Number(created?.id_reconocimiento))
    }
    return ids
  })

const requestOf = (request: RequestOf<typeof recognitions>): NewRecognition => ({
  id_empleado: request.id_empleado,
  id_tipo_reconocimiento: request.id_tipo_reconocimiento,
  f_reconocimiento: request.f_reconocimiento,
  motivo: request.motivo,
  premio: request.premio,
  monto: request.monto,
  otorgado_por: request.otorgado_por,
  publicar: request.publicar,
})

export const recognitionsTable: RecordTable<typeof recognitions> = {
  descriptor: recognitions,
  endpoints: recognitionsEndpoints,
  entity: "reconocimiento",
  table: "reconocimientos",
  from: employeeOwnedFrom("reconocimientos", "JOIN tipos_reconocimiento tr ON tr.id_tipo_reconocimiento = t.id_tipo_reconocimiento"),
  expressions: {
    ...employeeOwnedExpressions,
    n_tipo_reconocimiento: "tr.n_tipo_reconocimiento",
  },
  generatedKey: () => nextSerialKey("reconocimientos"),
  hooks: {
    beforeWrite: (request, mode) =>
      Effect.gen(function* () {
        yield* checkRecognitionType(request.id_tipo_reconocimiento)
        if (mode === "add") yield* activeEmployeeCompany(request.id_empleado)
      }),
    toColumns: (request, mode, _stored, ctx) =>
      Effect.gen(function* () {
        const r = requestOf(request)
        if (mode === "add") return yield* recognitionColumns(r, ctx.principal)
        const { id_empleado: _, ...rest } = r
        return rest
      }),
  },
}

// --- The diploma ------------------------------------------------------------------------------

interface RecognitionRow {
  readonly folio: string
  readonly id_empresa: number
  readonly n_empleado: string
  readonly n_puesto: string
  readonly n_tipo_reconocimiento: string
  readonly f_reconocimiento: string
  readonly motivo: string
  readonly premio: string | null
  readonly monto: number | null
  readonly otorgado_por: string | null
}

/** The recognition as its resource reads it (404, 403 outside the caller's centres), with the person's name and puesto. */
const visibleRecognition = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const r = yield* readRecord(recognitionsTable, { id_reconocimiento: id }, principal).pipe(
      Effect.catchIf(
        (e) => e._tag === "ApiFailure" && e.status === 404,
        () => refuse(404, recognitionMessages.reconocimientoNoExiste),
      ),
    )
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<{ n_empleado: string; n_puesto: string }>`
      SELECT ${sql.literal(employeeName("e"))} AS n_empleado, p.n_puesto
      FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto WHERE e.id_empleado = ${r.id_empleado}`
    const row: RecognitionRow = {
      folio: r.folio ?? "",
      id_empresa: r.id_empresa ?? 0,
      n_empleado: person?.n_empleado ?? "",
      n_puesto: person?.n_puesto ?? "",
      n_tipo_reconocimiento: r.n_tipo_reconocimiento ?? "",
      f_reconocimiento: r.f_reconocimiento,
      motivo: r.motivo,
      premio: r.premio,
      monto: r.monto,
      otorgado_por: r.otorgado_por,
    }
    return row
  })

const centred = (text: string, style: Readonly<Record<string, unknown>> = {}) => ({ text, alignment: "center" as const, ...style })

/** The diploma: landscape, the person's name large, the type, the motive, the prize and the date. */
export const diplomaSpec = (company: DocumentCompany, r: RecognitionRow): CompanyDocumentSpec => ({
  company,
  title: `Reconocimiento: ${r.n_tipo_reconocimiento}`,
  folio: r.folio,
  fecha: r.f_reconocimiento,
  orientation: "landscape",
  border: true,
  sinLugarFecha: true,
  body: [
    centred(`${company.razonSocial} otorga el presente`, { fontSize: 13, margin: [0, 10, 0, 6] }),
    centred("RECONOCIMIENTO", { fontSize: 30, bold: true, color: "#1d4ed8", margin: [0, 0, 0, 2] }),
    centred(r.n_tipo_reconocimiento, { fontSize: 14, bold: true, color: "#444444", margin: [0, 0, 0, 6] }),
    centred("a", { fontSize: 13 }),
    centred(r.n_empleado, { fontSize: 24, bold: true, margin: [0, 6, 0, 2] }),
    centred(r.n_puesto, { fontSize: 11, color: "#444444", margin: [0, 0, 0, 10] }),
    centred(r.motivo, { fontSize: 13, italics: true, margin: [40, 0, 40, 8] }),
    ...(r.premio !== null ? [centred(`Premio: ${r.premio}`, { fontSize: 11 })] : []),
    ...(r.monto !== null ? [centred(`Monto: ${pesos(r.monto)}`, { fontSize: 11 })] : []),
    centred(placeAndDate(company.lugar, r.f_reconocimiento), { fontSize: 11, margin: [0, 10, 0, 0] }),
  ],
  firmantes: [{ nombre: r.otorgado_por ?? "Recursos Humanos", cargo: company.razonSocial }],
})

export const printableRecognition = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const r = yield* visibleRecognition(id, principal)
    const company = yield* readDocumentCompany(r.id_empresa)
    if (company === null) return yield* notFound()
    return { spec: diplomaSpec(company, r), folio: r.folio }
  })
