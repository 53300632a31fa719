import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ContextoPrestamo, personalLoanCalls } from "../../domain/personal/prestamos-autorizados-api"
import { loanMessages } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { scopeCondition } from "../records/queries"
import { loanParameters, loanPerson } from "./prestamos-autorizados-checks"
import { loanRecord } from "./prestamos-autorizados-read"
import { personalLoansTable } from "./prestamos-autorizados"
import { readRecord } from "../records/read-record"
import { minimumWage } from "./movimientos-personal-checks"
import { isVisible } from "../records/visible"
import { dateText } from "../records/date-text"

// The loans' calls beside the records resource (domain/personal/prestamos-autorizados-api.ts). Each one reaches
// a loan or a person only within the caller's work centres (403 otherwise); the router runs the
// writes in one transaction with their audit row.

/** The loan's state and dates, once the caller may see its person; locked on PostgreSQL for a write. */
const visibleLoan = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const lock = sql.onDialectOrElse({ pg: () => sql.literal("FOR UPDATE OF t"), orElse: () => sql.literal("") })
    const [l] = yield* sql<{ estado: string; saldo: number | string; f_solicitud: string; ve: unknown }>`
      SELECT t.estado, t.saldo, ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud,
        CASE WHEN ${scopeCondition(sql, "empleado", "t.id_empleado", principal)} THEN 1 ELSE 0 END AS ve
      FROM prestamos t WHERE t.id_prestamo = ${id} ${lock}`
    if (l === undefined) return yield* refuse(404, loanMessages.prestamoNoExiste)
    if (!isVisible(l.ve)) return yield* forbidden()
    return { estado: l.estado, saldo: Number(l.saldo), f_solicitud: l.f_solicitud }
  })

export const personalLoansHandlers: HandlersOf<typeof personalLoanCalls> = {
  abonarPrestamo: ({ id_prestamo, f_abono, importe, referencia }, context) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const principal = yield* principalOf(context)
      const loan = yield* visibleLoan(id_prestamo, principal)
      if (loan.estado !== "Vigente") return yield* refuse(409, loanMessages.noAbonable)
      if (f_abono < loan.f_solicitud) return yield* refuse(400, loanMessages.abonoFecha)
      const left = Math.round(loan.saldo * 100) - Math.round(importe * 100)
      if (left < 0) return yield* refuse(400, loanMessages.abonoExcede)
      const at = new Date((yield* Now)()).toISOString()
      yield* sql`INSERT INTO prestamos_abonos ${sql.insert({
        id_prestamo,
        f_abono,
        importe,
        referencia: referencia === "" ? null : referencia,
        id_usuario: principal.id_usuario,
        f_registro: at,
      })}`
      const saldo = left / 100
      const estado = left === 0 ? "Liquidado" : "Vigente"
      yield* sql`UPDATE prestamos SET saldo = ${saldo}, estado = ${estado}, f_modificacion = ${at} WHERE id_prestamo = ${id_prestamo}`
      yield* auditNote(context, {
        entidad: "préstamo",
        clave: `id_prestamo=${id_prestamo}`,
        antes: { saldo: loan.saldo, estado: loan.estado },
        despues: { abono: importe, f_abono, saldo, estado },
      })
      return ok({ id_prestamo, saldo, estado }, estado === "Liquidado" ? loanMessages.liquidado : loanMessages.abonado)
    }),

  detallePrestamo: ({ id_prestamo }, context) =>
    Effect.gen(function* () {
      const stored = yield* readRecord(personalLoansTable, { id_prestamo }, yield* principalOf(context)).pipe(
        Effect.catchIf(
          (e) => e._tag === "ApiFailure" && e.status === 404,
          () => refuse(404, loanMessages.prestamoNoExiste),
        ),
      )
      const { id_empresa: _, id_periodicidad: __, ...detail } = yield* loanRecord(stored)
      return ok(detail)
    }),

  contextoPrestamo: ({ id_empleado, f_solicitud }) =>
    Effect.gen(function* () {
      const day = f_solicitud ?? (yield* todayInMexico)
      const person = id_empleado === undefined ? undefined : yield* loanPerson(id_empleado)
      const context: ContextoPrestamo = {
        colaborador:
          person === undefined
            ? null
            : {
                nombre: person.nombre,
                salario_diario: person.salario_diario,
                id_periodicidad: person.id_periodicidad,
                periodicidad: person.periodicidad,
                salario_minimo: (yield* minimumWage(person.id_centro_trabajo, day)) ?? null,
                persona_clave: person.persona_clave,
              },
        parametros: yield* loanParameters,
      }
      return ok(context)
    }),
}
