import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type GuideIRow, type ProjectReview, type reviewEndpoints, reviewMessages as rm } from "../../domain/clima-laboral/revision-proyectos-api"
import { guidesOfSet } from "../../domain/clima-laboral/cuestionario-rules"
import { twoYearsAfter } from "../../domain/rules/nom035-scope"
import type { Principal } from "../auth/principal"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { refuse, refuseField } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"
import { readRecord } from "../records/read-record"
import { dropLinks, projectFacts } from "./empleados-depto-participants"
import { sendInvitations } from "./empleados-depto-invitations"
import { climateProjectsTable } from "./proyectos"

// CLI220's calls (domain/clima-laboral/revision-proyectos-api.ts). Each reads the project as its
// record resource does (404 absent, 403 outside the caller's centres) first. The progress is
// counts per department and guide: Guía I answered is its nominal row; Guías II and III are the
// participant marked answered (their answers hold no person). The Guía I panel and its follow-up
// are for administrators only (usuarios.admin = '1'), whatever their keys.

const projectOf = (id_proyecto: number, principal: Principal) =>
  Effect.gen(function* () {
    const record = yield* readRecord(climateProjectsTable, String(id_proyecto), principal)
    const facts = yield* projectFacts(id_proyecto)
    if (facts === undefined) return yield* refuse(404, rm.proyecto)
    return { record, facts }
  })

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((10_000 * part) / whole) / 100)

export const projectReview = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<{ n_proyecto: string; estado: string; guias: string }>`SELECT n_proyecto, estado, guias FROM proyectos_clima WHERE id_proyecto = ${id_proyecto}`
    const rows = yield* sql<{ id_depto: number | string; n_depto: string; invitados: number | string; guia_i: number | string; respondieron: number | string; participantes: number | string }>`
      SELECT d.id_depto, d.n_depto, COUNT(*) AS participantes,
        SUM(CASE WHEN cp.envios > 0 THEN 1 ELSE 0 END) AS invitados,
        SUM(CASE WHEN EXISTS (SELECT 1 FROM clima_guia_i g WHERE g.id_proyecto = cp.id_proyecto AND g.id_empleado = cp.id_empleado) THEN 1 ELSE 0 END) AS guia_i,
        SUM(CASE WHEN cp.respondio = '1' THEN 1 ELSE 0 END) AS respondieron
      FROM clima_participantes cp JOIN departamentos d ON d.id_depto = cp.id_depto
      WHERE cp.id_proyecto = ${id_proyecto}
      GROUP BY d.id_depto, d.n_depto ORDER BY d.n_depto, d.id_depto`
    const guias = guidesOfSet(p?.guias ?? "I")
    const filas = rows.flatMap((r) =>
      guias.map((guia) => {
        const answered = Number(guia === "I" ? r.guia_i : r.respondieron)
        return { id_depto: Number(r.id_depto), n_depto: r.n_depto, guia, invitados: Number(r.invitados), respondieron: answered, porcentaje: percent(answered, Number(r.invitados)) }
      }),
    )
    const participantes = rows.reduce((t, r) => t + Number(r.participantes), 0)
    const review: ProjectReview = {
      id_proyecto,
      n_proyecto: p?.n_proyecto ?? "",
      estado: p?.estado ?? "",
      guias: p?.guias ?? "",
      participantes,
      pendientes: participantes - rows.reduce((t, r) => t + Number(r.respondieron), 0),
      filas,
    }
    return review
  })

const requireAdmin = (principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [user] = yield* sql<{ admin: string | null }>`SELECT admin FROM usuarios WHERE id_usuario = ${principal.id_usuario}`
    if (user?.admin !== "1") return yield* refuse(403, rm.soloAdministradores)
  })

const guideIRows = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      id_empleado: number | string
      colaborador: string
      f_respuesta: string
      si_seccion_i: number | string
      si_seccion_ii: number | string
      si_seccion_iii: number | string
      si_seccion_iv: number | string
      requiere_valoracion: string
      canalizado_a: string | null
      f_canalizacion: string | null
      estado_seguimiento: string
    }>`
      SELECT g.id_empleado, ${sql.literal(fullNameSql("e"))} AS colaborador, ${dateTextSql(sql, "g.f_respuesta")} AS f_respuesta,
        g.si_seccion_i, g.si_seccion_ii, g.si_seccion_iii, g.si_seccion_iv, g.requiere_valoracion, g.canalizado_a,
        ${dateTextSql(sql, "g.f_canalizacion")} AS f_canalizacion, g.estado_seguimiento
      FROM clima_guia_i g JOIN empleados e ON e.id_empleado = g.id_empleado
      WHERE g.id_proyecto = ${id_proyecto}
      ORDER BY g.requiere_valoracion DESC, colaborador, g.id_empleado`
    return rows.map(
      (r): GuideIRow => ({
        id_empleado: Number(r.id_empleado),
        colaborador: r.colaborador,
        f_respuesta: r.f_respuesta,
        si_seccion_i: Number(r.si_seccion_i),
        si_seccion_ii: Number(r.si_seccion_ii),
        si_seccion_iii: Number(r.si_seccion_iii),
        si_seccion_iv: Number(r.si_seccion_iv),
        requiere_valoracion: r.requiere_valoracion,
        canalizado_a: r.canalizado_a,
        f_canalizacion: r.f_canalizacion,
        estado_seguimiento: r.estado_seguimiento,
      }),
    )
  })

export const reviewHandlers: HandlersOf<typeof reviewEndpoints> = {
  getRevisionClima: (request, context) =>
    Effect.gen(function* () {
      yield* projectOf(request.id_proyecto, yield* principalOf(context))
      return ok(yield* projectReview(request.id_proyecto))
    }),

  recordarClima: (request, context) =>
    Effect.gen(function* () {
      const { record, facts } = yield* projectOf(request.id_proyecto, yield* principalOf(context))
      if (facts.estado !== "En aplicación") return yield* refuse(409, rm.soloAplicacion)
      const nowIso = new Date((yield* Now)()).toISOString()
      const sent = yield* sendInvitations({ ...facts, n_proyecto: record.n_proyecto }, { id_proyecto: request.id_proyecto, medio: "Correo", reenviar: "1", deptos: [] }, nowIso)
      yield* auditNote(context, { entidad: "recordatorio de clima laboral", clave: String(request.id_proyecto), despues: sent })
      const message = sent.sin_correo === 0 ? `Recordatorios enviados: ${sent.invitados}` : `Recordatorios enviados: ${sent.invitados}. ${sent.sin_correo} sin correo registrado.`
      return ok(yield* projectReview(request.id_proyecto), message)
    }),

  cerrarProyectoClima: (request, context) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { facts } = yield* projectOf(request.id_proyecto, yield* principalOf(context))
      if (facts.estado !== "En aplicación") return yield* refuse(409, rm.soloAplicacion)
      const before = yield* projectReview(request.id_proyecto)
      if (before.pendientes > 0 && request.confirmar !== "1") return yield* refuse(409, rm.pendientes)
      const today = yield* todayInMexico
      const at = new Date((yield* Now)()).toISOString()
      // As CLI200's "Cerrar": closed today, the next evaluation two years on, the links gone.
      yield* sql`UPDATE proyectos_clima SET estado = 'Cerrado', f_cierre = ${today}, f_modificacion = ${at}, f_proxima_evaluacion = ${twoYearsAfter(today)}
        WHERE id_proyecto = ${request.id_proyecto} AND estado = 'En aplicación'`
      yield* dropLinks(request.id_proyecto)
      yield* auditNote(context, { entidad: "proyecto de clima laboral", clave: String(request.id_proyecto), antes: { estado: facts.estado }, despues: { estado: "Cerrado" } })
      return ok(yield* projectReview(request.id_proyecto), rm.cerrado)
    }),

  getGuiaIClima: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* projectOf(request.id_proyecto, principal)
      yield* requireAdmin(principal)
      return ok(yield* guideIRows(request.id_proyecto))
    }),

  canalizarGuiaI: (request, context) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const principal = yield* principalOf(context)
      yield* projectOf(request.id_proyecto, principal)
      yield* requireAdmin(principal)
      const [row] = yield* sql<{ requiere_valoracion: string }>`SELECT requiere_valoracion FROM clima_guia_i WHERE id_proyecto = ${request.id_proyecto} AND id_empleado = ${request.id_empleado}`
      if (row === undefined) return yield* refuseField("id_empleado", rm.empleado)
      if (row.requiere_valoracion !== "1") return yield* refuseField("id_empleado", rm.sinValoracion)
      const today = yield* todayInMexico
      yield* sql`UPDATE clima_guia_i SET canalizado_a = ${request.canalizado_a}, estado_seguimiento = ${request.estado_seguimiento},
        f_canalizacion = COALESCE(f_canalizacion, ${today}) WHERE id_proyecto = ${request.id_proyecto} AND id_empleado = ${request.id_empleado}`
      // The audit says a follow-up changed, never to whom or why: the referral is confidential.
      yield* auditNote(context, { entidad: "seguimiento de Guía I", clave: `${request.id_proyecto}/${request.id_empleado}`, despues: null })
      return ok(yield* guideIRows(request.id_proyecto), rm.canalizado)
    }),
}
