import { Effect } from "effect"
import { kioskTexts } from "../../domain/kiosko/kiosko"
import type { myEvaluationKioskEndpoints } from "../../domain/evaluacion/mis-evaluaciones-kiosko-api"
import { myEvaluationMessages as m } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { refuse } from "../http/failure"
import { type HandlerContext, type HandlersOf, kioskOf, ok } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { myEvaluations, openEvaluation, toMyEvaluation } from "./mis-evaluaciones"
import { evaluationForm } from "./mis-evaluaciones-formulario"
import { saveAnswers } from "./mis-evaluaciones-respuestas"

// "Mis evaluaciones" at the kiosk (domain/evaluacion/mis-evaluaciones-kiosko-api.ts): the staff
// calls' rules for the kiosk user's own employee. A password that must change comes first (403);
// a comodín acting for another person answers nobody's evaluations (the list is empty, a form 403).

/** The kiosk user's own employee while the session acts for them; undefined for a comodín acting for another. */
const evaluatorAtKiosk = (context: HandlerContext) =>
  Effect.gen(function* () {
    const kiosk = yield* kioskOf(context)
    if (kiosk.mustChangePassword) return yield* refuse(403, kioskTexts.debeCambiar)
    return { kiosk, me: kiosk.id_empleado === kiosk.ownEmployee ? kiosk.ownEmployee : undefined }
  })

export const myEvaluationKioskHandlers: HandlersOf<typeof myEvaluationKioskEndpoints> = {
  kioskoMisEvaluaciones: (_request, context) =>
    Effect.gen(function* () {
      const { me } = yield* evaluatorAtKiosk(context)
      return ok(yield* myEvaluations(me, yield* todayInMexico))
    }),

  kioskoGetEvaluacionPorResponder: (request, context) =>
    Effect.gen(function* () {
      const { me } = yield* evaluatorAtKiosk(context)
      return ok(yield* evaluationForm(yield* openEvaluation(request, me, undefined), yield* todayInMexico))
    }),

  kioskoResponderEvaluacion: (request, context) =>
    Effect.gen(function* () {
      const { kiosk, me } = yield* evaluatorAtKiosk(context)
      const opened = yield* openEvaluation(request, me, undefined)
      const today = yield* todayInMexico
      const at = new Date((yield* Now)()).toISOString()
      const outcome = yield* saveAnswers(opened, request, { id_usuario: kiosk.id_usuario, onBehalf: false, at, today })
      yield* auditNote(context, {
        entidad: opened.row.tipo === "Operativa" ? "evaluación operativa" : "respuestas 360",
        clave: String(opened.row.tipo === "Operativa" ? opened.row.id_evaluacion_operativa : opened.row.id_asignacion_evaluador),
        antes: {},
        despues: { respondidas: outcome.respondidas, medio: "Kiosko" },
      })
      return ok(toMyEvaluation({ ...opened.row, f_respuesta: at }, today), m.guardada)
    }),
}
