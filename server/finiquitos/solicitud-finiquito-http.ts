import { Effect } from "effect"
import type { finiquitoRequestEndpoints } from "../../domain/finiquitos/solicitud-finiquito-api"
import { type HandlersOf, ok } from "../http/handler"
import { runFiniquitoEngine } from "./finiquito-engine-run"

// FIN100's preview: the schema has decoded the request; the engine run judges it, reads the legal
// rows in force on f_baja and answers. Nothing is written.
export const finiquitoRequestHandlers: HandlersOf<typeof finiquitoRequestEndpoints> = {
  calcularFiniquito: (request) => Effect.map(runFiniquitoEngine(request), (result) => ok(result)),
}
