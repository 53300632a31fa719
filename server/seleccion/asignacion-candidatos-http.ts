import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { skipProblem, totalScore } from "../../domain/rules/seleccion-pipeline"
import { type Pipeline, type PipelineCard, type pipelineEndpoints, pipelineMessages as m } from "../../domain/seleccion/asignacion-candidatos-api"
import type { Principal } from "../auth/principal"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { refuse, refuseField } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { nextSerial } from "../records/serial-key"
import {
  type VacancyFacts,
  assignableCandidates,
  assignmentFacts,
  candidateFacts,
  cardById,
  columnCards,
  columnCounts,
  historyOf,
  outcomesOf,
  stagesOf,
  vacancyFacts,
} from "./asignacion-candidatos"

// SEL250's calls (domain/seleccion/asignacion-candidatos-api.ts). Every write is judged on the
// vacancy (Abierta), the process's stages and the rules of domain/rules/seleccion-pipeline.ts, and
// moves the card with one UPDATE that compares and bumps its `version`: of two recruiters moving
// the same card at once exactly one changes the row; the other changes nothing and is told (409),
// and only then is the history written, in the same transaction. Days follow the server's clock.

const openOnly = (vacancy: VacancyFacts) => (vacancy.estado === "Abierta" ? Effect.void : refuse(409, m.vacanteNoAbierta))

const nowText = Effect.map(Now, (now) => new Date(now()).toISOString())

/** The candidate's activity today, and their GP220 state while the pool's flow still moves it. */
const touchCandidate = (idCandidato: number, today: string, estado?: "En proceso" | "Descartado") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE candidatos SET f_ultima_actividad = ${today} WHERE id_candidato = ${idCandidato}`
    if (estado === "En proceso") yield* sql`UPDATE candidatos SET estado = 'En proceso' WHERE id_candidato = ${idCandidato} AND estado IN ('Nuevo', 'Descartado')`
    // Discarded from every vacancy they are in: the pool says so too.
    if (estado === "Descartado")
      yield* sql`UPDATE candidatos SET estado = 'Descartado' WHERE id_candidato = ${idCandidato} AND estado IN ('Nuevo', 'En proceso')
        AND NOT EXISTS (SELECT 1 FROM sel_asignaciones a JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual
          WHERE a.id_candidato = ${idCandidato} AND e.tipo <> 'Descartado')`
  })

const insertHistory = (row: {
  readonly id_asignacion: number
  readonly id_etapa: number
  readonly resultado: string
  readonly calificacion: number | null
  readonly id_motivo_rechazo: number | null
  readonly comentario: string | null
  readonly fecha: string
  readonly usuario: string
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id_historial = yield* nextSerial("sel_asignaciones_historial")
    yield* sql`INSERT INTO sel_asignaciones_historial ${sql.insert({ id_historial, ...row, f_registro: yield* nowText })}`
  })

const answerCard = (idAsignacion: number, today: string) =>
  Effect.flatMap(cardById(idAsignacion, today), (card) => (card === undefined ? refuse(404, m.asignacion) : Effect.succeed(card)))

const readPipeline = (request: { readonly id_vacante: number; readonly id_etapa?: number; readonly desde?: number }, principal: Principal) =>
  Effect.gen(function* () {
    const vacancy = yield* vacancyFacts(request.id_vacante, principal)
    const stages = yield* stagesOf(vacancy.id_proceso)
    const counts = yield* columnCounts(vacancy.id_vacante)
    const today = yield* todayInMexico
    if (request.id_etapa !== undefined && !stages.some((s) => s.id_etapa === request.id_etapa)) return yield* refuseField("id_etapa", m.etapaAjena)
    const columnas = yield* Effect.forEach(stages, (s) =>
      Effect.map(
        request.id_etapa === undefined || request.id_etapa === s.id_etapa
          ? columnCards(vacancy.id_vacante, s.id_etapa, request.id_etapa === undefined ? 0 : (request.desde ?? 0), today)
          : Effect.succeed<ReadonlyArray<PipelineCard>>([]),
        (tarjetas) => ({ ...s, total: counts.get(s.id_etapa) ?? 0, tarjetas }),
      ),
    )
    const pipeline: Pipeline = {
      id_vacante: vacancy.id_vacante,
      titulo: vacancy.titulo,
      n_puesto: vacancy.n_puesto,
      estado: vacancy.estado,
      abierta: vacancy.estado === "Abierta",
      columnas,
    }
    return pipeline
  })

export const pipelineHandlers: HandlersOf<typeof pipelineEndpoints> = {
  getPipeline: (request, context) => Effect.map(Effect.flatMap(principalOf(context), (p) => readPipeline(request, p)), (pipeline) => ok(pipeline)),

  getHistorialAsignacion: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { assignment } = yield* assignmentFacts(request.id_asignacion, principal)
      return ok({ id_asignacion: assignment.id_asignacion, n_candidato: assignment.n_candidato, historial: yield* historyOf(assignment.id_asignacion) })
    }),

  getCandidatosAsignables: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const vacancy = yield* vacancyFacts(request.id_vacante, principal)
      return ok(yield* assignableCandidates(vacancy, request.buscar, principal))
    }),

  asignarCandidato: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const vacancy = yield* vacancyFacts(request.id_vacante, principal)
      yield* openOnly(vacancy)
      const candidate = yield* candidateFacts(request.id_candidato, principal)
      if (candidate.anonimizado || candidate.estado === "Contratado") return yield* refuse(409, m.candidatoNoAsignable)
      if (candidate.id_empresa !== vacancy.id_empresa) return yield* refuseField("id_candidato", m.candidatoEmpresa)
      const first = (yield* stagesOf(vacancy.id_proceso)).find((s) => s.tipo === "Inicial")
      if (first === undefined) return yield* refuse(409, m.etapaAjena)
      const today = yield* todayInMexico
      const id_asignacion = yield* nextSerial("sel_asignaciones")
      // The unique (candidate, vacancy) pair judges a race: the second insert stores nothing.
      const inserted = yield* sql<{ id_asignacion: number | string }>`INSERT INTO sel_asignaciones ${sql.insert({
        id_asignacion,
        id_candidato: request.id_candidato,
        id_vacante: request.id_vacante,
        id_etapa_actual: first.id_etapa,
        f_postulacion: today,
        f_etapa: today,
        calificacion_total: 0,
        version: 1,
        id_usuario_alta: principal.id_usuario,
        f_alta: yield* nowText,
      })} ON CONFLICT (id_candidato, id_vacante) DO NOTHING RETURNING id_asignacion`
      if (inserted.length === 0) return yield* refuse(409, m.duplicado)
      yield* insertHistory({
        id_asignacion,
        id_etapa: first.id_etapa,
        resultado: "Pendiente",
        calificacion: null,
        id_motivo_rechazo: null,
        comentario: m.asignado,
        fecha: today,
        usuario: principal.id_usuario,
      })
      yield* touchCandidate(request.id_candidato, today, "En proceso")
      const card = yield* answerCard(id_asignacion, today)
      yield* auditNote(context, { entidad: "asignación de candidato", clave: String(id_asignacion), despues: card })
      return ok(card, m.asignado)
    }),

  moverEtapa: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const { assignment, vacancy } = yield* assignmentFacts(request.id_asignacion, principal)
      yield* openOnly(vacancy)
      // A card moved since the board showed it: nothing to judge against.
      if (assignment.version !== request.version) return yield* refuse(409, m.movidoPorOtro)
      const stages = yield* stagesOf(vacancy.id_proceso)
      const current = stages.find((s) => s.id_etapa === assignment.id_etapa_actual)
      const target = stages.find((s) => s.id_etapa === request.id_etapa)
      if (target === undefined) return yield* refuseField("id_etapa", m.etapaAjena)
      if (current?.tipo === "Descartado") return yield* refuse(409, m.descartado)
      if (current?.tipo === "Contratado") return yield* refuse(409, m.yaContratado)
      if (target.id_etapa === assignment.id_etapa_actual) return yield* refuseField("id_etapa", m.mismaEtapa)
      if (target.tipo === "Contratado") return yield* refuseField("id_etapa", m.contratado, 409)
      const discarding = target.tipo === "Descartado"
      if (discarding) {
        if (request.id_motivo_rechazo === null) return yield* refuseField("id_motivo_rechazo", m.motivo)
        const reason = yield* sql`SELECT 1 AS x FROM sel_motivos_rechazo WHERE id_motivo_rechazo = ${request.id_motivo_rechazo} AND activo = '1'`
        if (reason.length === 0) return yield* refuseField("id_motivo_rechazo", m.motivoNoExiste)
        const offer = yield* sql`SELECT 1 AS x FROM sel_ofertas WHERE id_asignacion = ${assignment.id_asignacion} AND estado IN ('Borrador', 'En autorización', 'Enviada')`
        if (offer.length > 0) return yield* refuse(409, m.ofertaEnCurso)
      }
      const history = yield* outcomesOf(assignment.id_asignacion)
      const leaving = { id_etapa: assignment.id_etapa_actual, resultado: request.resultado, calificacion: request.calificacion }
      const skipped = skipProblem(stages, history, target, leaving)
      if (skipped !== undefined) return yield* refuseField("id_etapa", skipped)
      const today = yield* todayInMexico
      const total = totalScore(stages, [...history, leaving])
      const moved = yield* sql<{ id_asignacion: number | string }>`UPDATE sel_asignaciones SET id_etapa_actual = ${target.id_etapa}, f_etapa = ${today},
          calificacion_total = ${total}, id_motivo_rechazo = ${discarding ? request.id_motivo_rechazo : null}, version = version + 1
        WHERE id_asignacion = ${assignment.id_asignacion} AND version = ${request.version} RETURNING id_asignacion`
      if (moved.length === 0) return yield* refuse(409, m.movidoPorOtro)
      yield* insertHistory({
        id_asignacion: assignment.id_asignacion,
        id_etapa: assignment.id_etapa_actual,
        resultado: request.resultado,
        calificacion: request.calificacion,
        id_motivo_rechazo: discarding ? request.id_motivo_rechazo : null,
        comentario: request.comentario,
        fecha: today,
        usuario: principal.id_usuario,
      })
      yield* touchCandidate(assignment.id_candidato, today, discarding ? "Descartado" : undefined)
      const card = yield* answerCard(assignment.id_asignacion, today)
      yield* auditNote(context, {
        entidad: "asignación de candidato",
        clave: String(assignment.id_asignacion),
        antes: { id_etapa: assignment.id_etapa_actual, version: assignment.version },
        despues: card,
      })
      return ok(card, m.movido(assignment.n_candidato, target.n_etapa))
    }),

  reabrirAsignacion: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const { assignment, vacancy } = yield* assignmentFacts(request.id_asignacion, principal)
      yield* openOnly(vacancy)
      if (assignment.version !== request.version) return yield* refuse(409, m.movidoPorOtro)
      const stages = yield* stagesOf(vacancy.id_proceso)
      if (stages.find((s) => s.id_etapa === assignment.id_etapa_actual)?.tipo !== "Descartado") return yield* refuse(409, m.noDescartado)
      const target = stages.find((s) => s.id_etapa === request.id_etapa)
      if (target === undefined || target.tipo === "Descartado" || target.tipo === "Contratado") return yield* refuseField("id_etapa", m.reabrirEtapa)
      const today = yield* todayInMexico
      const moved = yield* sql<{ id_asignacion: number | string }>`UPDATE sel_asignaciones SET id_etapa_actual = ${target.id_etapa}, f_etapa = ${today},
          id_motivo_rechazo = NULL, version = version + 1
        WHERE id_asignacion = ${assignment.id_asignacion} AND version = ${request.version} RETURNING id_asignacion`
      if (moved.length === 0) return yield* refuse(409, m.movidoPorOtro)
      yield* insertHistory({
        id_asignacion: assignment.id_asignacion,
        id_etapa: target.id_etapa,
        resultado: "Reabierto",
        calificacion: null,
        id_motivo_rechazo: null,
        comentario: request.comentario,
        fecha: today,
        usuario: principal.id_usuario,
      })
      yield* touchCandidate(assignment.id_candidato, today, "En proceso")
      const card = yield* answerCard(assignment.id_asignacion, today)
      yield* auditNote(context, {
        entidad: "asignación de candidato",
        clave: String(assignment.id_asignacion),
        antes: { id_etapa: assignment.id_etapa_actual, version: assignment.version },
        despues: { ...card, comentario: request.comentario },
      })
      return ok(card, m.reabierto(assignment.n_candidato, target.n_etapa))
    }),
}
