import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import {
  type CandidatoAjuste,
  type CompetenciasCandidatos,
  type CompetenciaVacante,
  type competenciasCandidatosEndpoints,
  competenciasCandidatosMessages as m,
} from "../../domain/seleccion/competencias-candidatos-api"
import { ajusteCandidato, rankCandidates } from "../../domain/rules/seleccion-ajuste"
import type { Principal } from "../auth/principal"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { forbidden, refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { fullNameSql } from "../records/person-name"
import { isVisible } from "../records/visible"
import { vacancyNameSql } from "./entrevistas-catalogs"

// Competencias de candidatos (guarded by SEL250; schemas: domain/seleccion/competencias-candidatos-api.ts).
// Hand-written because it is a matrix of one vacancy (its puesto's competencies by its
// candidates), not a record: a save replaces one candidate's levels whole. The expectations are
// COM250's (puestos_competencias, every type), compared by the scale's values (COM050); the fit
// and the ranking are the pure rules of domain/rules/seleccion-ajuste.ts.

/** The caller's role has the centre (permisos_rol), as a SELECT column `ve`; `r` is requisiciones. */
const visibleCentre = (sql: SqlClient.SqlClient, principal: Principal) =>
  sql`CASE WHEN EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${principal.id_rol} AND pr.permiso = '1'
    AND pr.id_centro_trabajo = r.id_centro_trabajo) THEN 1 ELSE 0 END`

interface Vacancy {
  readonly id_vacante: number
  readonly n_vacante: string
  readonly id_puesto: string
  readonly n_puesto: string
}

/** The vacancy, or the refusal: 404 when it does not exist, 403 outside the caller's centres. */
const visibleVacancy = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_vacante: number | string; n_vacante: string; id_puesto: string; n_puesto: string; ve: unknown }>`
      SELECT v.id_vacante, ${sql.literal(vacancyNameSql)} AS n_vacante, r.id_puesto, p.n_puesto, ${visibleCentre(sql, principal)} AS ve
      FROM vacantes v JOIN requisiciones r ON r.id_requisicion = v.id_requisicion JOIN puestos p ON p.id_puesto = r.id_puesto
      WHERE v.id_vacante = ${id}`
    if (row === undefined) return yield* refuse(404, m.vacanteInexistente)
    if (!isVisible(row.ve)) return yield* forbidden()
    return { id_vacante: Number(row.id_vacante), n_vacante: row.n_vacante, id_puesto: row.id_puesto, n_puesto: row.n_puesto } satisfies Vacancy
  })

/** What the puesto expects, every type, in type and grid order. */
const expectations = (idPuesto: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_competencia: number | string; n_competencia: string; n_nivel: string; valor: number | string; peso: number | string }>`
      SELECT pc.id_competencia, c.n_competencia, n.n_nivel, n.valor, pc.peso
      FROM puestos_competencias pc
      JOIN competencias c ON c.id_competencia = pc.id_competencia
      JOIN niveles_competencia n ON n.id_nivel = pc.id_nivel_esperado
      WHERE pc.id_puesto = ${idPuesto}
      ORDER BY CASE pc.tipo WHEN 'O' THEN 1 WHEN 'T' THEN 2 ELSE 3 END, pc.orden`
    return rows.map(
      (r): CompetenciaVacante => ({
        id_competencia: Number(r.id_competencia),
        n_competencia: r.n_competencia,
        n_nivel_esperado: r.n_nivel,
        esperado: Number(r.valor),
        peso: Number(r.peso),
      }),
    )
  })

/** The vacancy's matrix: its puesto's competencies, the scale and every candidate ranked by fit. */
const readMatrix = (vacancy: Vacancy) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const competencias = yield* expectations(vacancy.id_puesto)
    const niveles = yield* sql<{ valor: number | string; n_nivel: string }>`SELECT valor, n_nivel FROM niveles_competencia ORDER BY valor`
    const candidates = yield* sql<{ id_asignacion: number | string; n_candidato: string; n_etapa: string; tipo: string }>`
      SELECT a.id_asignacion, ${sql.literal(fullNameSql("c"))} AS n_candidato, et.n_etapa, et.tipo
      FROM sel_asignaciones a
      JOIN candidatos c ON c.id_candidato = a.id_candidato
      JOIN sel_procesos_etapas et ON et.id_etapa = a.id_etapa_actual
      WHERE a.id_vacante = ${vacancy.id_vacante}`
    const levels = yield* sql<{ id_asignacion: number | string; id_competencia: number | string; nivel_evaluado: number | string }>`
      SELECT s.id_asignacion, s.id_competencia, s.nivel_evaluado
      FROM sel_competencias_candidato s JOIN sel_asignaciones a ON a.id_asignacion = s.id_asignacion
      WHERE a.id_vacante = ${vacancy.id_vacante}`
    const expected = new Set(competencias.map((c) => c.id_competencia))
    const byAssignment = new Map<number, Map<number, number>>()
    for (const l of levels) {
      // Levels of a competency the puesto no longer expects stay stored but do not count.
      if (!expected.has(Number(l.id_competencia))) continue
      const own = byAssignment.get(Number(l.id_asignacion)) ?? new Map<number, number>()
      own.set(Number(l.id_competencia), Number(l.nivel_evaluado))
      byAssignment.set(Number(l.id_asignacion), own)
    }
    const rows = candidates.map((c) => {
      const assessed = byAssignment.get(Number(c.id_asignacion)) ?? new Map<number, number>()
      const fit = ajusteCandidato(competencias, assessed)
      return {
        id_asignacion: Number(c.id_asignacion),
        n_candidato: c.n_candidato,
        nombre: c.n_candidato,
        n_etapa: c.n_etapa,
        en_proceso: c.tipo !== "Descartado" && c.tipo !== "Contratado",
        evaluados: [...assessed].map(([id_competencia, nivel_evaluado]) => ({ id_competencia, nivel_evaluado })),
        ...fit,
      }
    })
    const candidatos = rankCandidates(rows).map(({ nombre: _nombre, ...row }): CandidatoAjuste => row)
    return {
      ...vacancy,
      competencias,
      niveles: niveles.map((n) => ({ valor: Number(n.valor), n_nivel: n.n_nivel })),
      candidatos,
    } satisfies CompetenciasCandidatos
  })

/** The assignment's vacancy (visible to the caller) and whether its candidate is still in process. */
const assignmentOf = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_vacante: number | string; tipo: string; ve: unknown }>`
      SELECT a.id_vacante, et.tipo, ${visibleCentre(sql, principal)} AS ve
      FROM sel_asignaciones a
      JOIN vacantes v ON v.id_vacante = a.id_vacante
      JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
      JOIN sel_procesos_etapas et ON et.id_etapa = a.id_etapa_actual
      WHERE a.id_asignacion = ${id}`
    if (row === undefined) return yield* refuse(404, m.asignacionInexistente)
    if (!isVisible(row.ve)) return yield* forbidden()
    if (row.tipo === "Descartado" || row.tipo === "Contratado") return yield* refuse(409, m.cerrada)
    return Number(row.id_vacante)
  })

export const competenciasCandidatosHandlers: HandlersOf<typeof competenciasCandidatosEndpoints> = {
  getCompetenciasCandidatos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* readMatrix(yield* visibleVacancy(request.id_vacante, principal)))
    }),
  guardarCompetenciasCandidato: (request, context) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const principal = yield* principalOf(context)
      const vacancy = yield* visibleVacancy(yield* assignmentOf(request.id_asignacion, principal), principal)
      const expected = new Set((yield* expectations(vacancy.id_puesto)).map((c) => c.id_competencia))
      const scale = new Set((yield* sql<{ valor: number | string }>`SELECT valor FROM niveles_competencia`).map((n) => Number(n.valor)))
      for (const c of request.competencias) {
        if (!expected.has(c.id_competencia)) return yield* refuse(400, m.ajena)
        // 0 is "not shown"; any other value is one of the scale's.
        if (c.nivel_evaluado !== 0 && !scale.has(c.nivel_evaluado)) return yield* refuse(400, m.nivelInvalido)
      }
      const before = yield* sql<{ id_competencia: number | string; nivel_evaluado: number | string }>`
        SELECT id_competencia, nivel_evaluado FROM sel_competencias_candidato WHERE id_asignacion = ${request.id_asignacion} ORDER BY id_competencia`
      const now = yield* Now
      yield* sql`DELETE FROM sel_competencias_candidato WHERE id_asignacion = ${request.id_asignacion}`
      const rows = request.competencias.map((c) => ({
        id_asignacion: request.id_asignacion,
        id_competencia: c.id_competencia,
        nivel_evaluado: c.nivel_evaluado,
        usuario: principal.id_usuario,
        f_evaluacion: new Date(now()).toISOString(),
      }))
      if (rows.length > 0) yield* sql`INSERT INTO sel_competencias_candidato ${sql.insert(rows)}`
      yield* auditNote(context, {
        entidad: "competencias de candidato",
        clave: `id_asignacion=${request.id_asignacion}`,
        antes: { competencias: before.map((b) => ({ id_competencia: Number(b.id_competencia), nivel_evaluado: Number(b.nivel_evaluado) })) },
        despues: { competencias: request.competencias },
      })
      return ok(yield* readMatrix(vacancy), m.guardado)
    }),
}
