import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { messages } from "../../domain/messages"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { responsivas, responsivasEndpoints } from "../../domain/personal/propiedades-empresas-responsivas"
import { exceedsLimit, propertyMessages, stateAfterReturn } from "../../domain/personal/propiedades-empresas-rules"
import { type ApiFailure, forbidden, refuse } from "../http/failure"
import { refusalOf } from "../http/sql-refusal"
import { todayInMexico } from "../organizacion/in-force"
import { employeeName } from "../organizacion/centros-trabajo"
import { imageStore } from "../records/image-store"
import { companyVisible } from "../records/queries"
import type { HookContext, RecordTable, Row } from "../records/table"
import { responsivaLetter, returnLetter } from "./propiedades-empresas-responsiva-document"
import { folioSeries, nextFolio } from "../documents/folio"
import { isVisible } from "../records/visible"
import { nextSerialKey } from "../records/serial-key"

// The responsivas' RecordTable (descriptor: domain/personal/propiedades-empresas-responsivas.ts). The generic
// handlers list, read, create, update, delete and export; the hooks add the loan's own rules:
// - the asset exists and is one of the caller's companies' (403 otherwise); the person is active,
//   of the asset's company, inside the caller's centres (the router's scope on id_empleado);
// - one open loan per asset ('La propiedad ya está asignada'): checked here with its message and
//   judged by the partial unique index of migration 0085 when two requests race, which the
//   insert below turns into the same message; an asset en reparación or de baja is not lent;
// - the total value of one person's open loans stays within `limite_responsiva` of the system
//   parameters ('El colaborador excede el límite de responsiva'); on PostgreSQL the person's row
//   is locked first, so two concurrent loans to one person are judged one after the other;
// - deliveries and returns are not in the future (the server's clock, Mexico City's day);
// - the asset's estado follows its loans: Asignado while one is open; on return Disponible, or En
//   reparación after a major damage; back to Disponible when an open loan is deleted;
// - the signed scan is an upload of this very responsiva (./responsiva-scans.ts); a signed
//   responsiva is never deleted. The asset and the person never change once the loan exists.

export const responsivaScans = imageStore({ images: "responsivas_documentos", records: "responsivas", key: "id_responsiva", column: "documento_firmado" })


const dayOrNull = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null)

type ResponsivaRequest = RequestOf<typeof responsivas>
type StoredResponsiva = EntityOf<typeof responsivas>

interface Asset {
  readonly id_empresa: number | string
  readonly estado: string
  readonly valor: number | string
  readonly visible: unknown
}

const assetOf = (id: number, idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [asset] = yield* sql<Asset>`SELECT p.id_empresa, p.estado, p.valor,
        CASE WHEN ${companyVisible(sql, sql.literal("p.id_empresa"), idRol)} THEN 1 ELSE 0 END AS visible
      FROM propiedades p WHERE p.id_propiedad = ${id}`
    if (asset === undefined) return yield* refuse(400, "La propiedad no existe")
    if (!isVisible(asset.visible)) return yield* forbidden()
    return asset
  })

/** Whether the asset has an open loan other than `self`. */
const lentElsewhere = (id_propiedad: number, self: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM responsivas WHERE id_propiedad = ${id_propiedad} AND f_devolucion IS NULL AND id_responsiva <> ${self ?? -1}`
    return rows.length > 0
  })

/** The person's open loans (other than `self`) plus this asset's value against the parameter. */
const checkLimit = (id_empleado: number, value: number, self: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.onDialectOrElse({
      pg: () => sql`SELECT id_empleado FROM empleados WHERE id_empleado = ${id_empleado} FOR UPDATE`,
      orElse: () => Effect.succeed([]),
    })
    const [parameter] = yield* sql<{ limite: number | string | null }>`SELECT limite_responsiva AS limite FROM parametros_sistema WHERE id = 1`
    const limit = parameter?.limite === null || parameter?.limite === undefined ? null : Number(parameter.limite)
    const [open] = yield* sql<{ total: number | string | null }>`SELECT SUM(p.valor) AS total FROM responsivas r
      JOIN propiedades p ON p.id_propiedad = r.id_propiedad
      WHERE r.id_empleado = ${id_empleado} AND r.f_devolucion IS NULL AND r.id_responsiva <> ${self ?? -1}`
    if (exceedsLimit(Number(open?.total ?? 0), value, limit)) return yield* refuse(409, propertyMessages.excedeLimite)
  })

const checkPerson = (id_empleado: number, asset: Asset) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<{ activo: string; id_empresa: number | string }>`SELECT activo, id_empresa FROM empleados WHERE id_empleado = ${id_empleado}`
    if (person === undefined) return yield* refuse(400, "El colaborador no existe")
    if (person.activo !== "1") return yield* refuse(409, propertyMessages.colaboradorInactivo)
    if (Number(person.id_empresa) !== Number(asset.id_empresa)) return yield* refuse(409, propertyMessages.otraEmpresa)
  })

const checkDates = (request: ResponsivaRequest) =>
  Effect.gen(function* () {
    const today = yield* todayInMexico
    const entrega = dayOrNull(request.f_entrega)
    const devolucion = dayOrNull(request.f_devolucion)
    if (entrega !== null && entrega > today) return yield* refuse(400, propertyMessages.entregaFutura)
    if (devolucion !== null && devolucion > today) return yield* refuse(400, propertyMessages.devolucionFutura)
  })

const beforeWrite = (request: ResponsivaRequest, mode: "add" | "edit", stored: StoredResponsiva | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    const self = stored?.id_responsiva ?? null
    const id_propiedad = stored?.id_propiedad ?? request.id_propiedad
    const id_empleado = stored?.id_empleado ?? request.id_empleado
    const asset = yield* assetOf(id_propiedad, ctx.principal.id_rol)
    yield* checkDates(request)
    const scan = dayOrNull(request.documento_firmado)
    if (scan !== null && (self === null || !(yield* responsivaScans.isStored(self, scan)))) return yield* refuse(400, propertyMessages.documentoAjeno)
    const opens = dayOrNull(request.f_devolucion) === null
    const wasOpen = stored !== undefined && dayOrNull(stored.f_devolucion) === null
    if (mode === "add") yield* checkPerson(id_empleado, asset)
    // A new loan, or a returned one opened again, takes the asset: it must be free, and the
    // person's total must stay within the limit.
    if (opens && !wasOpen) {
      if (yield* lentElsewhere(id_propiedad, self)) return yield* refuse(409, propertyMessages.yaAsignada)
      if (asset.estado !== "Disponible") return yield* refuse(409, propertyMessages.noDisponible)
      yield* checkLimit(id_empleado, Number(asset.valor), self)
    }
  })

/** Keeps the asset's estado in step with its loans after a write. */
const syncAsset = (id_propiedad: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [open] = yield* sql`SELECT 1 AS x FROM responsivas WHERE id_propiedad = ${id_propiedad} AND f_devolucion IS NULL`
    if (open !== undefined) {
      yield* sql`UPDATE propiedades SET estado = 'Asignado' WHERE id_propiedad = ${id_propiedad}`
      return
    }
    const [last] = yield* sql<{ condicion_devolucion: string | null }>`SELECT condicion_devolucion FROM responsivas
      WHERE id_propiedad = ${id_propiedad} ORDER BY f_devolucion DESC, id_responsiva DESC LIMIT 1`
    yield* sql`UPDATE propiedades SET estado = ${stateAfterReturn(last?.condicion_devolucion ?? null)}
      WHERE id_propiedad = ${id_propiedad} AND estado = 'Asignado'`
  })

/** The partial unique index's refusal (a race past the check) says what it means. */
const insertLoan = (columns: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO responsivas ${sql.insert({ ...columns })}`.pipe(
      Effect.catchAll((error: SqlError): Effect.Effect<never, ApiFailure | SqlError> => {
        const refusal = refusalOf(error)
        return refusal !== undefined && refusal.message === messages.claveDuplicada
          ? Effect.fail(refuse(409, propertyMessages.yaAsignada))
          : Effect.fail(error)
      }),
    )
  })

const folioOf = (request: ResponsivaRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [asset] = yield* sql<{ id_empresa: number | string }>`SELECT id_empresa FROM propiedades WHERE id_propiedad = ${request.id_propiedad}`
    const company = Number(asset?.id_empresa)
    const year = Number(request.f_entrega.slice(0, 4))
    return yield* nextFolio(folioSeries.cartaResponsiva, company, year)
  })

export const responsivasTable: RecordTable<typeof responsivas> = {
  descriptor: responsivas,
  endpoints: responsivasEndpoints,
  entity: "responsiva",
  table: "responsivas",
  from: `responsivas t
    JOIN propiedades p ON p.id_propiedad = t.id_propiedad
    JOIN tipos_propiedad tp ON tp.id_tipo_propiedad = p.id_tipo_propiedad
    JOIN empleados e ON e.id_empleado = t.id_empleado`,
  expressions: {
    propiedad: "p.descripcion || COALESCE(' · ' || p.num_inventario, '')",
    colaborador: `COALESCE(e.num_empleado, '') || ' - ' || ${employeeName("e")}`,
    id_empresa: "p.id_empresa",
    valor: "p.valor",
    n_tipo_propiedad: "tp.n_tipo_propiedad",
    descripcion_propiedad: "p.descripcion",
    marca: "p.marca",
    modelo: "p.modelo",
    num_serie: "p.num_serie",
    num_inventario: "p.num_inventario",
    estado: "CASE WHEN t.f_devolucion IS NULL THEN 'Abierta' ELSE 'Devuelta' END",
  },
  generatedKey: () => nextSerialKey("responsivas"),
  documents: { "carta-responsiva": responsivaLetter, "constancia-devolucion": returnLetter },
  hooks: {
    beforeWrite,
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        const own: Row = {
          f_entrega: request.f_entrega,
          condicion_entrega: request.condicion_entrega,
          f_devolucion_esperada: request.f_devolucion_esperada,
          f_devolucion: request.f_devolucion,
          condicion_devolucion: request.condicion_devolucion,
          observaciones: request.observaciones,
          firmada: request.firmada,
          documento_firmado: request.documento_firmado,
        }
        if (mode === "edit") return own
        return {
          ...own,
          folio: yield* folioOf(request),
          id_propiedad: request.id_propiedad,
          id_empleado: request.id_empleado,
        }
      }),
    insert: insertLoan,
    afterWrite: (row, mode) =>
      Effect.gen(function* () {
        yield* syncAsset(row.id_propiedad)
        if (mode !== "delete" && row.id_responsiva !== null) yield* responsivaScans.dropUnused(row.id_responsiva, dayOrNull(row.documento_firmado))
      }),
    beforeDelete: (stored) => (stored.firmada === "1" ? Effect.fail(refuse(409, propertyMessages.firmadaNoEliminable)) : Effect.void),
    cascade: (stored) => (stored.id_responsiva === null ? Effect.void : responsivaScans.dropUnused(stored.id_responsiva, null)),
  },
}
