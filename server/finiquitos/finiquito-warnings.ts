import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { FiniquitoResult } from "../../domain/rules/finiquito"
import { finiquitoMessages } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"

// MODULES-MX §1.6: "An employee with open responsivas (GP180) warns": the company's property the
// person still holds is settled before paying, so the calculation says it beside its own warnings.

export const withPersonWarnings = (id_empleado: number, result: FiniquitoResult) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [open] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM responsivas WHERE id_empleado = ${id_empleado} AND f_devolucion IS NULL`
    const n = Number(open?.n ?? 0)
    return n === 0 ? result : { ...result, advertencias: [...result.advertencias, finiquitoMessages.responsivasAbiertas(n)] }
  })
