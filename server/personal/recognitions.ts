import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { recognitionMessages } from "../../domain/personal-documents"
import { recognitions, recognitionsEndpoints } from "../../domain/records/personal/recognitions"
import type { Principal } from "../auth/principal"
import { Now } from "../clock"
import { type DocumentCompany, readDocumentCompany } from "../documents/company"
import { pesos } from "../documents/employee-facts"
import { folioSeries, nextFolio } from "../documents/folio"
import { type CompanyDocumentSpec, placeAndDate } from "../documents/frame"
import { ApiFailure, forbidden, notFound } from "../http/failure"
import { employeeName } from "../organization/work-centres"
import { scopeCondition } from "../records/queries"
import type { RecordTable, Row } from "../records/table"
import { dateText } from "./movement-snapshot"

// The reconocimientos' RecordTable (descriptor: domain/records/personal/recognitions.ts) and the
// writes and diploma beside it. A recognition names an active employee and an active type; it
// takes its folio (RC-empresa-año-consecutivo, the year of its date) when created, and keeps it.

const refuse = (status: number, message: string) => new ApiFailure({ status, message })
const textOrNull = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim())
const numOrNull = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))
const truthy = (v: unknown): boolean => v === true || Number(v) === 1

const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

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
    return { ...r, anios_antiguedad: r.anios_antiguedad ?? null, folio, id_usuario_alta: principal.id_usuario, f_alta: yield* stamp }
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

const requestOf = (request: Row): NewRecognition => ({
  id_empleado: Number(request.id_empleado),
  id_tipo_reconocimiento: Number(request.id_tipo_reconocimiento),
  f_reconocimiento: String(request.f_reconocimiento),
  motivo: String(request.motivo),
  premio: textOrNull(request.premio),
  monto: numOrNull(request.monto),
  otorgado_por: textOrNull(request.otorgado_por),
  publicar: request.publicar === "1" ? "1" : "0",
})

const nextRecognitionId = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql.onDialectOrElse({
    pg: () => sql<{ n: number | string }>`SELECT nextval(pg_get_serial_sequence('reconocimientos', 'id_reconocimiento')) AS n`,
    orElse: () => sql<{ n: number | string }>`SELECT COALESCE(MAX(id_reconocimiento), 0) + 1 AS n FROM reconocimientos`,
  })
  return { id_reconocimiento: Number(row?.n) }
})

export const recognitionsTable: RecordTable = {
  descriptor: recognitions,
  endpoints: recognitionsEndpoints,
  entity: "reconocimiento",
  table: "reconocimientos",
  from: `reconocimientos t
    JOIN empleados e ON e.id_empleado = t.id_empleado
    JOIN tipos_reconocimiento tr ON tr.id_tipo_reconocimiento = t.id_tipo_reconocimiento`,
  expressions: {
    colaborador: `COALESCE(e.num_empleado, '') || ' - ' || ${employeeName("e")}`,
    n_tipo_reconocimiento: "tr.n_tipo_reconocimiento",
    id_empresa: "e.id_empresa",
    id_centro_trabajo: "e.id_centro_trabajo",
  },
  generatedKey: () => nextRecognitionId,
  hooks: {
    beforeWrite: (request, mode) =>
      Effect.gen(function* () {
        yield* checkRecognitionType(Number(request.id_tipo_reconocimiento))
        if (mode === "add") yield* activeEmployeeCompany(Number(request.id_empleado))
      }),
    toColumns: (request, mode, _stored, ctx) =>
      Effect.gen(function* () {
        const r = requestOf(request)
        if (mode === "add") return yield* recognitionColumns(r, ctx.principal)
        const { id_empleado: _, ...rest } = r
        return { ...rest, f_modificacion: yield* stamp }
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

const visibleRecognition = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT t.folio, e.id_empresa, ${sql.literal(employeeName("e"))} AS n_empleado, p.n_puesto, tr.n_tipo_reconocimiento,
        ${sql.literal(dateText(sql, "t.f_reconocimiento"))} AS f_reconocimiento, t.motivo, t.premio, t.monto, t.otorgado_por,
        CASE WHEN ${scopeCondition(sql, "empleado", "t.id_empleado", principal)} THEN 1 ELSE 0 END AS ve
      FROM reconocimientos t
      JOIN empleados e ON e.id_empleado = t.id_empleado
      JOIN puestos p ON p.id_puesto = e.id_puesto
      JOIN tipos_reconocimiento tr ON tr.id_tipo_reconocimiento = t.id_tipo_reconocimiento
      WHERE t.id_reconocimiento = ${id}`
    if (r === undefined) return yield* refuse(404, recognitionMessages.reconocimientoNoExiste)
    if (!truthy(r.ve)) return yield* forbidden()
    const row: RecognitionRow = {
      folio: String(r.folio),
      id_empresa: Number(r.id_empresa),
      n_empleado: String(r.n_empleado),
      n_puesto: String(r.n_puesto),
      n_tipo_reconocimiento: String(r.n_tipo_reconocimiento),
      f_reconocimiento: String(r.f_reconocimiento),
      motivo: String(r.motivo),
      premio: textOrNull(r.premio),
      monto: numOrNull(r.monto),
      otorgado_por: textOrNull(r.otorgado_por),
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
