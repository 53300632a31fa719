import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type Cumplimiento, type CumplimientoRequest, type ObligationRow, complianceMessages } from "../../domain/clima-laboral/porcentajes-cumplimiento-api"
import { type ObligationKey, applies, compliance, obligations, percent, planProgress } from "../../domain/clima-laboral/porcentajes-cumplimiento-rules"
import type { Principal } from "../auth/principal"
import { refuse } from "../http/failure"
import { scopeCondition } from "../records/queries"
import { planGaps } from "./planes-accion-levels"
import { resultsStates } from "./reporte-calificaciones"

// The read of CLI260: one closed project of the caller's centres and what the system stores of
// each NOM-035 obligation. The prevention policy is the project's PDF (CLI200, uploaded by its own
// call): the obligation is met once one is kept, dated the day it was.

interface ProjectRow {
  readonly n_proyecto: string
  readonly num_trabajadores: number | string
  readonly guias: string
  readonly estado: string
  readonly f_cierre: string | null
  readonly politica_prevencion: string | null
  readonly f_politica: string | null
}

const day = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

export const readCompliance = (request: CumplimientoRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [project] = yield* sql<ProjectRow>`
      SELECT n_proyecto, num_trabajadores, guias, estado, f_cierre, politica_prevencion, f_politica FROM proyectos_clima
      WHERE id_proyecto = ${request.id_proyecto} AND ${scopeCondition(sql, "centro_trabajo", "id_centro_trabajo", principal, "in")}`
    if (project === undefined) return yield* refuse(404, complianceMessages.noExiste)
    if (!(resultsStates as ReadonlyArray<string>).includes(project.estado)) return yield* refuse(409, complianceMessages.abierto)
    const id = request.id_proyecto
    const [facts] = yield* sql<Record<string, number | string | null>>`SELECT
      (SELECT COUNT(*) FROM clima_participantes WHERE id_proyecto = ${id}) AS invitados,
      (SELECT COUNT(*) FROM clima_participantes WHERE id_proyecto = ${id} AND respondio = '1') AS respondidos,
      (SELECT COUNT(*) FROM clima_guia_i WHERE id_proyecto = ${id}) AS guia_i,
      (SELECT MAX(f_respuesta) FROM clima_guia_i WHERE id_proyecto = ${id}) AS f_guia_i,
      (SELECT COUNT(*) FROM clima_guia_i WHERE id_proyecto = ${id} AND requiere_valoracion = '1') AS expuestos,
      (SELECT COUNT(*) FROM clima_guia_i WHERE id_proyecto = ${id} AND requiere_valoracion = '1' AND estado_seguimiento <> 'Pendiente') AS canalizados,
      (SELECT MAX(f_canalizacion) FROM clima_guia_i WHERE id_proyecto = ${id}) AS f_canalizacion,
      (SELECT COUNT(*) FROM clima_respuestas WHERE id_proyecto = ${id} AND guia = 'II') AS guia_ii,
      (SELECT COUNT(*) FROM clima_respuestas WHERE id_proyecto = ${id} AND guia = 'III') AS guia_iii,
      (SELECT MAX(f_respuesta) FROM clima_respuestas WHERE id_proyecto = ${id}) AS f_respuestas`
    const n = (k: string) => Number(facts?.[k] ?? 0)
    const actions = yield* sql<{ estado: string | null; f_modificacion: string | null }>`SELECT estado, f_modificacion FROM clima_acciones WHERE id_proyecto = ${id}`
    const gaps = yield* planGaps(id)
    const estados = actions.map((a) => a.estado ?? "Pendiente")
    const live = estados.filter((e) => e !== "Cancelada")
    const done = live.filter((e) => e === "Cumplida").length
    const published = project.estado === "Resultados publicados"
    const workers = Number(project.num_trabajadores)
    const evidence: Readonly<Record<ObligationKey, { cumplida: boolean; evidencia: string; fecha: string | null }>> = {
      politica:
        project.politica_prevencion === null
          ? { cumplida: false, evidencia: "No hay una política de prevención guardada en el proyecto", fecha: null }
          : { cumplida: true, evidencia: "Política de prevención guardada en el proyecto", fecha: day(project.f_politica) },
      ats: { cumplida: n("guia_i") > 0, evidencia: `${n("guia_i")} cuestionarios de la Guía I`, fecha: day(facts?.f_guia_i) },
      identificacion: {
        cumplida: n("guia_ii") + n("guia_iii") > 0,
        evidencia: `${n("guia_ii") + n("guia_iii")} cuestionarios de la Guía ${project.guias.includes("III") ? "III" : "II"}`,
        fecha: day(facts?.f_respuestas),
      },
      entorno: { cumplida: n("guia_iii") > 0, evidencia: `${n("guia_iii")} cuestionarios de la Guía III`, fecha: day(facts?.f_respuestas) },
      medidas: {
        cumplida: gaps.length === 0 && live.length > 0,
        evidencia: gaps.length > 0 ? gaps.join("; ") : `${live.length} acciones en el plan`,
        fecha: null,
      },
      canalizacion: {
        cumplida: n("canalizados") === n("expuestos"),
        evidencia: n("expuestos") === 0 ? "Ningún trabajador requirió valoración clínica" : `${n("canalizados")} de ${n("expuestos")} trabajadores canalizados`,
        fecha: day(facts?.f_canalizacion),
      },
      difusion: { cumplida: published, evidencia: published ? "Resultados publicados" : "Resultados sin publicar", fecha: null },
      registros: { cumplida: project.f_cierre !== null, evidencia: "Resultados conservados en el sistema desde el cierre", fecha: day(project.f_cierre) },
    }
    const rows: ReadonlyArray<ObligationRow> = obligations.map((o) => {
      const aplica = applies(o, workers)
      const e = evidence[o.clave]
      return { clave: o.clave, obligacion: o.nombre, aplica, cumplida: aplica && e.cumplida, evidencia: aplica ? e.evidencia : "No aplica por el tamaño del centro", fecha: aplica ? e.fecha : null }
    })
    const result: Cumplimiento = {
      n_proyecto: project.n_proyecto,
      num_trabajadores: workers,
      obligaciones: rows,
      cumplimiento: compliance(rows),
      avance_plan: planProgress(estados),
      acciones: live.length,
      acciones_cumplidas: done,
      participacion: percent(n("respondidos"), n("invitados")),
      invitados: n("invitados"),
      respondidos: n("respondidos"),
    }
    return result
  })
