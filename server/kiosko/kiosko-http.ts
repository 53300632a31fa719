import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { kioskEndpoints } from "../../domain/kiosko/kiosko-api"
import { kioskTexts } from "../../domain/kiosko/kiosko"
import { messages } from "../../domain/messages"
import { portalRequestTexts } from "../../domain/personal/solicitudes-portal-vocabulary"
import { vacationBalance } from "../../domain/rules/vacation-balance"
import { auditNote } from "../audit/trail"
import type { KioskPrincipal } from "../auth/kiosk-principal"
import { changeKioskPassword, kioskLogin, kioskSessionOf, kioskThrottleKey } from "../auth/kiosk-login"
import { chooseKioskEmployee, revokeKioskSession } from "../auth/kiosk-sessions"
import { refuse } from "../http/failure"
import { type HandlerContext, type HandlersOf, kioskOf, ok } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { fileRequest } from "../personal/solicitudes-portal-file"
import { portalRequestsTable } from "../personal/solicitudes-portal"
import { asRecordTable } from "../records/table"
import { requestWithSteps, requestsOfEmployee, storedRequest } from "../personal/solicitudes-portal-store"
import { moveByServer } from "../records/workflow-move"
import { vacationInput } from "../personal/vacation-balance"
import { issueKioskLink, kioskInvitations } from "./kiosko-clima"
import { myData } from "./kiosko-my-data"

// The kiosk's handlers (domain/kiosko/kiosko-api.ts). The router has already found the kiosk session
// (401 otherwise); here: a password that must change first (403), and whom the session acts for
// (a comodín must choose first, 409). Every request, balance and datum is the acting employee's.

/** The kiosk caller, once their password needs no change. */
const ready = (context: HandlerContext) =>
  Effect.gen(function* () {
    const kiosk = yield* kioskOf(context)
    if (kiosk.mustChangePassword) return yield* refuse(403, kioskTexts.debeCambiar)
    return kiosk
  })

/** The employee the ready session acts for. */
const actingFor = (kiosk: KioskPrincipal) =>
  kiosk.id_empleado === null ? Effect.fail(refuse(409, kioskTexts.capturaColaborador)) : Effect.succeed(kiosk.id_empleado)

export const kioskHandlers: HandlersOf<typeof kioskEndpoints> = {
  kioskoLogin: (request, context) =>
    Effect.zipRight(auditNote(context, { actor: kioskThrottleKey(request.id_usuario), entidad: "sesion del kiosko" }), kioskLogin(request, context)),

  kioskoLogout: (_request, context) =>
    Effect.gen(function* () {
      const kiosk = yield* kioskOf(context)
      yield* auditNote(context, { entidad: "sesion del kiosko", despues: null })
      yield* revokeKioskSession(kiosk.tokenHash)
      return ok(null, messages.sesionCerrada)
    }),

  kioskoSesion: (_request, context) => Effect.flatMap(kioskOf(context), (kiosk) => Effect.map(kioskSessionOf(kiosk), (s) => ok(s))),

  kioskoCambiarPassword: (request, context) =>
    Effect.gen(function* () {
      const kiosk = yield* kioskOf(context)
      yield* auditNote(context, { entidad: "usuario del kiosko", clave: `id_usuario=${kiosk.id_usuario}`, despues: { nuevo: "0" } })
      return yield* changeKioskPassword(kiosk, request, context)
    }),

  kioskoColaborador: (request, context) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const kiosk = yield* ready(context)
      if (!kiosk.comodin) return yield* refuse(403, kioskTexts.noComodin)
      // Only an active person of the comodín's own work centre; any other number, the same answer.
      const [person] = yield* sql<{ id_empleado: number | string }>`
        SELECT e.id_empleado FROM empleados e
        JOIN empleados propio ON propio.id_empleado = ${kiosk.ownEmployee}
        WHERE UPPER(e.num_empleado) = ${request.num_empleado.toUpperCase()} AND e.activo = '1'
          AND e.id_centro_trabajo = propio.id_centro_trabajo`
      if (person === undefined) return yield* refuse(400, kioskTexts.colaboradorNoEncontrado)
      yield* chooseKioskEmployee(kiosk.tokenHash, Number(person.id_empleado))
      yield* auditNote(context, { entidad: "sesion del kiosko", clave: `id_empleado=${Number(person.id_empleado)}` })
      return ok(yield* kioskSessionOf({ ...kiosk, id_empleado: Number(person.id_empleado) }))
    }),

  kioskoMisDatos: (_request, context) =>
    Effect.gen(function* () {
      const id = yield* actingFor(yield* ready(context))
      const data = yield* myData(id, yield* todayInMexico)
      if (data === undefined) return yield* refuse(409, kioskTexts.capturaColaborador)
      return ok(data)
    }),

  kioskoSaldoVacaciones: (_request, context) =>
    Effect.gen(function* () {
      const id = yield* actingFor(yield* ready(context))
      const input = yield* vacationInput(id, yield* todayInMexico)
      if (input === undefined) return yield* refuse(409, kioskTexts.capturaColaborador)
      return ok(vacationBalance(input))
    }),

  kioskoSolicitudes: (_request, context) =>
    Effect.gen(function* () {
      const id = yield* actingFor(yield* ready(context))
      return ok(yield* requestsOfEmployee(id))
    }),

  kioskoCrearSolicitud: (request, context) =>
    Effect.gen(function* () {
      const kiosk = yield* ready(context)
      const id = yield* actingFor(kiosk)
      const filed = yield* fileRequest(id, kiosk.id_usuario, request)
      yield* auditNote(context, { entidad: "solicitud del portal", clave: `id_solicitud=${filed.id_solicitud}`, despues: filed })
      return ok(filed, portalRequestTexts.solicitudEnviada)
    }),

  kioskoCancelarSolicitud: (request, context) =>
    Effect.gen(function* () {
      const id = yield* actingFor(yield* ready(context))
      const stored = yield* storedRequest(request.id_solicitud)
      // Another person's request is as absent as one that does not exist.
      if (stored === undefined || stored.id_empleado !== id) return yield* refuse(404, portalRequestTexts.solicitudNoExiste)
      // The employee withdraws only what is undecided (HR also cancels an authorized one): the
      // workflow's cancellation, out of those states only, so a decision made meanwhile stands.
      const cancelled = yield* moveByServer(asRecordTable(portalRequestsTable), "cancelar", { id_solicitud: stored.id_solicitud, estado: stored.estado }, { from: ["Pendiente", "En autorización"] })
      if (cancelled === undefined) return yield* refuse(409, portalRequestTexts.noCancelable)
      yield* auditNote(context, { entidad: "solicitud del portal", clave: `id_solicitud=${stored.id_solicitud}`, antes: { estado: stored.estado }, despues: { estado: "Cancelada" } })
      return ok(yield* requestWithSteps(stored.id_solicitud), portalRequestTexts.solicitudCancelada)
    }),

  kioskoCuestionariosClima: (_request, context) =>
    Effect.gen(function* () {
      const id = yield* actingFor(yield* ready(context))
      return ok(yield* kioskInvitations(id, yield* todayInMexico))
    }),

  kioskoAbrirCuestionarioClima: (request, context) =>
    Effect.gen(function* () {
      const id = yield* actingFor(yield* ready(context))
      const token = yield* issueKioskLink(id, request.id_proyecto)
      // The trail names the project only: never the link, and no answer passes through here.
      yield* auditNote(context, { entidad: "enlace de cuestionario de clima laboral", clave: `id_proyecto=${request.id_proyecto}`, despues: null })
      return ok({ token })
    }),
}
