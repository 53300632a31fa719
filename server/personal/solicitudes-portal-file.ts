import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { NewKioskRequest } from "../../domain/kiosko/kiosko"
import { kioskRequestProblems } from "../../domain/kiosko/kiosko"
import { portalRequestTexts, takesAmount } from "../../domain/personal/solicitudes-portal-vocabulary"
import { vacationRequestProblem, workingDaysIn } from "../../domain/rules/vacation-balance"
import { Now } from "../clock"
import { invalidRequest, refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { advanceByServer } from "../records/workflow-advance"
import { portalRequestsTable } from "./solicitudes-portal"
import { asRecordTable } from "../records/table"
import { requestWithSteps } from "./solicitudes-portal-store"
import { lockEmployee, vacationInput } from "./vacation-balance"

// Filing a kiosk request (DOMAIN-MX 4.8) and sending it to the SOLICITUD_PORTAL flow.

/**
 * Files a request of one employee and sends it to the SOLICITUD_PORTAL flow (its workflow's
 * `enviar`, by the server's act), in the caller's transaction: with a flow it waits En
 * autorización for its first level's approver (a level with nobody to approve it is a 409 and
 * nothing is stored); without one it waits Pendiente for HR.
 */
export const fileRequest = (id_empleado: number, id_usuario_kiosko: string, request: NewKioskRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const problems = Object.entries(kioskRequestProblems(request)).map(([campo, mensaje]) => ({ campo, mensaje }))
    if (problems.length > 0) return yield* invalidRequest(problems)
    const vacation = request.id_tipo_solicitud === "VAC" && request.f_inicio !== null && request.f_fin !== null
    const today = yield* todayInMexico
    let dias: number | null = null
    if (vacation) {
      yield* lockEmployee(id_empleado)
      const period = { f_inicio: request.f_inicio ?? "", f_fin: request.f_fin ?? "" }
      const input = yield* vacationInput(id_empleado, today)
      if (input === undefined) return yield* refuse(404, portalRequestTexts.solicitudNoExiste)
      const problem = vacationRequestProblem(period, input)
      // Wrong dates are the request's own (400); an overlap or a short balance is a conflict (409).
      if (problem !== null) return yield* refuse(problem.conflict ? 409 : 400, problem.message)
      dias = workingDaysIn(period)
    }
    const [inserted] = yield* sql<{ id_solicitud: number | string }>`INSERT INTO solicitudes_portal ${sql.insert({
      id_empleado,
      id_tipo_solicitud: request.id_tipo_solicitud,
      f_solicitud: today,
      f_inicio: vacation ? request.f_inicio : null,
      f_fin: vacation ? request.f_fin : null,
      dias,
      monto: takesAmount(request.id_tipo_solicitud) ? request.monto : null,
      detalle: request.detalle,
      estado: "Pendiente",
      id_usuario_kiosko,
      creada: (yield* Now)(),
    })} RETURNING id_solicitud`
    const id_solicitud = Number(inserted?.id_solicitud)
    yield* advanceByServer(asRecordTable(portalRequestsTable), "enviar", { id_solicitud, id_empleado, estado: "Pendiente", f_inicio: vacation ? request.f_inicio : null })
    return yield* requestWithSteps(id_solicitud)
  })
