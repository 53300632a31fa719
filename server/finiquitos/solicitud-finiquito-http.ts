import { Effect } from "effect"
import type { finiquitoRequestEndpoints } from "../../domain/finiquitos/solicitud-finiquito-api"
import { requiresEndDate } from "../../domain/contratos/catalogo-contratos-rules"
import { calculateFiniquito } from "../../domain/rules/finiquito"
import { finiquitoProblems } from "../../domain/rules/finiquito-checks"
import { finiquitoParameterKeys, finiquitoParametersOn } from "../../domain/rules/finiquito-parameters"
import { legalParameterReader } from "../contratos/legal-parameters"
import { invalidRequest, refuse } from "../http/failure"
import { type HandlersOf, ok } from "../http/handler"

// FIN100's preview: the schema has decoded the request; the rules of §1.6 judge it, the legal
// rows in force on f_baja are read through the contratos reader, and the pure engine answers.
// Nothing is written.
export const finiquitoRequestHandlers: HandlersOf<typeof finiquitoRequestEndpoints> = {
  calcularFiniquito: (request) =>
    Effect.gen(function* () {
      const problems = finiquitoProblems(request)
      if (problems.length > 0) return yield* invalidRequest(problems.map((p) => ({ campo: p.field, mensaje: p.message })))
      const reader = yield* legalParameterReader
      const rows = (yield* Effect.forEach(finiquitoParameterKeys(request.zona), (clave) => reader.rows(clave))).flat()
      const parametros = finiquitoParametersOn(rows, request.zona, request.f_baja)
      if (parametros.kind === "none") return yield* refuse(422, parametros.message)
      return ok(
        calculateFiniquito({
          ...request,
          tiempo_determinado: requiresEndDate(request.tipo_contrato) === "1",
          incluir_20_dias: request.incluir_20_dias === "1",
          parametros: parametros.parametros,
        }),
      )
    }),
}
