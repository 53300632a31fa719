import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { administrativeRecords, administrativeRecordsEndpoints } from "../../domain/records/personal/administrative-records"
import { actaMessages, fraccionOfCatalogue, pastPrescription, rescissionNoticeDue } from "../../domain/rules/administrative-record"
import { Now } from "../clock"
import { ApiFailure, forbidden } from "../http/failure"
import { todayInMexico } from "../organization/in-force"
import { employeeName } from "../organization/work-centres"
import type { HookContext, RecordTable, Row } from "../records/table"
import { nextKey } from "./record-keys"
import { folioSeries, nextFolio } from "../documents/folio"

// The actas' RecordTable (descriptor: domain/records/personal/administrative-records.ts). The
// generic handlers list, read, create, update, delete and export; the hooks add the acta's own:
// - only a Borrador is changed or deleted; a signed acta is cancelled instead (its own call);
// - the person exists, and a new acta is about an active one; the facts are not in the future
//   (the server's clock, Mexico City's day);
// - a tipo de falta, when named, exists and stands for the same LFT art. 47 fraction;
// - the employees named as participants or witnesses exist and are inside the caller's centres
//   (the router's scope reads only the acta's own id_empleado); their names are copied beside
//   their ids once saved, so the printed acta keeps them;
// - the server stores what follows from the dates: the art. 517 warning (also the audit row's
//   note) and, for a rescission, the last day to deliver the notice (five working days);
// - the folio AA-{empresa}-{año}-{consecutivo} (the document service's counter) is drawn on create
//   from the person's company and the acta's year, and never changes.

const refuse = (status: number, message: string) => new ApiFailure({ status, message })

const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

const rowsOf = (v: unknown): ReadonlyArray<Row> => (Array.isArray(v) ? (v as ReadonlyArray<Row>) : [])

const idsOf = (request: Row): ReadonlyArray<number> =>
  [...rowsOf(request.participantes), ...rowsOf(request.testigos)].flatMap((r) => (typeof r.id_empleado === "number" ? [r.id_empleado] : []))

/** Every employee a participant or witness row names exists and is inside the caller's centres. */
const checkPeople = (ids: ReadonlyArray<number>, idRol: string) =>
  Effect.gen(function* () {
    if (ids.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const unique = [...new Set(ids)]
    const found = yield* sql<{ id_empleado: number | string; visible: unknown }>`
      SELECT e.id_empleado, CASE WHEN EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${idRol} AND pr.permiso = '1'
        AND pr.id_centro_trabajo = e.id_centro_trabajo) THEN 1 ELSE 0 END AS visible
      FROM empleados e WHERE e.id_empleado IN ${sql.in(unique)}`
    if (found.length !== unique.length) return yield* refuse(400, "Alguno de los participantes o testigos no existe")
    if (found.some((f) => f.visible !== true && Number(f.visible) !== 1)) return yield* forbidden()
  })

const checkFault = (request: Row) =>
  Effect.gen(function* () {
    if (typeof request.id_tipo_falta !== "number") return
    const sql = yield* SqlClient.SqlClient
    const [fault] = yield* sql<{ fraccion_lft47: string | null }>`SELECT fraccion_lft47 FROM tipos_falta WHERE id_tipo_falta = ${request.id_tipo_falta}`
    if (fault === undefined) return yield* refuse(400, actaMessages.tipoFaltaInexistente)
    if (fraccionOfCatalogue(fault.fraccion_lft47 ?? "") !== request.fraccion_lft47) return yield* refuse(400, actaMessages.tipoFalta)
  })

const beforeWrite = (request: Row, mode: "add" | "edit", stored: Row | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    if (mode === "edit" && stored?.estado !== "Borrador") return yield* refuse(409, actaMessages.soloBorrador)
    const sql = yield* SqlClient.SqlClient
    const id_empleado = Number(stored?.id_empleado ?? request.id_empleado)
    const [person] = yield* sql<{ activo: string }>`SELECT activo FROM empleados WHERE id_empleado = ${id_empleado}`
    if (person === undefined) return yield* refuse(400, "El colaborador no existe")
    if (mode === "add" && person.activo !== "1") return yield* refuse(409, actaMessages.colaboradorInactivo)
    if (String(request.f_hechos) > (yield* todayInMexico)) return yield* refuse(400, actaMessages.hechosFuturos)
    yield* checkFault(request)
    yield* checkPeople(idsOf(request), ctx.principal.id_rol)
  })

/** The columns the dates decide: the art. 517 warning and, for a rescission, the notice's last day. */
const derivedColumns = (request: Row) => ({
  fuera_plazo: pastPrescription(String(request.f_conocimiento), String(request.f_acta)) ? "1" : "0",
  f_limite_aviso: request.sancion === "RE" ? rescissionNoticeDue(String(request.f_acta)) : null,
})

const ownColumns = (request: Row): Row => ({
  f_hechos: request.f_hechos,
  hora_hechos: request.hora_hechos,
  f_conocimiento: request.f_conocimiento,
  f_acta: request.f_acta,
  lugar: request.lugar,
  id_tipo_falta: request.id_tipo_falta,
  fraccion_lft47: request.fraccion_lft47,
  descripcion_hechos: request.descripcion_hechos,
  declaracion_trabajador: request.declaracion_trabajador,
  se_nego_declarar: request.se_nego_declarar,
  sancion: request.sancion,
  dias_suspension: request.sancion === "SU" ? request.dias_suspension : null,
  f_inicio_suspension: request.sancion === "SU" ? request.f_inicio_suspension : null,
  ...derivedColumns(request),
})

/** The names of the employees a participant or witness row names, copied beside their ids. */
const copyNames = (id_acta: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const table of ["actas_participantes", "actas_testigos"] as const) {
      const name = sql.literal(`(SELECT ${employeeName("e")} FROM empleados e WHERE e.id_empleado = ${table}.id_empleado)`)
      yield* sql`UPDATE ${sql(table)} SET nombre = ${name} WHERE id_acta = ${id_acta} AND id_empleado IS NOT NULL`
    }
  })

export const administrativeRecordsTable: RecordTable = {
  descriptor: administrativeRecords,
  endpoints: administrativeRecordsEndpoints,
  entity: "acta administrativa",
  table: "actas_administrativas",
  from: `actas_administrativas t
    JOIN empleados e ON e.id_empleado = t.id_empleado
    LEFT JOIN tipos_falta tf ON tf.id_tipo_falta = t.id_tipo_falta`,
  expressions: {
    colaborador: `COALESCE(e.num_empleado, '') || ' - ' || ${employeeName("e")}`,
    id_centro_trabajo: "e.id_centro_trabajo",
    n_tipo_falta: "tf.n_tipo_falta",
  },
  children: {
    participantes: { table: "actas_participantes", parent: { id_acta: "id_acta" }, order: "orden" },
    testigos: { table: "actas_testigos", parent: { id_acta: "id_acta" }, order: "orden" },
  },
  generatedKey: () => Effect.map(nextKey("actas_administrativas", "id_acta"), (id_acta) => ({ id_acta })),
  hooks: {
    beforeWrite,
    toColumns: (request, mode, _stored, ctx) =>
      Effect.gen(function* () {
        if (mode === "edit") return { ...ownColumns(request), f_modificacion: yield* stamp }
        const sql = yield* SqlClient.SqlClient
        const id_empleado = Number(request.id_empleado)
        const [person] = yield* sql<{ id_empresa: number | string }>`SELECT id_empresa FROM empleados WHERE id_empleado = ${id_empleado}`
        const company = Number(person?.id_empresa)
        const year = Number(String(request.f_acta).slice(0, 4))
        return {
          ...ownColumns(request),
          id_empleado,
          id_empresa: company,
          folio: yield* nextFolio(folioSeries.actaAdministrativa, company, year),
          estado: "Borrador",
          id_usuario_alta: ctx.principal.id_usuario,
          f_alta: yield* stamp,
        }
      }),
    afterWrite: (row, mode) => (mode === "delete" ? Effect.void : copyNames(Number(row.id_acta))),
    beforeDelete: (stored) => (stored.estado === "Borrador" ? Effect.void : Effect.fail(refuse(409, actaMessages.noEliminable))),
    auditDetail: (stored) => (stored.fuera_plazo === "1" ? actaMessages.prescripcion : undefined),
  },
}
