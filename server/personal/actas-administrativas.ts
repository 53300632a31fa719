import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { administrativeRecords, administrativeRecordsEndpoints } from "../../domain/personal/actas-administrativas"
import { actaMessages, fraccionOfCatalogue, pastPrescription, rescissionNoticeDue } from "../../domain/personal/actas-administrativas-rules"
import type { RequestOf } from "../../domain/records/descriptor"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { employeeName } from "../organizacion/centros-trabajo"
import type { HookContext, RecordTable } from "../records/table"
import { nextSerialKey } from "../records/serial-key"
import { folioSeries, nextFolio } from "../documents/folio"
import { actaBuilders } from "./actas-administrativas-document"
import { checkNamedEmployees, employeeOwnedExpressions, employeeOwnedFrom } from "./employee-owned"

// The actas' RecordTable (descriptor: domain/personal/actas-administrativas.ts). The
// generic handlers list, read, create, update, delete and export; the hooks add the acta's own:
// (only a Borrador is changed or deleted, and the states move, by the descriptor's workflow);
// - the person exists, and a new acta is about an active one; the facts are not in the future
//   (the server's clock, Mexico City's day);
// - a tipo de falta, when named, exists and stands for the same LFT art. 47 fraction;
// - the employees named as participants or witnesses exist and are inside the caller's centres
//   (the router's scope reads only the acta's own id_empleado); their names are copied beside
//   their ids once saved, so the printed acta keeps them;
// - the server stores what follows from the dates: the art. 517 warning (also the audit row's
//   note) and, for a rescission, the last day to deliver the notice (five working days);
// - the folio AA-{empresa}-{año}-{consecutivo} (the document service's counter) is drawn on create
//   from the person's company and the acta's year, and never changes;
// - its two documents' builders: ./actas-administrativas-document.ts.

type ActaRequest = RequestOf<typeof administrativeRecords>

const idsOf = (request: ActaRequest): ReadonlyArray<number> =>
  [...request.participantes, ...request.testigos].flatMap((r) => (typeof r.id_empleado === "number" ? [r.id_empleado] : []))

const checkFault = (request: ActaRequest) =>
  Effect.gen(function* () {
    if (typeof request.id_tipo_falta !== "number") return
    const sql = yield* SqlClient.SqlClient
    const [fault] = yield* sql<{ fraccion_lft47: string | null }>`SELECT fraccion_lft47 FROM tipos_falta WHERE id_tipo_falta = ${request.id_tipo_falta}`
    if (fault === undefined) return yield* refuse(400, actaMessages.tipoFaltaInexistente)
    if (fraccionOfCatalogue(fault.fraccion_lft47 ?? "") !== request.fraccion_lft47) return yield* refuse(400, actaMessages.tipoFalta)
  })

const beforeWrite = (request: ActaRequest, mode: "add" | "edit", stored: { readonly id_empleado: number } | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id_empleado = stored?.id_empleado ?? request.id_empleado
    const [person] = yield* sql<{ activo: string }>`SELECT activo FROM empleados WHERE id_empleado = ${id_empleado}`
    if (person === undefined) return yield* refuse(400, "El colaborador no existe")
    if (mode === "add" && person.activo !== "1") return yield* refuse(409, actaMessages.colaboradorInactivo)
    if (request.f_hechos > (yield* todayInMexico)) return yield* refuse(400, actaMessages.hechosFuturos)
    yield* checkFault(request)
    yield* checkNamedEmployees(idsOf(request), ctx.principal.id_rol, "Alguno de los participantes o testigos no existe")
  })

/** The columns the dates decide: the art. 517 warning and, for a rescission, the notice's last day. */
const derivedColumns = (request: ActaRequest) => ({
  fuera_plazo: pastPrescription(request.f_conocimiento, request.f_acta) ? "1" : "0",
  f_limite_aviso: request.sancion === "RE" ? rescissionNoticeDue(request.f_acta) : null,
})

const ownColumns = (request: ActaRequest) => ({
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

export const administrativeRecordsTable: RecordTable<typeof administrativeRecords> = {
  descriptor: administrativeRecords,
  endpoints: administrativeRecordsEndpoints,
  entity: "acta administrativa",
  table: "actas_administrativas",
  from: employeeOwnedFrom("actas_administrativas", "LEFT JOIN tipos_falta tf ON tf.id_tipo_falta = t.id_tipo_falta"),
  expressions: {
    ...employeeOwnedExpressions,
    // The company the acta was drawn up in (its folio's), not the person's today.
    id_empresa: "t.id_empresa",
    n_tipo_falta: "tf.n_tipo_falta",
  },
  children: {
    participantes: { table: "actas_participantes", parent: { id_acta: "id_acta" }, order: "orden" },
    testigos: { table: "actas_testigos", parent: { id_acta: "id_acta" }, order: "orden" },
  },
  generatedKey: () => nextSerialKey("actas_administrativas"),
  hooks: {
    beforeWrite,
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        if (mode === "edit") return ownColumns(request)
        const sql = yield* SqlClient.SqlClient
        const [person] = yield* sql<{ id_empresa: number | string }>`SELECT id_empresa FROM empleados WHERE id_empleado = ${request.id_empleado}`
        const company = Number(person?.id_empresa)
        const folio = yield* nextFolio(folioSeries.actaAdministrativa, company, Number(request.f_acta.slice(0, 4)))
        return { ...ownColumns(request), id_empleado: request.id_empleado, id_empresa: company, folio, estado: "Borrador" }
      }),
    afterWrite: (stored, mode) => (mode === "delete" || stored.id_acta === null ? Effect.void : copyNames(stored.id_acta)),
    auditDetail: (stored) => (stored.fuera_plazo === "1" ? actaMessages.prescripcion : undefined),
  },
  documents: actaBuilders,
}
