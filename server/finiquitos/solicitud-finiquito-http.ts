import { Effect } from "effect"
import type { CalcularFiniquitoColaborador, finiquitoRequestEndpoints } from "../../domain/finiquitos/solicitud-finiquito-api"
import { finiquitoMessages } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { causeOfImssBaja } from "../../domain/rules/finiquito-causes"
import { type HandlersOf, ok } from "../http/handler"
import { invalidRequest } from "../http/failure"
import { runFiniquitoEngine } from "./finiquito-engine-run"
import { finiquitoPerson } from "./finiquito-person"
import { withPersonWarnings } from "./finiquito-warnings"
import { personFiniquitoInputs } from "./solicitud-finiquito-from-baja"

// FIN100's preview: the schema has decoded the request; the engine run judges it, reads the legal
// rows in force on f_baja and answers. Nothing is written. A request naming a person (the router
// has checked the caller sees them) is completed from their record as a draft from a BAJA is.

const byPerson = (request: CalcularFiniquitoColaborador) =>
  Effect.gen(function* () {
    const person = yield* finiquitoPerson(request.id_empleado)
    const f_baja = request.f_baja ?? person.f_baja
    if (f_baja === null) return yield* invalidRequest([{ campo: "f_baja", mensaje: finiquitoMessages.fechaBaja }])
    const loaded = yield* personFiniquitoInputs(request.id_empleado, person, f_baja, request.causa ?? causeOfImssBaja(person.causa_imss), request.f_pagado_hasta)
    if (loaded.kind === "refused") return yield* invalidRequest([{ campo: loaded.campo, mensaje: loaded.mensaje }])
    return yield* withPersonWarnings(request.id_empleado, yield* runFiniquitoEngine(loaded.inputs))
  })

export const finiquitoRequestHandlers: HandlersOf<typeof finiquitoRequestEndpoints> = {
  calcularFiniquito: (request) => Effect.map("id_empleado" in request ? byPerson(request) : runFiniquitoEngine(request), (result) => ok(result)),
}
