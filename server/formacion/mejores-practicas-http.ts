import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type PracticeRow, practiceCallMessages, type practiceEndpoints } from "../../domain/formacion/mejores-practicas-api"
import { practiceStates } from "../../domain/formacion/mejores-practicas-vocabulary"
import { refuseField } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { readRecord } from "../records/read-record"
import { bestPracticesTable } from "./mejores-practicas"
import { practiceSheetOf } from "./mejores-practicas-document"

// The MP calls (domain/formacion/mejores-practicas-api.ts): one practice read as its record
// resource reads it (readRecord: 404, 403), then the part each call answers; the table of
// practices in one query within the caller's centres.

const t = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))
const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

export const practiceHandlers: HandlersOf<typeof practiceEndpoints> = {
  getCatalogoMp: () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const categorias = yield* sql<{ id_categoria: string; n_categoria: string }>`
        SELECT id_categoria, n_categoria FROM categorias_mp WHERE activo = '1' ORDER BY n_categoria, id_categoria`
      return ok({ categorias, estados: [...practiceStates] })
    }),

  getTablaMp: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ id_proyecto: number | string; titulo: string; n_responsable: string; n_categoria: string; n_depto: string | null; ahorro_anual: number | string; estado: string }>`
        SELECT t.id_proyecto, t.titulo, ${sql.literal(fullNameSql("e"))} AS n_responsable, c.n_categoria, d.n_depto, t.estado,
          (SELECT COALESCE(SUM(r.ahorro_anual), 0) FROM mejores_practicas_resultados r WHERE r.id_proyecto = t.id_proyecto) AS ahorro_anual
        FROM mejores_practicas t
        JOIN empleados e ON e.id_empleado = t.id_empleado
        JOIN categorias_mp c ON c.id_categoria = t.id_categoria
        LEFT JOIN departamentos d ON d.id_depto = t.id_depto
        WHERE ${sql.and([scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal), ...(request.estado === undefined ? [] : [sql`t.estado = ${request.estado}`])])}
        ORDER BY t.id_proyecto DESC`
      return ok(rows.map((r): PracticeRow => ({ ...r, id_proyecto: Number(r.id_proyecto), ahorro_anual: Number(r.ahorro_anual) })))
    }),

  getMpIg: (request, context) =>
    Effect.gen(function* () {
      const p = yield* readRecord(bestPracticesTable, String(request.id_proyecto), yield* principalOf(context))
      return ok({
        id_proyecto: Number(p.id_proyecto),
        titulo: p.titulo,
        id_empleado: Number(p.id_empleado),
        n_responsable: p.n_responsable,
        integrantes: p.integrantes.map((i) => Number(i.id_empleado)),
        id_categoria: p.id_categoria,
        n_categoria: p.n_categoria,
        id_depto: n(p.id_depto),
        n_depto: p.n_depto,
        id_proyecto_formacion: n(p.id_proyecto_formacion),
        problema: p.problema,
        situacion_actual: p.situacion_actual,
        objetivo: p.objetivo,
        f_inicio: p.f_inicio,
        estado: String(p.estado ?? ""),
      })
    }),

  getMpResultados: (request, context) =>
    Effect.gen(function* () {
      const p = yield* readRecord(bestPracticesTable, String(request.id_proyecto), yield* principalOf(context))
      return ok({
        resultados: p.resultados.map((r) => ({
          indicador: String(r.indicador),
          unidad: t(r.unidad),
          valor_antes: n(r.valor_antes),
          valor_despues: n(r.valor_despues),
          ahorro_anual: n(r.ahorro_anual),
          beneficio_cualitativo: t(r.beneficio_cualitativo),
        })),
        ahorro_anual: Number(p.ahorro_anual ?? 0),
      })
    }),

  getMpSeguimiento: (request, context) =>
    Effect.gen(function* () {
      const p = yield* readRecord(bestPracticesTable, String(request.id_proyecto), yield* principalOf(context))
      return ok({ seguimiento: p.seguimiento.map((s) => ({ fecha: String(s.fecha), avance: Number(s.avance), comentario: t(s.comentario), evidencia: t(s.evidencia) })) })
    }),

  printMp: (request, context) =>
    Effect.gen(function* () {
      const p = yield* readRecord(bestPracticesTable, String(request.id_proyecto), yield* principalOf(context))
      const people = [Number(p.id_empleado), ...p.integrantes.map((i) => Number(i.id_empleado))]
      if (request.id_empleado !== undefined && !people.includes(request.id_empleado)) return yield* refuseField("id_empleado", practiceCallMessages.colaborador)
      const built = yield* practiceSheetOf(p)
      return pdfResponse(yield* renderPdf(built.document), built.filename)
    }),
}
