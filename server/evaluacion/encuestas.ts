import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { surveys, surveysEndpoints } from "../../domain/evaluacion/encuestas"
import { nextVersion } from "../../domain/evaluacion/encuestas-rules"
import { surveyMessages as m } from "../../domain/evaluacion/encuestas-vocabulary"
import { refuse, refuseField } from "../http/failure"
import { fieldColumns } from "../records/field-columns"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"
import { lockedSurveyIds, usedSurveyIds } from "./encuestas-lock"

// EVA100's RecordTable (descriptor: domain/evaluacion/encuestas.ts). The generic handlers list,
// read, create, update, export, delete and move `activo`; the hooks add:
// - a create is its clave's next version (1 for a new clave; "Duplicar" saves one), and an
//   update keeps the stored clave and version;
// - the questions' competencies exist and are active, operative ones only in an operative
//   instrument and organizational or technical ones in a 360;
// - an instrument a published project uses is locked (no update), and one any project names is
//   not deleted (server/evaluacion/encuestas-lock.ts).

type Survey = typeof surveys

interface Question {
  readonly id_competencia?: unknown
}

const competencyProblem = (tipo: string, preguntas: ReadonlyArray<Question>) =>
  Effect.gen(function* () {
    const ids = [...new Set(preguntas.map((p) => p.id_competencia).filter((id): id is number => typeof id === "number"))]
    if (ids.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_competencia: number | string; tipo: string; activo: string }>`SELECT id_competencia, tipo, activo FROM competencias WHERE id_competencia IN ${sql.in(ids)}`
    const byId = new Map(rows.map((r) => [Number(r.id_competencia), r]))
    for (const [i, p] of preguntas.entries()) {
      if (typeof p.id_competencia !== "number") continue
      const c = byId.get(p.id_competencia)
      if (c === undefined || c.activo !== "1") return yield* refuseField("preguntas", m.competenciaInactiva(i + 1))
      if (tipo === "Operativa" && c.tipo !== "P") return yield* refuseField("preguntas", m.competenciaOperativa(i + 1))
      if (tipo === "360" && c.tipo === "P") return yield* refuseField("preguntas", m.competenciaNoOperativa(i + 1))
    }
  })

const storedVersions = (clave: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ version: number | string }>`SELECT version FROM eva_encuestas WHERE LOWER(clave) = ${clave.toLowerCase()}`
    return rows.map((r) => Number(r.version))
  })

/** An instrument's number of questions over the table aliased `t` (the list's column and /get-encuestas). */
export const questionCountSql = "(SELECT COUNT(*) FROM eva_encuestas_preguntas q WHERE q.id_encuesta = t.id_encuesta)"

export const surveysTable: RecordTable<Survey> = {
  descriptor: surveys,
  endpoints: surveysEndpoints,
  entity: "encuesta de evaluación",
  table: "eva_encuestas",
  expressions: {
    num_preguntas: questionCountSql,
  },
  children: {
    secciones: { table: "eva_encuestas_secciones", parent: { id_encuesta: "id_encuesta" }, order: "orden" },
    preguntas: { table: "eva_encuestas_preguntas", parent: { id_encuesta: "id_encuesta" }, order: "orden" },
  },
  generatedKey: () => nextSerialKey("eva_encuestas"),
  hookColumns: ["version"],
  hooks: {
    beforeWrite: (request, mode, stored) =>
      Effect.gen(function* () {
        if (mode === "edit" && stored !== undefined && (yield* lockedSurveyIds([Number(stored.id_encuesta)])).size > 0) {
          return yield* refuse(409, m.bloqueada)
        }
        yield* competencyProblem(request.tipo, request.preguntas as ReadonlyArray<Question>)
      }),
    toColumns: (request, mode, stored) =>
      Effect.gen(function* () {
        const own = fieldColumns(surveys, request, mode)
        if (mode === "edit" && stored !== undefined) return { ...own, clave: stored.clave, version: stored.version }
        return { ...own, version: nextVersion(yield* storedVersions(request.clave)) }
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        if ((yield* usedSurveyIds([Number(stored.id_encuesta)])).size > 0) return yield* refuse(409, m.bloqueadaEliminar)
      }),
  },
}
