import { SqlClient } from "@effect/sql"
import { Effect, Stream } from "effect"
import type { objectiveEndpoints } from "../../domain/evaluacion/objetivos-api"
import { type Objective, type SheetKey, captureOpen, objectiveMessages as m, sheetProblems } from "../../domain/evaluacion/objetivos"
import { auditNote } from "../audit/trail"
import type { Principal } from "../auth/principal"
import { xlsxResponse } from "../exports/xlsx"
import { refuse, refuseField } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { companyVisible } from "../records/queries"
import { dateTextSql } from "../records/date-text"
import {
  callerEmployee,
  captureAllowed,
  isBossOf,
  objectiveProjectOf,
  objectiveRows,
  objectiveSheet,
  storedObjectives,
  withObjectives,
} from "./objetivos-sheet"
import { ensureSheet, nowText, previousCycle, replaceObjectives, setSheetState } from "./objetivos-store"

// EVA010's calls (domain/evaluacion/objetivos-api.ts). Each reads the project as its record does
// (404, 403 outside the caller's companies), then its type and phase, then the person; a refusal
// changes nothing (the request's transaction rolls back). Every write leaves an audit note.

/** Rows of the list and of its Excel; a cycle's list is read whole up to this. */
const listLimit = 20_000

const editable = (estado: string) => estado === "Borrador" || estado === "Devuelto"

/** The project open for capture, the person taking part and their sheet editable, or the refusal. */
const editableSheet = ({ id_proyecto, id_empleado }: SheetKey, principal: Principal) =>
  Effect.gen(function* () {
    const p = yield* objectiveProjectOf(id_proyecto, principal)
    yield* captureAllowed(p)
    const before = yield* objectiveSheet(p, id_empleado, principal)
    if (!editable(before.estado_objetivos)) return yield* refuse(409, m.soloEditable)
    return { p, before }
  })

const auditOf = (s: { readonly estado_objetivos: string; readonly objetivos: ReadonlyArray<{ readonly descripcion: string; readonly peso: number }> }) => ({
  estado_objetivos: s.estado_objetivos,
  objetivos: s.objetivos.map((o) => `${o.descripcion} (${o.peso})`),
})

const sheetKey = (k: SheetKey) => `${k.id_proyecto}/${k.id_empleado}`

const asObjective = (o: { readonly descripcion: string; readonly indicador: string; readonly unidad: string; readonly sentido: string; readonly linea_base: number | null; readonly meta: number; readonly peso: number }) =>
  ({
    id_objetivo: null,
    descripcion: o.descripcion,
    indicador: o.indicador,
    unidad: o.unidad,
    sentido: o.sentido,
    linea_base: o.linea_base,
    meta: o.meta,
    peso: o.peso,
    f_compromiso: null,
    id_objetivo_padre: null,
  }) as Objective

const projects = (principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT id_proyecto, n_proyecto, tipo, estado, fase_actual, ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin
      FROM eva_proyectos
      WHERE tipo IN ('Objetivos', 'Integral') AND estado <> 'Borrador' AND ${companyVisible(sql, sql.literal("eva_proyectos.id_empresa"), principal.id_rol)}
      ORDER BY f_inicio DESC, id_proyecto DESC`
    return rows.map((r) => ({
      id_proyecto: Number(r.id_proyecto),
      n_proyecto: String(r.n_proyecto),
      tipo: String(r.tipo),
      estado: String(r.estado),
      fase_actual: r.fase_actual === null ? null : String(r.fase_actual),
      f_inicio: String(r.f_inicio),
      f_fin: String(r.f_fin),
      captura_abierta: captureOpen(String(r.estado), r.fase_actual === null ? null : String(r.fase_actual)),
    }))
  })

export const objectiveHandlers: HandlersOf<typeof objectiveEndpoints> = {
  getProyectosObjetivos: (_request, context) =>
    Effect.gen(function* () {
      return ok(yield* projects(yield* principalOf(context)))
    }),

  getObjetivos: (filter, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const p = yield* objectiveProjectOf(filter.id_proyecto, principal)
      yield* withObjectives(p)
      return ok(yield* objectiveRows(p, filter, principal, listLimit))
    }),

  getHojaObjetivos: ({ id_proyecto, id_empleado }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const p = yield* objectiveProjectOf(id_proyecto, principal)
      yield* withObjectives(p)
      return ok(yield* objectiveSheet(p, id_empleado, principal))
    }),

  guardarObjetivos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { p, before } = yield* editableSheet(request, principal)
      const problems = sheetProblems(
        request.objetivos.map((o) => o.peso),
        { min: before.min_objetivo, max: before.max_objetivo },
      )
      const [first] = problems
      if (first !== undefined) return yield* refuse(400, first, problems)
      yield* ensureSheet(p.id_proyecto, request.id_empleado)
      yield* replaceObjectives(p, request.id_empleado, request.objetivos)
      const after = yield* objectiveSheet(p, request.id_empleado, principal)
      yield* auditNote(context, { entidad: "objetivos", clave: sheetKey(request), antes: auditOf(before), despues: auditOf(after) })
      return ok(after, m.guardados)
    }),

  enviarObjetivos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { p, before } = yield* editableSheet(request, principal)
      const problems = sheetProblems(
        before.objetivos.map((o) => o.peso),
        { min: before.min_objetivo, max: before.max_objetivo },
      )
      const [first] = problems
      if (first !== undefined) return yield* refuse(409, first, problems)
      yield* setSheetState(p.id_proyecto, request.id_empleado, { estado_objetivos: "Enviado", f_envio: yield* nowText, id_usuario_envio: principal.id_usuario })
      const after = yield* objectiveSheet(p, request.id_empleado, principal)
      yield* auditNote(context, { entidad: "objetivos", clave: sheetKey(request), antes: auditOf(before), despues: auditOf(after) })
      return ok(after, m.enviados)
    }),

  aprobarObjetivos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const p = yield* objectiveProjectOf(request.id_proyecto, principal)
      yield* captureAllowed(p)
      const before = yield* objectiveSheet(p, request.id_empleado, principal)
      const me = yield* callerEmployee(principal)
      if (!(yield* isBossOf(p.id_proyecto, request.id_empleado, me))) return yield* refuse(403, m.soloJefe)
      if (before.estado_objetivos !== "Enviado") return yield* refuse(409, m.soloEnviado)
      yield* setSheetState(p.id_proyecto, request.id_empleado, {
        estado_objetivos: request.resultado,
        comentario_devolucion: request.resultado === "Devuelto" ? request.comentario : null,
        f_aprobacion: yield* nowText,
        id_aprobador: me,
      })
      const after = yield* objectiveSheet(p, request.id_empleado, principal)
      yield* auditNote(context, {
        entidad: "objetivos",
        clave: sheetKey(request),
        antes: { estado_objetivos: before.estado_objetivos },
        despues: { estado_objetivos: after.estado_objetivos, comentario: request.comentario },
      })
      return ok(after, request.resultado === "Aprobado" ? m.aprobados : m.devueltos)
    }),

  copiarObjetivosCicloAnterior: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { p, before } = yield* editableSheet(request, principal)
      const previous = yield* previousCycle(p, request.id_empleado)
      if (previous === undefined) return yield* refuseField("id_empleado", m.sinAnterior, 404)
      const copied = (yield* storedObjectives(previous.id_proyecto, request.id_empleado)).map(asObjective)
      yield* ensureSheet(p.id_proyecto, request.id_empleado)
      yield* replaceObjectives(p, request.id_empleado, copied)
      yield* setSheetState(p.id_proyecto, request.id_empleado, { estado_objetivos: "Borrador" })
      const after = yield* objectiveSheet(p, request.id_empleado, principal)
      yield* auditNote(context, { entidad: "objetivos", clave: sheetKey(request), antes: auditOf(before), despues: { ...auditOf(after), copiado_de: previous.id_proyecto } })
      return ok(after, m.copiados(copied.length, previous.n_proyecto))
    }),

  exportObjetivos: (filter, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const p = yield* objectiveProjectOf(filter.id_proyecto, principal)
      yield* withObjectives(p)
      const rows = yield* objectiveRows(p, filter, principal, listLimit)
      const title = `Objetivos de ${p.n_proyecto}`
      return yield* xlsxResponse({
        filename: title,
        title,
        columns: [
          { header: "Colaborador", width: 36 },
          { header: "Puesto", width: 30 },
          { header: "Jefe", width: 36 },
          { header: "Objetivos", width: 10 },
          { header: "Σ peso", width: 10 },
          { header: "Estado", width: 12 },
        ],
        rows: Stream.fromIterable(
          rows.map((r) => [r.colaborador, r.n_puesto, r.jefe, r.objetivos, Math.round(r.suma_peso * 100) / 100, r.estado] as const),
        ),
      })
    }),
}
