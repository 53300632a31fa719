import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type PracticeRow, practiceCallMessages, type practiceEndpoints } from "../../domain/formacion/mejores-practicas-api"
import { practiceStates } from "../../domain/formacion/mejores-practicas-vocabulary"
import { refuseField } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import { listPage } from "../records/queries"
import { readRecord } from "../records/read-record"
import { numOrNull, textOrNull } from "../records/stored-values"
import { asRecordTable } from "../records/table"
import { bestPracticesTable } from "./mejores-practicas"
import { practiceSheetOf } from "./mejores-practicas-document"

// The MP calls (domain/formacion/mejores-practicas-api.ts): one practice read as its record
// resource reads it (readRecord: 404, 403), then the part each call answers; the table of
// practices as the page's list reads them (scope, filter, order).

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
      const rows: Array<PracticeRow> = []
      // Pages of 100 through the records list: the same scope, filter and order as the page's list.
      for (let pagina = 1; ; pagina += 1) {
        const page = yield* listPage(asRecordTable(bestPracticesTable), { ...(request.estado === undefined ? {} : { estado: request.estado }), pagina, por_pagina: 100 }, principal)
        rows.push(
          ...page.registros.map((r) => ({
            id_proyecto: Number(r.id_proyecto),
            titulo: String(r.titulo ?? ""),
            n_responsable: String(r.n_responsable ?? ""),
            n_categoria: String(r.n_categoria ?? ""),
            n_depto: textOrNull(r.n_depto),
            ahorro_anual: Number(r.ahorro_anual ?? 0),
            estado: String(r.estado ?? ""),
          })),
        )
        if (pagina * 100 >= page.total) return ok(rows)
      }
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
        id_depto: numOrNull(p.id_depto),
        n_depto: p.n_depto,
        id_proyecto_formacion: numOrNull(p.id_proyecto_formacion),
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
          unidad: textOrNull(r.unidad),
          valor_antes: numOrNull(r.valor_antes),
          valor_despues: numOrNull(r.valor_despues),
          ahorro_anual: numOrNull(r.ahorro_anual),
          beneficio_cualitativo: textOrNull(r.beneficio_cualitativo),
        })),
        ahorro_anual: Number(p.ahorro_anual ?? 0),
      })
    }),

  getMpSeguimiento: (request, context) =>
    Effect.gen(function* () {
      const p = yield* readRecord(bestPracticesTable, String(request.id_proyecto), yield* principalOf(context))
      return ok({ seguimiento: p.seguimiento.map((s) => ({ fecha: String(s.fecha), avance: Number(s.avance), comentario: textOrNull(s.comentario), evidencia: textOrNull(s.evidencia) })) })
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
