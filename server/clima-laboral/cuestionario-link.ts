import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { QuestionnaireForm } from "../../domain/clima-laboral/cuestionario-api"
import { type Guide, guidesOfSet } from "../../domain/clima-laboral/cuestionario-rules"
import { questionnaireMessages as m } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { formatDate } from "../../domain/dates"
import { refuse, refuseField } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { dateTextSql } from "../records/date-text"

// The link a questionnaire's token opens (clima_tokens holds only its SHA-256): usable while it
// is unspent, its project in application and today not past its expiry (the project's end). It
// names the person only to mark them answered and to file Guía I, which is nominal; nothing here
// reaches an anonymous answer but the person's department, which the reports group by.

export interface Link {
  readonly hash: string
  readonly id_proyecto: number
  readonly id_empleado: number
  readonly id_depto: number
  readonly guias: ReadonlyArray<Guide>
  readonly form: QuestionnaireForm
}

export const usableLink = (hash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{
      id_proyecto: number | string
      id_empleado: number | string
      id_depto: number | string
      f_expira: string
      f_uso: string | null
      estado: string
      guias: string
      n_proyecto: string
      n_centro_trabajo: string
      respondio: string
      guia_i: number | string
    }>`
      SELECT t.id_proyecto, t.id_empleado, cp.id_depto, ${dateTextSql(sql, "t.f_expira")} AS f_expira, t.f_uso, p.estado, p.guias, p.n_proyecto,
        ct.n_centro_trabajo, cp.respondio,
        (SELECT COUNT(*) FROM clima_guia_i g WHERE g.id_proyecto = t.id_proyecto AND g.id_empleado = t.id_empleado) AS guia_i
      FROM clima_tokens t
      JOIN clima_participantes cp ON cp.id_proyecto = t.id_proyecto AND cp.id_empleado = t.id_empleado
      JOIN proyectos_clima p ON p.id_proyecto = t.id_proyecto
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = p.id_centro_trabajo
      WHERE t.token_hash = ${hash}`
    if (row === undefined) return yield* refuseField("token", m.enlaceInvalido)
    if (row.f_uso !== null || row.respondio === "1") return yield* refuse(409, m.yaRespondido)
    if (row.estado !== "En aplicación") return yield* refuse(409, m.noAplicacion)
    if ((yield* todayInMexico) > row.f_expira) return yield* refuse(409, m.vencido(formatDate(row.f_expira)))
    const guias = guidesOfSet(row.guias)
    const pendientes = guias.filter((g) => (g === "I" ? Number(row.guia_i) === 0 : row.respondio === "0"))
    const link: Link = {
      hash,
      id_proyecto: Number(row.id_proyecto),
      id_empleado: Number(row.id_empleado),
      id_depto: Number(row.id_depto),
      guias,
      form: { n_proyecto: row.n_proyecto, n_centro_trabajo: row.n_centro_trabajo, f_fin: row.f_expira, guias, pendientes },
    }
    return link
  })
