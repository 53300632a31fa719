import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Chunk, Effect, Option, Stream } from "effect"
import {
  type CeldaNueveCajas,
  type Concentrado,
  type ConcentradoRequest,
  type FilaConcentrado,
  concentradoMessages,
} from "../../domain/evaluacion/reporte-concentrado-evaluaciones-api"
import { type Band, bandFloors, bands, bonus, bonusThreshold, nineBox, performanceBand } from "../../domain/rules/evaluacion-concentrado"
import type { Principal } from "../auth/principal"
import type { CellValue } from "../exports/xlsx"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { refuse } from "../http/failure"
import type { PageWindow } from "../records/report"

// The reads of EVA390 from the scores each participant keeps (eva_participantes, migration 0312;
// kept current by ./calificaciones-participantes.ts): a page of people, final descending (the
// index eva_participantes_final), joined to their names, department and salario diario; and the
// nine-box's counts, one grouped scan of the project's participants in the caller's centres. The
// project answers as EVA150's would (404 absent, 403 outside the caller's companies). Centre and
// department are the person's place in the cycle (stored on publishing) [D].

type Sql = SqlClient.SqlClient
type Num = number | string | null

const num = (v: Num | undefined): number | null => (v === null || v === undefined ? null : Number(v))

// The granted centres read once (IN), not probed per row: a page's OFFSET and the count walk every row.
const conditions = (sql: Sql, request: ConcentradoRequest, principal: Principal): Fragment =>
  sql.and([
    sql`pa.id_proyecto = ${request.id_proyecto}`,
    scopeCondition(sql, "centro_trabajo", "pa.id_centro_trabajo", principal, "in"),
    ...(request.id_centro_trabajo === undefined ? [] : [sql`pa.id_centro_trabajo = ${request.id_centro_trabajo}`]),
    ...(request.id_depto === undefined ? [] : [sql`pa.id_depto = ${request.id_depto}`]),
  ])

/**
 * The project's name and phase; 404 for none, 403 outside the caller's companies (EVA150's
 * answers), read alone: EVA150's record read also counts the cycle's progress.
 */
export const concentradoProject = (id_proyecto: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<{ n_proyecto: string; fase_actual: string | null; visible: Num }>`
      SELECT p.n_proyecto, p.fase_actual, CASE WHEN ${scopeCondition(sql, "empresa", "p.id_empresa", principal)} THEN 1 ELSE 0 END AS visible
      FROM eva_proyectos p WHERE p.id_proyecto = ${id_proyecto}`
    if (p === undefined) return yield* refuse(404, concentradoMessages.noProyecto)
    if (Number(p.visible) !== 1) return yield* refuse(403, concentradoMessages.proyectoAjeno)
    return { n_proyecto: p.n_proyecto, fase_actual: p.fase_actual ?? null }
  })

/** eva_dias_sueldo of Parámetros del sistema, or null when it is not set. */
export const payDays = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ d: Num }>`SELECT eva_dias_sueldo AS d FROM parametros_sistema WHERE id = 1`
  return num(row?.d)
})

interface Row {
  readonly id_empleado: Num
  readonly num_empleado: string | null
  readonly colaborador: string
  readonly n_depto: string | null
  readonly objetivos: Num
  readonly evaluacion_360: Num
  readonly operativa: Num
  readonly final: Num
  readonly potencial: string | null
  readonly salario_diario: Num
}

const bandOf = (v: string | null): Band | null => bands.find((b) => b === v) ?? null

/** One person's row: band, cell and bonus from the stored final (the bonus needs SD and the parameter). */
export const rowOf = (r: Row, dias: number | null): FilaConcentrado & { readonly salario_diario: number | null } => {
  const final = num(r.final)
  const potencial = bandOf(r.potencial)
  const sd = num(r.salario_diario)
  return {
    id_empleado: Number(r.id_empleado),
    num_empleado: r.num_empleado ?? "",
    colaborador: r.colaborador,
    n_depto: r.n_depto ?? "",
    objetivos: num(r.objetivos),
    evaluacion_360: num(r.evaluacion_360),
    operativa: num(r.operativa),
    final,
    desempeno: final === null ? null : performanceBand(final),
    potencial,
    cuadrante: final === null || potencial === null ? null : nineBox(final, potencial),
    bono: final === null ? null : final < bonusThreshold ? 0 : sd === null || dias === null ? null : bonus(sd, dias, final),
    salario_diario: sd,
  }
}

const pageColumns =
  "pa.id_empleado, pa.id_depto, pa.calificacion_objetivos, pa.calificacion_360, pa.calificacion_operativa, pa.calificacion_final, pa.potencial"

const selectRows = (sql: Sql) =>
  sql.literal(`pa.id_empleado, e.num_empleado, ${fullNameSql("e")} AS colaborador, d.n_depto, pa.calificacion_objetivos AS objetivos,
    pa.calificacion_360 AS evaluacion_360, pa.calificacion_operativa AS operativa, pa.calificacion_final AS final, pa.potencial, e.salario_diario`)

/** The report, whole or one page, with the count of every row and the nine-box. */
export const readConcentradoPage = (request: ConcentradoRequest, principal: Principal, page?: PageWindow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const project = yield* concentradoProject(request.id_proyecto, principal)
    const where = conditions(sql, request, principal)
    const dias = yield* payDays
    // The page's people first (the index's order), then their names: only a page is joined.
    const rows = yield* sql<Row>`
      SELECT ${selectRows(sql)}
      FROM (SELECT ${sql.literal(pageColumns)} FROM eva_participantes pa WHERE ${where}
        ORDER BY pa.calificacion_final DESC NULLS LAST, pa.id_empleado DESC${page === undefined ? sql.literal("") : sql` LIMIT ${page.limit} OFFSET ${page.offset}`}) pa
      JOIN empleados e ON e.id_empleado = pa.id_empleado
      LEFT JOIN departamentos d ON d.id_depto = pa.id_depto
      ORDER BY pa.calificacion_final DESC NULLS LAST, pa.id_empleado DESC`
    // The nine-box: one pass of the covering index grouped by potential (four groups), each band
    // counted by a range of the final; cheaper than grouping by the band's expression.
    const counted = yield* sql<{ potencial: string | null; n: Num; f: Num; bajo: Num; alto: Num }>`
      SELECT pa.potencial, COUNT(*) AS n, COUNT(pa.calificacion_final) AS f,
        SUM(CASE WHEN pa.calificacion_final < ${bandFloors.medio} THEN 1 ELSE 0 END) AS bajo,
        SUM(CASE WHEN pa.calificacion_final >= ${bandFloors.alto} THEN 1 ELSE 0 END) AS alto
      FROM eva_participantes pa WHERE ${where} GROUP BY pa.potencial`
    const nueve_cajas: Array<CeldaNueveCajas> = []
    let total = 0
    let sin_final = 0
    let sin_potencial = 0
    for (const c of counted) {
      const [n, f, bajo, alto] = [Number(c.n ?? 0), Number(c.f ?? 0), Number(c.bajo ?? 0), Number(c.alto ?? 0)]
      total += n
      sin_final += n - f
      const potencial = bands.find((b) => b === c.potencial)
      if (potencial === undefined) sin_potencial += f
      else
        for (const [desempeno, personas] of [
          ["Bajo", bajo],
          ["Medio", f - bajo - alto],
          ["Alto", alto],
        ] as const)
          if (personas > 0) nueve_cajas.push({ desempeno, potencial, personas })
    }
    const filas = rows.map((r) => {
      const { salario_diario: _sd, ...fila } = rowOf(r, dias)
      return fila
    })
    const result: Concentrado = { id_proyecto: request.id_proyecto, ...project, dias_sueldo: dias, nueve_cajas, sin_final, sin_potencial, filas }
    return { result, total }
  })

export const readConcentrado = (request: ConcentradoRequest, principal: Principal) => Effect.map(readConcentradoPage(request, principal), (r) => r.result)

const sheetChunk = 1_000

/**
 * Payroll's sheet, every row streamed from SQL a chunk at a time in the people's order (the
 * project's primary key), so 100,000 rows never sit in memory at once.
 */
export const payrollRows = (request: ConcentradoRequest, principal: Principal, dias: number | null) =>
  Stream.unwrap(
    Effect.map(SqlClient.SqlClient, (sql) => {
      const where = conditions(sql, request, principal)
      const page = (after: number) => sql<Row>`
        SELECT ${selectRows(sql)}
        FROM (SELECT ${sql.literal(pageColumns)} FROM eva_participantes pa WHERE ${where} AND pa.id_empleado > ${after} ORDER BY pa.id_empleado LIMIT ${sheetChunk}) pa
        JOIN empleados e ON e.id_empleado = pa.id_empleado
        LEFT JOIN departamentos d ON d.id_depto = pa.id_depto
        ORDER BY pa.id_empleado`
      return Stream.paginateChunkEffect(0, (after) =>
        Effect.map(page(after), (rows) => {
          const values = rows.map((r): ReadonlyArray<CellValue> => {
            const f = rowOf(r, dias)
            return [f.num_empleado, f.colaborador, f.n_depto, f.final, f.desempeno, f.potencial, f.cuadrante, f.salario_diario, dias, f.bono]
          })
          const last = rows.at(-1)
          return [Chunk.unsafeFromArray(values), rows.length < sheetChunk || last === undefined ? Option.none() : Option.some(Number(last.id_empleado))] as const
        }),
      )
    }),
  )
