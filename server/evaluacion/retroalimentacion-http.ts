import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { calibrationKey } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import type { FeedbackKey, FeedbackSession, MyFeedback, SaveFeedback, feedbackEndpoints } from "../../domain/evaluacion/retroalimentacion-api"
import { commitmentState } from "../../domain/evaluacion/reporte-compromisos-rules"
import { feedbackState, sessionProblem } from "../../domain/evaluacion/retroalimentacion-rules"
import { type FeedbackKind, feedbackKeyOf, feedbackMessages as m, projectTypesOf } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { auditNote } from "../audit/trail"
import type { Principal } from "../auth/principal"
import { employeeOfUser } from "../authorizations/repo"
import { Now } from "../clock"
import { refuse, refuseField } from "../http/failure"
import { type HandlerContext, type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { fullNameSql } from "../records/person-name"
import { readRecord } from "../records/read-record"
import { occupiesBossPosition } from "./evaluaciones-objetivos"
import { evaluationProjectsTable } from "./proyectos"
import { type StoredFeedback, feedbackById, feedbackProjects, listFeedback, ownFeedback, participantOf, sessionCommitments, storedFeedback } from "./retroalimentacion"

// The calls of the feedback sessions (domain/evaluacion/retroalimentacion-api.ts). The page's key
// lets a call in; the kind asked for needs its own (EVA370 operative, EVA375 360). The project
// is read as EVA150's resource (404 absent, 403 outside the caller's companies), the person as a
// participant with that kind (404 otherwise); the router has refused a person outside the
// caller's centres. Who holds a session: the occupant of the boss position, or Recursos Humanos
// (EVA150). A refusal changes nothing (the request's transaction rolls back).

const stampNow = Effect.map(Now, (now) => new Date(now()).toISOString())

const needKind = (tipo: FeedbackKind, principal: Principal) => (principal.keys.includes(feedbackKeyOf[tipo]) ? Effect.void : refuse(403, m.sinClave(tipo)))

/** The project, the participant, their session and who the caller is to it. */
const sessionOf = (key: FeedbackKey, principal: Principal) =>
  Effect.gen(function* () {
    yield* needKind(key.tipo, principal)
    const project = yield* readRecord(evaluationProjectsTable, String(key.id_proyecto), principal)
    if (!projectTypesOf[key.tipo].includes(String(project.tipo))) return yield* refuseField("id_proyecto", m.sinTipoProyecto(key.tipo), 409)
    const person = yield* participantOf(key.id_proyecto, key.id_empleado, key.tipo)
    if (person === undefined) return yield* refuseField("id_empleado", m.noParticipante, 404)
    if (!person.hasKind) return yield* refuseField("id_empleado", m.sinEvaluacionOperativa, 409)
    const caller = yield* employeeOfUser(principal.id_usuario)
    const esJefe = caller !== undefined && caller !== key.id_empleado && (yield* occupiesBossPosition(key.id_proyecto, key.id_empleado, caller))
    const esRH = principal.keys.includes(calibrationKey)
    if (!esRH && !esJefe) return yield* refuse(403, m.noEsJefe)
    const stored = yield* storedFeedback(key.id_proyecto, key.id_empleado, key.tipo)
    const today = yield* todayInMexico
    const compromisos = stored === undefined ? [] : yield* sessionCommitments(stored.id_retro, today)
    const estado_proyecto = String(project.estado)
    const responsables = [{ id_empleado: key.id_empleado, n_empleado: person.n_empleado }, ...person.bosses]
    const session: FeedbackSession = {
      id_retro: stored?.id_retro ?? null,
      id_proyecto: key.id_proyecto,
      n_proyecto: String(project.n_proyecto),
      tipo: key.tipo,
      id_empleado: key.id_empleado,
      n_empleado: person.n_empleado,
      n_puesto: person.n_puesto,
      n_depto: person.n_depto,
      id_jefe: stored?.id_jefe ?? person.bosses[0]?.id_empleado ?? null,
      n_jefe: stored?.n_jefe ?? person.bosses[0]?.n_empleado ?? null,
      f_sesion: stored?.f_sesion ?? null,
      fortalezas: stored?.fortalezas ?? "",
      areas_mejora: stored?.areas_mejora ?? "",
      comentarios_colaborador: stored?.comentarios_colaborador ?? null,
      conformidad: stored?.conformidad ?? null,
      firma_jefe: stored?.firma_jefe ?? false,
      firma_colaborador: stored?.firma_colaborador ?? false,
      estado: feedbackState(stored ?? null),
      compromisos,
      responsables,
      editable: estado_proyecto !== "Cerrado" && estado_proyecto !== "Borrador" && stored?.firma_colaborador !== true,
    }
    return { session, stored, esJefe, caller, estado_proyecto, today }
  })

const audited = (s: FeedbackSession) => ({
  f_sesion: s.f_sesion,
  conformidad: s.conformidad,
  firma_jefe: s.firma_jefe,
  firma_colaborador: s.firma_colaborador,
  compromisos: s.compromisos.map((c) => ({ id_compromiso: c.id_compromiso, accion: c.accion, tipo: c.tipo, id_responsable: c.id_responsable, f_compromiso: c.f_compromiso, avance: c.avance })),
})

const note = (context: HandlerContext, clave: string, before: FeedbackSession, after: FeedbackSession) =>
  auditNote(context, { entidad: "retroalimentación", clave, antes: audited(before), despues: audited(after) })

/** Records the session and replaces its commitments; the session's id. */
const store = (request: SaveFeedback, stored: StoredFeedback | undefined, id_jefe: number | null, who: string, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = yield* stampNow
    const signedNow = request.firma_jefe && stored?.firma_jefe !== true
    const firma_jefe = stored?.firma_jefe === true || request.firma_jefe
    const liberacion = request.tipo === "360" && firma_jefe ? (stored?.f_liberacion ?? at) : null
    const fields = {
      f_sesion: request.f_sesion,
      fortalezas: request.fortalezas,
      areas_mejora: request.areas_mejora,
      comentarios_colaborador: request.comentarios_colaborador || null,
      conformidad: request.conformidad,
      firma_jefe: firma_jefe ? "1" : "0",
      f_liberacion: liberacion,
      f_modificacion: at,
    }
    let id_retro: number
    if (stored === undefined) {
      const [row] = yield* sql<{ id_retro: number }>`INSERT INTO eva_retroalimentaciones ${sql.insert({
        id_proyecto: request.id_proyecto,
        id_empleado: request.id_empleado,
        tipo: request.tipo,
        id_jefe,
        ...fields,
        f_firma_jefe: signedNow ? at : null,
        id_usuario_registro: who,
        f_registro: at,
      })} RETURNING id_retro`
      id_retro = Number(row?.id_retro)
    } else {
      id_retro = stored.id_retro
      yield* sql`UPDATE eva_retroalimentaciones SET f_sesion = ${fields.f_sesion}, fortalezas = ${fields.fortalezas}, areas_mejora = ${fields.areas_mejora},
          comentarios_colaborador = ${fields.comentarios_colaborador}, conformidad = ${fields.conformidad}, firma_jefe = ${fields.firma_jefe},
          f_firma_jefe = COALESCE(f_firma_jefe, ${signedNow ? at : null}), f_liberacion = ${liberacion}, id_jefe = COALESCE(id_jefe, ${id_jefe}), f_modificacion = ${at}
        WHERE id_retro = ${id_retro}`
    }
    const kept = request.compromisos.flatMap((c) => (c.id_compromiso === null ? [] : [c.id_compromiso]))
    if (kept.length === 0) yield* sql`DELETE FROM eva_compromisos WHERE id_retro = ${id_retro}`
    else yield* sql`DELETE FROM eva_compromisos WHERE id_retro = ${id_retro} AND id_compromiso NOT IN ${sql.in(kept)}`
    for (const [orden, c] of request.compromisos.entries()) {
      const estado = commitmentState(c.avance, c.f_compromiso, today)
      const values = { accion: c.accion, tipo: c.tipo, id_responsable: c.id_responsable, f_compromiso: c.f_compromiso, avance: c.avance, estado, orden: orden + 1, f_modificacion: at }
      if (c.id_compromiso === null) yield* sql`INSERT INTO eva_compromisos ${sql.insert({ id_retro, ...values })}`
      else yield* sql`UPDATE eva_compromisos SET ${sql.update(values)} WHERE id_compromiso = ${c.id_compromiso} AND id_retro = ${id_retro}`
    }
  })

/** The person's view of a session: what the boss's read shows, and whether they may sign it now. */
const mine = (s: StoredFeedback, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<Record<string, unknown>>`
      SELECT p.n_proyecto, p.estado, pu.n_puesto, d.n_depto FROM eva_participantes pa JOIN eva_proyectos p ON p.id_proyecto = pa.id_proyecto
        JOIN puestos pu ON pu.id_puesto = pa.id_puesto JOIN departamentos d ON d.id_depto = pa.id_depto
      WHERE pa.id_proyecto = ${s.id_proyecto} AND pa.id_empleado = ${s.id_empleado}`
    const [me] = yield* sql<{ n: string }>`SELECT ${sql.literal(fullNameSql("e"))} AS n FROM empleados e WHERE e.id_empleado = ${s.id_empleado}`
    const compromisos = yield* sessionCommitments(s.id_retro, today)
    const open = String(p?.estado ?? "") !== "Cerrado"
    const result: MyFeedback = {
      ...s,
      n_proyecto: String(p?.n_proyecto ?? ""),
      n_empleado: String(me?.n ?? ""),
      n_puesto: String(p?.n_puesto ?? ""),
      n_depto: String(p?.n_depto ?? ""),
      estado: feedbackState(s),
      compromisos,
      responsables: [],
      editable: false,
      firmable: open && s.firma_jefe && !s.firma_colaborador,
    }
    return result
  })

export const feedbackHandlers: HandlersOf<typeof feedbackEndpoints> = {
  getProyectosRetroalimentacion: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* needKind(request.tipo, principal)
      return ok(yield* feedbackProjects(request.tipo, principal))
    }),

  getRetroalimentaciones: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* needKind(request.tipo, principal)
      const project = yield* readRecord(evaluationProjectsTable, String(request.id_proyecto), principal)
      if (!projectTypesOf[request.tipo].includes(String(project.tipo))) return yield* refuseField("id_proyecto", m.sinTipoProyecto(request.tipo), 409)
      const hr = principal.keys.includes(calibrationKey)
      const caller = hr ? undefined : yield* employeeOfUser(principal.id_usuario)
      return ok(yield* listFeedback(request, principal, hr ? undefined : { caller: caller ?? 0 }))
    }),

  getRetroalimentacion: (request, context) => Effect.map(Effect.flatMap(principalOf(context), (p) => sessionOf(request, p)), ({ session }) => ok(session)),

  guardarRetroalimentacion: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const before = yield* sessionOf(request, principal)
      if (before.estado_proyecto === "Cerrado") return yield* refuse(409, m.proyectoCerrado)
      if (before.estado_proyecto === "Borrador") return yield* refuse(409, m.borrador)
      if (before.stored?.firma_colaborador === true) return yield* refuse(409, m.yaFirmadaColaborador)
      const problem = sessionProblem(request, before.session.responsables.map((p) => p.id_empleado), before.today)
      if (problem !== null) return yield* refuseField(problem.field, problem.message)
      const own = new Set(before.session.compromisos.map((c) => c.id_compromiso))
      if (request.compromisos.some((c) => c.id_compromiso !== null && !own.has(c.id_compromiso))) return yield* refuseField("compromisos", m.compromisoAjeno)
      const id_jefe = before.esJefe ? (before.caller ?? null) : before.session.id_jefe
      yield* store(request, before.stored, id_jefe, principal.id_usuario, before.today)
      const after = yield* sessionOf(request, principal)
      yield* note(context, `${request.id_proyecto}/${request.id_empleado}/${request.tipo}`, before.session, after.session)
      return ok(after.session, m.guardada)
    }),

  misRetroalimentaciones: (_, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const me = yield* employeeOfUser(principal.id_usuario)
      if (me === undefined) return ok([])
      const today = yield* todayInMexico
      return ok(yield* Effect.forEach(yield* ownFeedback(me), (s) => mine(s, today)))
    }),

  firmarRetroalimentacion: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const stored = yield* feedbackById(request.id_retro)
      if (stored === undefined) return yield* refuseField("id_retro", m.retro, 404)
      const me = yield* employeeOfUser(principal.id_usuario)
      if (me !== stored.id_empleado) return yield* refuse(403, m.soloColaboradorFirma)
      const today = yield* todayInMexico
      const before = yield* mine(stored, today)
      if (stored.firma_colaborador) return yield* refuse(409, m.yaFirmada)
      if (!stored.firma_jefe) return yield* refuse(409, m.sinFirmaJefe)
      if (!before.firmable) return yield* refuse(409, m.proyectoCerrado)
      const sql = yield* SqlClient.SqlClient
      const at = yield* stampNow
      yield* sql`UPDATE eva_retroalimentaciones SET firma_colaborador = '1', f_firma_colaborador = ${at}, conformidad = ${request.conformidad},
          comentarios_colaborador = ${request.comentarios_colaborador || null}, f_modificacion = ${at}
        WHERE id_retro = ${stored.id_retro}`
      const updated = yield* feedbackById(stored.id_retro)
      const after = updated === undefined ? before : yield* mine(updated, today)
      yield* note(context, String(stored.id_retro), before, after)
      return ok(after, m.firmada)
    }),
}
