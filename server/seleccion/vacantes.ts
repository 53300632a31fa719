import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { vacancies, vacanciesEndpoints } from "../../domain/seleccion/vacantes"
import { requisitionStatesForVacancy, vacancyMessages as m } from "../../domain/seleccion/vacantes-vocabulary"
import { bolsaConecta } from "../configuraciones/parametros-sistema"
import { dayNumberOf, dayNumberSql, dayOfLiteral } from "../contratos/day-number-sql"
import { refuse, refuseField } from "../http/failure"
import { positionClaimed } from "../personal/pre-alta-candidatos"
import { fieldColumns } from "../records/field-columns"
import { numberedNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { isVisible } from "../records/visible"
import { checkFreeText } from "./palabras-vetadas"

// SEL160's RecordTable (descriptor: domain/seleccion/vacantes.ts). The generic handlers list,
// read, create, update (Abierta, En pausa), delete and export, and the workflow publishes, pauses,
// resumes and closes; the hooks add the vacancy's own part (see the descriptor's header): the
// requisition and its position, the process, the recruiter, the job board, the barred phrases, and
// the requisition put En proceso when its vacancy opens (back to Autorizada when a vacancy with no
// candidates is deleted).

type Vacancy = typeof vacancies

/** The requisition's facts a vacancy takes, and whether the caller's work centres reach it. */
const requisitionOf = (id: number, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<{ estado: string; id_posicion: string | null; f_requerida: string; ve: unknown }>`
      SELECT r.estado, r.id_posicion, CAST(r.f_requerida AS VARCHAR(10)) AS f_requerida,
        CASE WHEN ${scopeCondition(sql, "centro_trabajo", "r.id_centro_trabajo", ctx.principal)} THEN 1 ELSE 0 END AS ve
      FROM requisiciones r WHERE r.id_requisicion = ${id}`
    if (r === undefined || !isVisible(r.ve)) return yield* refuseField("id_requisicion", m.requisicionNoExiste)
    return r
  })

const checkRequisition = (id: number, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const r = yield* requisitionOf(id, ctx)
    if (!requisitionStatesForVacancy.includes(r.estado)) return yield* refuseField("id_requisicion", m.requisicionNoAutorizada, 409)
    const other = yield* sql`SELECT 1 AS x FROM vacantes WHERE id_requisicion = ${id} AND estado IN ('Abierta', 'En pausa', 'Cubierta')`
    if (other.length > 0) return yield* refuseField("id_requisicion", m.requisicionConVacante, 409)
    if (r.id_posicion !== null && (yield* positionClaimed(r.id_posicion, r.f_requerida, null, null))) return yield* refuseField("id_requisicion", m.posicion, 409)
    return r
  })

const checkWrite = (request: RequestOf<Vacancy>, mode: "add" | "edit", stored: EntityOf<Vacancy> | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (mode === "add") yield* checkRequisition(request.id_requisicion, ctx)
    if (mode === "edit" || stored?.id_proceso !== request.id_proceso) {
      const process = yield* sql`SELECT 1 AS x FROM sel_procesos WHERE id_proceso = ${request.id_proceso} AND activo = '1'`
      // A vacancy keeps the process it was opened with even if the template was retired since.
      if (process.length === 0 && stored?.id_proceso !== request.id_proceso) return yield* refuseField("id_proceso", m.procesoNoExiste)
    }
    if (request.id_proceso !== stored?.id_proceso && stored !== undefined) {
      const assigned = yield* sql`SELECT 1 AS x FROM sel_asignaciones WHERE id_vacante = ${stored.id_vacante}`
      if (assigned.length > 0) return yield* refuseField("id_proceso", m.procesoConCandidatos, 409)
    }
    if (request.id_reclutador !== null && request.id_reclutador !== stored?.id_reclutador) {
      const found = yield* sql`SELECT 1 AS x FROM empleados WHERE id_empleado = ${request.id_reclutador} AND activo = '1'`
      if (found.length === 0) return yield* refuseField("id_reclutador", m.reclutador)
    }
    if (request.publicar_bolsa === "1" && (yield* bolsaConecta) !== "1") return yield* refuseField("publicar_bolsa", m.bolsa, 409)
    yield* checkFreeText({ titulo: request.titulo, descripcion: request.descripcion, ubicacion: request.ubicacion }, "La vacante")
  })

/** Candidates per stage group: those in course, discarded and hired (the board has each stage). */
const candidatesByStage = `(SELECT CAST(COUNT(CASE WHEN e.tipo NOT IN ('Descartado', 'Contratado') THEN 1 END) AS VARCHAR(10)) || ' en proceso · '
    || CAST(COUNT(CASE WHEN e.tipo = 'Descartado' THEN 1 END) AS VARCHAR(10)) || ' descartados · '
    || CAST(COUNT(CASE WHEN e.tipo = 'Contratado' THEN 1 END) AS VARCHAR(10)) || ' contratados'
  FROM sel_asignaciones a JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual WHERE a.id_vacante = t.id_vacante)`

export const vacanciesTable: RecordTable<Vacancy> = {
  descriptor: vacancies,
  endpoints: vacanciesEndpoints,
  entity: "vacante",
  table: "vacantes",
  from: `vacantes t JOIN requisiciones r ON r.id_requisicion = t.id_requisicion JOIN puestos pu ON pu.id_puesto = r.id_puesto
    LEFT JOIN empleados rc ON rc.id_empleado = t.id_reclutador`,
  expressions: {
    n_puesto: "pu.n_puesto",
    n_reclutador: `CASE WHEN rc.id_empleado IS NULL THEN NULL ELSE ${numberedNameSql("rc")} END`,
    folio_requisicion: "r.folio",
    id_centro_trabajo: "r.id_centro_trabajo",
    candidatos_etapa: candidatesByStage,
  },
  dayExpressions: {
    // From its publication (or its creation, while unpublished) to today; none once filled or closed.
    dias_abierta: (today) =>
      `CASE WHEN t.estado IN ('Abierta', 'En pausa') THEN ${dayNumberOf(dayOfLiteral(today))} - ${dayNumberSql("COALESCE(CAST(t.f_publicacion AS VARCHAR(10)), SUBSTR(t.f_alta, 1, 10))")} END`,
  },
  generatedKey: () => nextSerialKey("vacantes"),
  hookColumns: ["id_posicion"],
  hooks: {
    beforeWrite: (request, mode, stored, ctx) => checkWrite(request, mode, stored, ctx),
    toColumns: (request, mode, _stored, ctx) =>
      Effect.gen(function* () {
        const own = fieldColumns(vacancies, request, mode)
        if (mode === "edit") return own
        const r = yield* requisitionOf(request.id_requisicion, ctx)
        return { ...own, id_posicion: r.id_posicion, estado: "Abierta" }
      }),
    beforeTransition: (transition, stored) =>
      Effect.gen(function* () {
        // Publishing on the board needs the connection now, not only when it was saved.
        if (transition === "publicar" && stored.publicar_bolsa === "1" && (yield* bolsaConecta) !== "1") return yield* refuse(409, m.bolsa)
        return {}
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const assigned = yield* sql`SELECT 1 AS x FROM sel_asignaciones WHERE id_vacante = ${stored.id_vacante}`
        if (assigned.length > 0) return yield* refuse(409, m.conCandidatos)
      }),
    afterWrite: (stored, mode) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        if (mode === "add") {
          yield* sql`UPDATE requisiciones SET estado = 'En proceso' WHERE id_requisicion = ${stored.id_requisicion} AND estado = 'Autorizada'`
        } else if (mode === "delete") {
          const other = yield* sql`SELECT 1 AS x FROM vacantes WHERE id_requisicion = ${stored.id_requisicion} AND id_vacante <> ${stored.id_vacante}`
          if (other.length === 0) yield* sql`UPDATE requisiciones SET estado = 'Autorizada' WHERE id_requisicion = ${stored.id_requisicion} AND estado = 'En proceso'`
        }
      }),
  },
}
