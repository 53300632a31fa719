import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type Lender, loanMessages, loanOrigin, loanRequestType } from "../../domain/personal-loans"
import { startAuthorization } from "../authorizations/engine"
import { requestTypeByKey } from "../authorizations/repo"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import { todayInMexico } from "../organization/in-force"
import { checkLoanDraft } from "./loan-checks"
import { loanInForce } from "./loan-origin"
import { dateText } from "./movement-snapshot"

// Sending a Capturado loan to the flow of the request type PRESTAMO (DOMAIN-MX 4.11, 6), inside
// the caller's transaction. The limits are judged again first, with what the database holds now
// (a salary or a parameter may have changed since the capture), and the terms stored again. With
// no flow the loan is Vigente at once; with one it waits En autorización for its approvers,
// resolved on the day it is sent (a level nobody can approve is a 409 and nothing changes).
// The caller has checked that the loan's person is within its work centres.

export interface LoanSent {
  readonly id_prestamo: number
  readonly estado: string
  readonly nivel: number | null
}

export const sendLoan = (id_prestamo: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [l] = yield* sql<Record<string, unknown>>`
      SELECT id_empleado, estado, ${sql.literal(dateText(sql, "f_solicitud"))} AS f_solicitud, monto, num_pagos, otorgante
      FROM prestamos WHERE id_prestamo = ${id_prestamo}`
    if (l === undefined) return yield* new ApiFailure({ status: 404, message: loanMessages.prestamoNoExiste })
    if (l.estado !== "Capturado") return yield* new ApiFailure({ status: 409, message: loanMessages.noEnviable })
    const id_empleado = Number(l.id_empleado)
    const { terms } = yield* checkLoanDraft({
      id_prestamo,
      id_empleado,
      f_solicitud: String(l.f_solicitud),
      monto: Number(l.monto),
      num_pagos: Number(l.num_pagos),
      otorgante: (l.otorgante === "CAJA" ? "CAJA" : "EMPRESA") satisfies Lender,
    })
    const at = new Date((yield* Now)()).toISOString()
    yield* sql`UPDATE prestamos SET id_periodicidad = ${terms.id_periodicidad}, tasa_interes = ${terms.tasa_interes}, interes = ${terms.interes},
      total = ${terms.total}, importe_descuento = ${terms.importe_descuento}, saldo = ${terms.total}, f_modificacion = ${at}
      WHERE id_prestamo = ${id_prestamo}`

    const idTipo = yield* requestTypeByKey(loanRequestType)
    const today = yield* todayInMexico
    const started =
      idTipo === undefined
        ? ({ kind: "no-flow" } as const)
        : yield* startAuthorization({ origen: loanOrigin, id_origen: id_prestamo, id_tipo_solicitud: idTipo, id_empleado, fecha: today })
    if (started.kind === "no-flow") {
      yield* loanInForce(id_prestamo)
      return { id_prestamo, estado: "Vigente", nivel: null } satisfies LoanSent
    }
    yield* sql`UPDATE prestamos SET estado = 'En autorización', f_modificacion = ${at} WHERE id_prestamo = ${id_prestamo}`
    return { id_prestamo, estado: "En autorización", nivel: started.nivel } satisfies LoanSent
  })
