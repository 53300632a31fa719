import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { documentFile, documentFlag, preHireDocuments, preHireMessages, preHires, preHiresEndpoints } from "../../domain/personal/pre-alta-candidatos"
import type { EntityOf } from "../../domain/records/descriptor"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { imageStore } from "../records/image-store"
import { companyVisible } from "../records/queries"
import type { RecordTable, Row } from "../records/table"
import { employeeProblems, loadEmployeeCheckContext, reentryOf } from "./employee-checks"
import { checkInputOf } from "./gestion-personal"
import { positionTaken } from "./movimientos-personal-apply"
import { isVisible } from "../records/visible"
import { nextSerialKey } from "../records/serial-key"
import { fullNameSql } from "../records/person-name"

// Pre-alta de candidatos (GP250, DOMAIN-MX 4.7) on the records platform (descriptor:
// domain/personal/pre-alta-candidatos.ts). The hooks hold what is the pre-alta's own:
// - the candidate is Seleccionado, of a company the caller sees, with no other pre-alta in course;
// - the employee's fields given so far pass the employee record's own database checks
//   (./employee-checks.ts: identifiers free among active people, the company's registro patronal
//   and periodicidad, the centre, department and puesto of the company, the zone's minimum wage),
//   and the position, once chosen, is vacant on f_ingreso: no occupation, no pending movement and
//   no other pre-alta in course claims it;
// - only a Pendiente pre-alta is changed; "delete" cancels it (kept, Cancelado), never while its
//   ALTA waits for approval or after it was applied;
// - the documents' files: only uploads of this very pre-alta, the versions no save names dropped.
// Its state is its last ALTA's (the FROM joins it): nothing has to be written back when an
// approver rejects the ALTA or HR cancels it in Movimientos de personal; the pre-alta is simply
// Pendiente again, with the approver's comment, for HR to correct and confirm again
// (./pre-hire-confirm.ts).

/** The files of a pre-alta's checklist: bytes in pre_altas_documentos, one column per document naming the kept version. */
export const preHireFiles = imageStore({ images: "pre_altas_documentos", records: "pre_altas", key: "id_pre_alta", column: preHireDocuments.map((d) => documentFile(d.id)) })

/** The pre-alta's state from its own flag and its last ALTA's state (DOMAIN-MX 4.7 [D]). */
export const preHireStateSql = `CASE WHEN t.cancelada = '1' THEN 'Cancelado'
  WHEN m.estado = 'Aplicado' THEN 'Dado de alta'
  WHEN m.estado = 'Autorizado' THEN 'Autorizado'
  WHEN m.estado IN ('Capturado', 'En autorización') THEN 'En autorización'
  ELSE 'Pendiente' END`

/** The refusal for a change to a pre-alta that is no longer Pendiente. */
export const notPending = (estado: unknown) =>
  refuse(
    409,
    estado === "Dado de alta"
      ? preHireMessages.dadoDeAlta
      : estado === "Cancelado"
        ? preHireMessages.cancelada
        : estado === "En autorización" || estado === "Autorizado"
          ? preHireMessages.enAutorizacion
          : preHireMessages.soloPendiente,
  )

const text = (v: unknown): string | null => (v === null || v === undefined || v === "" ? null : String(v))

/** The candidate a new pre-alta names: stored, of a company the caller sees, Seleccionado, with no pre-alta in course. */
const checkCandidate = (idCandidato: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [c] = yield* sql<{ estado: string; ve: unknown }>`
      SELECT c.estado, CASE WHEN ${companyVisible(sql, sql.literal("c.id_empresa"), principal.id_rol)} THEN 1 ELSE 0 END AS ve
      FROM candidatos c WHERE c.id_candidato = ${idCandidato}`
    if (c === undefined) return yield* refuse(400, preHireMessages.candidatoNoExiste)
    if (!isVisible(c.ve)) return yield* forbidden()
    if (c.estado !== "Seleccionado") return yield* refuse(409, preHireMessages.noSeleccionado)
    const open = yield* sql`SELECT 1 AS x FROM pre_altas WHERE id_candidato = ${idCandidato} AND cancelada = '0'`
    if (open.length > 0) return yield* refuse(409, preHireMessages.otraPreAlta)
  })

/**
 * Whether another pending claim holds the position from `day` on: an occupation of someone else,
 * a pending movement (./movement-apply.ts), or another pre-alta in course.
 */
export const positionClaimed = (idPosicion: string, day: string, idEmpleado: number | null, idPreAlta: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (yield* positionTaken(sql, idPosicion, day, idEmpleado ?? -1, -1)) return true
    const other = yield* sql`SELECT 1 AS x FROM pre_altas p LEFT JOIN movimientos_personal m ON m.id_movimiento = p.id_movimiento
      WHERE p.id_posicion = ${idPosicion} AND p.id_pre_alta <> ${idPreAlta ?? -1} AND p.cancelada = '0'
        AND (m.estado IS NULL OR m.estado NOT IN ('Aplicado'))`
    return other.length > 0
  })

/**
 * The employee record's database checks on what the pre-alta holds so far (`self`: the person a
 * previous confirmation stored, or the former employee a re-entry names). A position not chosen
 * yet is no problem here; the confirmation requires it.
 */
export const checkEmployeePart = (request: Row, self: number | null, idPreAlta: number | null) =>
  Effect.gen(function* () {
    const today = yield* todayInMexico
    const input = checkInputOf(request)
    const ctx = yield* loadEmployeeCheckContext([input], today)
    const person = self ?? reentryOf(ctx, input.curp)?.id_empleado ?? null
    const problems = employeeProblems(input, ctx, person, "add").filter((p) => !(p.field === "id_posicion" && input.id_posicion === null))
    const [first] = problems
    if (first !== undefined) return yield* refuse(first.status, first.message)
    if (input.id_posicion !== null && input.id_posicion !== undefined && input.f_ingreso !== null && input.f_ingreso !== undefined) {
      if (yield* positionClaimed(input.id_posicion, input.f_ingreso, person, idPreAlta)) return yield* refuse(409, preHireMessages.posicionEnPreAlta)
    }
    return person
  })

const checkFiles = (request: Row, stored: EntityOf<typeof preHires> | undefined) =>
  Effect.gen(function* () {
    for (const d of preHireDocuments) {
      const version = request[documentFile(d.id)]
      if (typeof version !== "string") continue
      if (stored === undefined || stored.id_pre_alta === null) return yield* refuse(400, preHireMessages.documentoNuevo)
      if (!(yield* preHireFiles.isStored(stored.id_pre_alta, version))) return yield* refuse(400, preHireMessages.documentoNoEncontrado)
    }
  })

const writtenColumns = Object.entries(preHires.fields)
  .filter(([, f]) => f.derived !== true)
  .map(([name]) => name)


/** The pre-alta's own columns a request writes (the employee's fields and the checklist's, by name). */
const columnsOf = (request: Row): Record<string, unknown> => Object.fromEntries(writtenColumns.filter((c) => c in request).map((c) => [c, request[c] ?? null]))

const keptFiles = (row: Row): ReadonlyArray<string | null> => preHireDocuments.map((d) => text(row[documentFile(d.id)]))

export const preHiresTable: RecordTable<typeof preHires> = {
  descriptor: preHires,
  endpoints: preHiresEndpoints,
  entity: "pre-alta",
  table: "pre_altas",
  from: `pre_altas t
    JOIN candidatos c ON c.id_candidato = t.id_candidato
    JOIN puestos pu ON pu.id_puesto = t.id_puesto
    LEFT JOIN posiciones po ON po.id_posicion = t.id_posicion
    LEFT JOIN movimientos_personal m ON m.id_movimiento = t.id_movimiento
    LEFT JOIN empleados e ON e.id_empleado = t.id_empleado`,
  expressions: {
    n_candidato: fullNameSql("c"),
    n_posicion: "po.id_posicion || ' · ' || po.n_posicion",
    n_puesto: "pu.n_puesto",
    documentos: `(${preHireDocuments.map((d) => `CASE WHEN t.${documentFlag(d.id)} = '1' THEN 1 ELSE 0 END`).join(" + ")})`,
    estado: preHireStateSql,
    comentario_rechazo: "CASE WHEN m.estado = 'Rechazado' THEN m.comentario_rechazo END",
    num_empleado: "e.num_empleado",
  },
  generatedKey: () => nextSerialKey("pre_altas"),
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        if (stored !== undefined && stored.estado !== "Pendiente") return yield* notPending(stored.estado)
        if (mode === "add") yield* checkCandidate(request.id_candidato, ctx.principal)
        yield* checkFiles(request, stored)
        yield* checkEmployeePart(request, stored?.id_empleado ?? null, stored?.id_pre_alta ?? null)
      }),
    toColumns: (request, mode) =>
      Effect.sync(() => {
        const columns = columnsOf(request)
        if (mode === "edit") {
          // The candidate of a pre-alta never changes.
          delete columns.id_candidato
          return columns
        }
        return { ...columns, cancelada: "0" }
      }),
    beforeDelete: (stored) => (stored.estado === "Pendiente" ? Effect.void : Effect.fail(notPending(stored.estado))),
    softDelete: (stored) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE pre_altas SET cancelada = '1' WHERE id_pre_alta = ${stored.id_pre_alta}`).pipe(
        Effect.asVoid,
      ),
    afterWrite: (stored, mode) => (mode === "delete" || stored.id_pre_alta === null ? Effect.void : preHireFiles.dropUnused(stored.id_pre_alta, keptFiles(stored))),
  },
}
