import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { CalcularFiniquitoColaborador, finiquitoRequestEndpoints } from "../../domain/finiquitos/solicitud-finiquito-api"
import { finiquitoMessages } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { causeOfImssBaja } from "../../domain/rules/finiquito-causes"
import { finiquitoCheckTexts } from "../../domain/rules/finiquito-checks"
import { type HandlersOf, ok } from "../http/handler"
import { invalidRequest, refuse } from "../http/failure"
import { runFiniquitoEngine } from "./finiquito-engine-run"
import { withPersonWarnings } from "./finiquito-warnings"
import { personFiniquitoInputs } from "./solicitud-finiquito-from-baja"

// FIN100's preview: the schema has decoded the request; the engine run judges it, reads the legal
// rows in force on f_baja and answers. Nothing is written. A request naming a person (the router
// has checked the caller sees them) is completed from their record as a draft from a BAJA is.

const byPerson = (request: CalcularFiniquitoColaborador) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<{ f_baja: string | null; causa_imss: string | null }>`
      SELECT f_baja, causa_imss FROM empleados WHERE id_empleado = ${request.id_empleado}`
    if (p === undefined) return yield* refuse(400, "El colaborador no existe")
    const f_baja = request.f_baja ?? (p.f_baja === null || String(p.f_baja).trim() === "" ? undefined : String(p.f_baja).trim().slice(0, 10))
    if (f_baja === undefined) return yield* invalidRequest([{ campo: "f_baja", mensaje: finiquitoMessages.fechaBaja }])
    const loaded = yield* personFiniquitoInputs(request.id_empleado, f_baja, request.causa ?? causeOfImssBaja(p.causa_imss), request.f_pagado_hasta)
    if (loaded === undefined) {
      return yield* invalidRequest([{ campo: "f_baja", mensaje: `${finiquitoMessages.colaboradorSinSalario}. ${finiquitoCheckTexts.bajaAntesIngreso}` }])
    }
    return yield* withPersonWarnings(request.id_empleado, yield* runFiniquitoEngine(loaded.inputs))
  })

export const finiquitoRequestHandlers: HandlersOf<typeof finiquitoRequestEndpoints> = {
  calcularFiniquito: (request) => Effect.map("id_empleado" in request ? byPerson(request) : runFiniquitoEngine(request), (result) => ok(result)),
}
