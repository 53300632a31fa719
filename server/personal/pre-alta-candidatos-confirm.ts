import { SqlClient } from "@effect/sql"
import { Effect, Either, Schema } from "effect"
import type { AltaConfirmada } from "../../domain/personal/candidatos-api"
import { movementMessages } from "../../domain/personal/movimientos-personal-vocabulary"
import { createSchema, problemsOf } from "../../domain/records/descriptor"
import { employees } from "../../domain/personal/gestion-personal"
import type { AnyField } from "../../domain/records/field"
import { documentFlag, preHireDocuments, preHireMessages } from "../../domain/personal/pre-alta-candidatos"
import type { Principal } from "../auth/principal"
import { invalidRequest, refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { readRecord } from "../records/read-record"
import type { Row } from "../records/table"
import { employeeKey, hireRowOf, storeHire } from "./gestion-personal"
import { type HireResult, recordHire } from "./hire-movement"
import { markCandidateHired } from "./pre-alta-candidatos-applied"
import { completeOfferHire } from "../seleccion/pre-alta-candidatos-hire"
import { checkEmployeePart, notPending, preHiresTable } from "./pre-alta-candidatos"

// "Confirmar alta" (POST /confirmar-alta, DOMAIN-MX 4.7): a Pendiente pre-alta becomes an
// employee "Por ingresar" and their ALTA, exactly as POST /empleados makes them (./employees.ts):
// the record decoded by the employee's own create schema (every field an alta requires, with its
// message), the employee record's database checks (./pre-hires.ts checkEmployeePart), the row
// and its ALTA stored by the alta's own functions (storeHire, recordHire), which send the ALTA
// through the MOV_ALTA flow: with none it is authorized and, when f_ingreso has come, applied
// at once; with one it waits for its approvers.
//
// A pre-alta confirmed again after its ALTA was rejected (or cancelled) keeps the person its
// first confirmation stored, still "Por ingresar": that row takes the corrected values and a new
// ALTA (REINGRESO for a former employee), so no second person appears in Gestión de personal.

const employeeFieldNames = Object.entries<AnyField>(employees.fields)
  .filter(([, f]) => f.derived !== true && f.kind !== "rows")
  .map(([name]) => name)

/** The pre-alta's values as the body of POST /empleados would carry them (no photo yet). */
const employeeRequestOf = (preHire: Row): Row => ({ ...Object.fromEntries(employeeFieldNames.map((n) => [n, preHire[n] ?? null])), foto: null })

const decodeEmployee = Schema.decodeUnknownEither(createSchema(employees), { errors: "all", onExcessProperty: "ignore" })

const hasAppliedHire = (idEmpleado: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`SELECT 1 AS x FROM movimientos_personal WHERE id_empleado = ${idEmpleado} AND tipo_movimiento IN ('ALTA', 'REINGRESO') AND estado = 'Aplicado'`,
  ).pipe(Effect.map((rows) => rows.length > 0))

/** The stored person of an earlier confirmation takes the corrected values and a new ALTA. */
const hireAgain = (idEmpleado: number, row: Row, idUsuario: string, motivo: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<{ activo: string }>`SELECT activo FROM empleados WHERE id_empleado = ${idEmpleado}`
    if (person === undefined) return yield* Effect.dieMessage(`pre-alta: employee ${idEmpleado} is gone`)
    if (person.activo === "1") return yield* refuse(409, movementMessages.colaboradorActivo)
    const { id_empleado: _id, num_empleado: _num, ...columns } = row
    yield* sql`UPDATE empleados SET ${sql.update({ ...columns })} WHERE id_empleado = ${idEmpleado}`
    const tipo = (yield* hasAppliedHire(idEmpleado)) ? "REINGRESO" : "ALTA"
    return yield* recordHire({ id_empleado: idEmpleado, tipo, f_efectiva: String(row.f_ingreso), id_usuario: idUsuario, motivo })
  })

export interface Confirmed {
  readonly before: Row
  readonly result: AltaConfirmada
}

/** Confirms the pre-alta inside the caller's transaction (the router's, with its audit row). */
export const confirmPreHire = (idPreAlta: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const preHire = yield* readRecord(preHiresTable, { id_pre_alta: idPreAlta }, principal).pipe(
      Effect.catchIf(
        (e) => e._tag === "ApiFailure" && e.status === 404,
        () => refuse(404, preHireMessages.preAltaNoExiste),
      ),
    )
    if (preHire.estado !== "Pendiente") return yield* notPending(preHire.estado)
    const [candidate] = yield* sql<{ estado: string }>`SELECT estado FROM candidatos WHERE id_candidato = ${preHire.id_candidato}`
    if (candidate?.estado !== "Seleccionado") return yield* refuse(409, preHireMessages.noSeleccionado)

    const decoded = decodeEmployee(employeeRequestOf(preHire))
    // The checklist's flags by their column names.
    const handedIn: Row = preHire
    const missing = preHireDocuments.filter((d) => handedIn[documentFlag(d.id)] !== "1").map((d) => d.label)
    if (Either.isLeft(decoded) || missing.length > 0) {
      const problems = Either.isLeft(decoded) ? [...new Set(Object.values(problemsOf(createSchema(employees), employeeRequestOf(preHire))))] : []
      return yield* invalidRequest([...problems, ...(missing.length > 0 ? [preHireMessages.documentosIncompletos(missing.join(", "))] : [])])
    }
    const request = decoded.right
    const previous = preHire.id_empleado
    yield* checkEmployeePart(request, previous, idPreAlta)

    const row = hireRowOf(request, yield* todayInMexico)
    const motivo = `Alta del candidato ${preHire.n_candidato} (pre-alta ${idPreAlta})`
    let hired: HireResult
    let idEmpleado: number
    if (previous !== null) {
      hired = yield* hireAgain(previous, row, principal.id_usuario, motivo)
      idEmpleado = previous
    } else {
      const key = yield* employeeKey(request)
      idEmpleado = Number(key.id_empleado)
      hired = yield* storeHire({ ...row, ...key }, { id_usuario: principal.id_usuario, motivo })
    }
    yield* sql`UPDATE pre_altas SET id_empleado = ${idEmpleado}, id_movimiento = ${hired.id_movimiento} WHERE id_pre_alta = ${idPreAlta}`
    // A pre-alta of an accepted offer (SEL370): the offer's contract draft, the assignment hired, the requisition perhaps covered.
    yield* completeOfferHire(idPreAlta, idEmpleado, principal.id_usuario)
    // Applied at once (no flow, f_ingreso come): the candidate is hired now that the link exists.
    yield* markCandidateHired(hired.id_movimiento)
    const result: AltaConfirmada = { id_pre_alta: idPreAlta, id_empleado: idEmpleado, id_movimiento: hired.id_movimiento, estado: hired.estado }
    return { before: preHire, result } satisfies Confirmed
  })
