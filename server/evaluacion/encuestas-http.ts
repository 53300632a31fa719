import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { surveyCalls } from "../../domain/evaluacion/encuestas-api"
import type { ResourceEndpoints } from "../../domain/records/endpoints"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { type Handler, type HandlersOf, ok } from "../http/handler"
import { recordHandlers } from "../records/handlers"
import { asRecordTable } from "../records/table"
import { lockedSurveyIds } from "./encuestas-lock"
import { questionCountSql, surveysTable } from "./encuestas"

// EVA100's calls in the contract's style (domain/evaluacion/encuestas-api.ts). /guardar-encuesta
// is the resource's own create or update, so the rules, hooks, audit row and answer are the same
// ones; /get-encuestas lists the instruments a project may name, with their lock.

const generated = recordHandlers(asRecordTable(surveysTable))
const endpoints = surveysTable.endpoints as ResourceEndpoints
const create = generated[endpoints.create.name] as Handler<AnyEndpoint>
const write = generated[endpoints.write.name] as Handler<AnyEndpoint>

export const surveyCallHandlers: HandlersOf<typeof surveyCalls> = {
  getEncuestas: (request) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // Aliased `t`, as questionCountSql (the table's num_preguntas) expects.
      const filters = [
        ...(request.tipo === undefined ? [] : [sql`t.tipo = ${request.tipo}`]),
        ...(request.incluir_inactivas === "1" ? [] : [sql`t.activo = '1'`]),
      ]
      const rows = yield* sql<{ id_encuesta: number | string; clave: string; n_encuesta: string; tipo: string; version: number | string; num_preguntas: number | string; activo: string }>`
        SELECT t.id_encuesta, t.clave, t.n_encuesta, t.tipo, t.version, t.activo, ${sql.literal(questionCountSql)} AS num_preguntas
        FROM eva_encuestas t ${filters.length === 0 ? sql`` : sql`WHERE ${sql.and(filters)}`}
        ORDER BY LOWER(t.clave), t.version DESC`
      const locked = yield* lockedSurveyIds(rows.map((r) => Number(r.id_encuesta)))
      return ok(
        rows.map((r) => ({
          id_encuesta: Number(r.id_encuesta),
          clave: r.clave,
          n_encuesta: r.n_encuesta,
          tipo: r.tipo,
          version: Number(r.version),
          num_preguntas: Number(r.num_preguntas),
          activo: r.activo,
          bloqueada: locked.has(Number(r.id_encuesta)) ? ("1" as const) : ("0" as const),
        })),
      )
    }),
  guardarEncuesta: ({ id_encuesta, ...record }, context) =>
    (id_encuesta === undefined ? create(record, context) : write({ ...record, id: String(id_encuesta), _method: "PUT" }, context)) as ReturnType<
      Handler<(typeof surveyCalls)["guardarEncuesta"]>
    >,
}
