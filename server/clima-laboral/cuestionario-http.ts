import { Effect } from "effect"
import type { climateLinkEndpoints, questionnaireEndpoints } from "../../domain/clima-laboral/cuestionario-api"
import { instrumentOf } from "../../domain/clima-laboral/cuestionario-instruments"
import { guideIAnswers, likertAnswers } from "../../domain/clima-laboral/cuestionario-rules"
import { questionnaireMessages as m } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { auditNote } from "../audit/trail"
import { type PublicLimit, claimPublicAttempt } from "../auth/public-throttle"
import { tokenHash } from "../auth/token"
import { refuse, refuseField } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { readRecord } from "../records/read-record"
import { usableLink } from "./cuestionario-link"
import { participantLinks } from "./cuestionario-links-state"
import { storeGuideI, storeLikert } from "./cuestionario-store"
import { climateProjectsTable } from "./proyectos"

// The questionnaire's calls (domain/clima-laboral/cuestionario-api.ts). An answer counts against
// its address's window before anything is read, and the count stays whatever the outcome (a
// public write runs outside the request's transaction); a refusal stores nothing else, the
// storing being one transaction of its own. Reading a link is not counted: it writes nothing, a
// read has no address to count by, and a 256-bit token is not guessed. The audit row names the
// project, never the link, the person or the answers.

/** Calls an address may make in a minute: a shift answering from one kiosk or office network fits. */
export const questionnaireLimit: PublicLimit = { account: "#cuestionario-clima", max: 60, windowMs: 60_000, message: m.demasiadas }

export const questionnaireHandlers: HandlersOf<typeof questionnaireEndpoints> = {
  getCuestionarioClima: (request) =>
    Effect.gen(function* () {
      const link = yield* usableLink(tokenHash(request.token))
      return ok(link.form)
    }),

  responderCuestionario: (request, context) =>
    Effect.gen(function* () {
      // Whoever answers stays unnamed, and the answers stay out of the log.
      yield* auditNote(context, { actor: "anónimo", entidad: "respuesta de cuestionario de clima laboral", clave: "", despues: null })
      yield* claimPublicAttempt(context, questionnaireLimit)
      const link = yield* usableLink(tokenHash(request.token))
      yield* auditNote(context, { clave: String(link.id_proyecto) })
      const { guia } = request
      if (!link.guias.includes(guia)) return yield* refuseField("guia", m.guiaAjena(guia))
      if (!link.form.pendientes.includes(guia)) return yield* refuse(409, m.guiaRespondida(guia))
      const today = yield* todayInMexico
      if (guia === "I") {
        if (request.datos_generales !== null) return yield* refuseField("datos_generales", m.sinDatos)
        const { answers, problems } = guideIAnswers(request.respuestas)
        if (problems.length > 0) return yield* refuseField("respuestas", problems[0] ?? m.enlaceInvalido)
        yield* storeGuideI(link, answers, today)
      } else {
        if (link.form.pendientes.includes("I")) return yield* refuse(409, m.guiaIPrimero)
        if (request.datos_generales === null) return yield* refuseField("datos_generales", m.datosGenerales)
        const { questionnaire, problems } = likertAnswers(instrumentOf(guia), request.respuestas)
        if (problems.length > 0) return yield* refuseField("respuestas", problems[0] ?? m.enlaceInvalido)
        yield* storeLikert(link, guia, request.datos_generales, questionnaire, today)
      }
      const pendientes = link.form.pendientes.filter((g) => g !== guia)
      return ok({ ...link.form, pendientes }, pendientes.length === 0 ? m.gracias : m.guardada(guia))
    }),
}

export const climateLinkHandlers: HandlersOf<typeof climateLinkEndpoints> = {
  getEnlacesClima: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* readRecord(climateProjectsTable, String(request.id_proyecto), principal)
      return ok(yield* participantLinks(request.id_proyecto, yield* todayInMexico))
    }),
}
