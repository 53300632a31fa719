import { Effect } from "effect"
import { type climateParticipantEndpoints, participantMessages as pm } from "../../domain/clima-laboral/empleados-depto-api"
import type { Principal } from "../auth/principal"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { readRecord } from "../records/read-record"
import { climateProgress, climateProjectOptions } from "./empleados-depto"
import { sendInvitations } from "./empleados-depto-invitations"
import { drawParticipants, newSeed, projectFacts } from "./empleados-depto-participants"
import { climateProjectsTable } from "./proyectos"

// CLI210's calls (domain/clima-laboral/empleados-depto-api.ts). Each reads the project as its
// record resource does (404 absent, 403 outside the caller's work centres) before anything else;
// a refusal changes nothing (the request's transaction rolls back).

const projectOf = (id_proyecto: number, principal: Principal) =>
  Effect.gen(function* () {
    const record = yield* readRecord(climateProjectsTable, String(id_proyecto), principal)
    const facts = yield* projectFacts(id_proyecto)
    if (facts === undefined) return yield* refuse(404, pm.proyecto)
    return { record, facts }
  })

const counts = (p: { readonly deptos: ReadonlyArray<{ readonly seleccionados: number; readonly invitados: number }> }) => ({
  seleccionados: p.deptos.reduce((t, d) => t + d.seleccionados, 0),
  invitados: p.deptos.reduce((t, d) => t + d.invitados, 0),
})

export const climateParticipantHandlers: HandlersOf<typeof climateParticipantEndpoints> = {
  getProyectosClima: (_, context) => Effect.map(Effect.flatMap(principalOf(context), climateProjectOptions), (list) => ok(list)),

  getAvanceClima: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* projectOf(request.id_proyecto, principal)
      return ok(yield* climateProgress(request.id_proyecto))
    }),

  generarMuestra: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { facts } = yield* projectOf(request.id_proyecto, principal)
      if (facts.estado !== "Borrador") return yield* refuse(409, pm.soloBorrador)
      const before = yield* climateProgress(request.id_proyecto)
      const seed = request.semilla ?? newSeed()
      const drawn = yield* drawParticipants(facts, seed)
      const after = yield* climateProgress(request.id_proyecto)
      yield* auditNote(context, {
        entidad: "participantes de clima laboral",
        clave: String(request.id_proyecto),
        antes: { semilla: before.semilla, ...counts(before) },
        despues: { semilla: seed, ...counts(after) },
      })
      return ok(after, pm.generada(drawn, seed))
    }),

  enviarInvitaciones: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { record, facts } = yield* projectOf(request.id_proyecto, principal)
      if (facts.estado !== "En aplicación") return yield* refuse(409, pm.soloAplicacion)
      const before = yield* climateProgress(request.id_proyecto)
      const nowIso = new Date((yield* Now)()).toISOString()
      const sent = yield* sendInvitations({ ...facts, n_proyecto: record.n_proyecto }, request, nowIso)
      const avance = yield* climateProgress(request.id_proyecto)
      yield* auditNote(context, {
        entidad: "invitaciones de clima laboral",
        clave: String(request.id_proyecto),
        antes: counts(before),
        despues: { ...counts(avance), medio: request.medio, reenviar: request.reenviar },
      })
      const message = request.medio === "Kiosko" ? pm.kiosko(sent.invitados) : pm.enviadas(sent.invitados, sent.sin_correo)
      return ok({ ...sent, avance }, message)
    }),
}
