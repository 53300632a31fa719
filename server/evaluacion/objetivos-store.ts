import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type Objective, objectiveMessages as m, withinPeriod } from "../../domain/evaluacion/objetivos"
import { Now } from "../clock"
import { refuse, refuseField } from "../http/failure"
import { bossObjectives, type ObjectiveProjectFacts, storedObjectives } from "./objetivos-sheet"

// EVA010's writes. A sheet is created on its first save. Saving replaces the objectives as a
// whole, but an objective sent back with its id is updated in place: its id stays, so the
// objectives of the person's reports that cascade from it keep their parent. An objective left
// out is deleted, unless a report's objective still cascades from it (409). The caller runs
// every check of state and phase first; these refuse only what depends on the rows themselves.

/** The server's clock as the sheets store their moments (ISO, UTC). */
export const nowText = Effect.map(Now, (now) => new Date(now()).toISOString())

/** Creates the person's sheet in Borrador if it does not exist yet. */
export const ensureSheet = (id_proyecto: number, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql`SELECT 1 AS ok FROM eva_hojas_objetivos WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id_empleado}`
    if (row === undefined)
      yield* sql`INSERT INTO eva_hojas_objetivos ${sql.insert({ id_proyecto, id_empleado, estado_objetivos: "Borrador", f_modificacion: yield* nowText })}`
  })

/** The objectives' own checks against the project and the stored sheet: dates, parents, ids. */
const checkRows = (p: ObjectiveProjectFacts, id_empleado: number, objetivos: ReadonlyArray<Objective>, storedIds: ReadonlySet<number>) =>
  Effect.gen(function* () {
    for (const [i, o] of objetivos.entries()) {
      if (o.id_objetivo !== null && !storedIds.has(o.id_objetivo)) return yield* refuseField(`objetivos.${i}.id_objetivo`, m.objetivoAjeno)
      if (o.f_compromiso !== null && !withinPeriod(o.f_compromiso, p.f_inicio, p.f_fin)) return yield* refuseField(`objetivos.${i}.f_compromiso`, m.fechaPeriodo)
    }
    const ids = objetivos.map((o) => o.id_objetivo).filter((id) => id !== null)
    if (new Set(ids).size !== ids.length) return yield* refuseField("objetivos", m.objetivoAjeno)
    if (objetivos.some((o) => o.id_objetivo_padre !== null)) {
      const parents = new Set((yield* bossObjectives(p.id_proyecto, id_empleado)).map((o) => o.id_objetivo))
      for (const [i, o] of objetivos.entries())
        if (o.id_objetivo_padre !== null && !parents.has(o.id_objetivo_padre)) return yield* refuseField(`objetivos.${i}.id_objetivo_padre`, m.padre)
    }
  })

/** Replaces the sheet's objectives (the sheet exists); refuses before writing anything. */
export const replaceObjectives = (p: ObjectiveProjectFacts, id_empleado: number, objetivos: ReadonlyArray<Objective>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stored = yield* storedObjectives(p.id_proyecto, id_empleado)
    const storedIds = new Set(stored.map((o) => o.id_objetivo))
    yield* checkRows(p, id_empleado, objetivos, storedIds)
    const kept = new Set(objetivos.map((o) => o.id_objetivo).filter((id) => id !== null))
    const removed = [...storedIds].filter((id) => !kept.has(id))
    if (removed.length > 0) {
      const [child] = yield* sql`SELECT 1 AS ok FROM eva_objetivos WHERE ${sql.in("id_objetivo_padre", removed)}`
      if (child !== undefined) return yield* refuse(409, m.padreEliminado)
      yield* sql`DELETE FROM eva_objetivos WHERE id_proyecto = ${p.id_proyecto} AND id_empleado = ${id_empleado} AND ${sql.in("id_objetivo", removed)}`
    }
    // Out of the way of the (sheet, orden) key while the kept ones take their new places.
    if (kept.size > 0) yield* sql`UPDATE eva_objetivos SET orden = orden + 10000 WHERE id_proyecto = ${p.id_proyecto} AND id_empleado = ${id_empleado}`
    for (const [i, o] of objetivos.entries()) {
      const columns = {
        orden: i + 1,
        descripcion: o.descripcion,
        indicador: o.indicador,
        unidad: o.unidad,
        sentido: o.sentido,
        linea_base: o.linea_base,
        meta: o.meta,
        peso: o.peso,
        f_compromiso: o.f_compromiso,
        id_objetivo_padre: o.id_objetivo_padre,
      }
      if (o.id_objetivo === null) yield* sql`INSERT INTO eva_objetivos ${sql.insert({ id_proyecto: p.id_proyecto, id_empleado, ...columns })}`
      else yield* sql`UPDATE eva_objetivos SET ${sql.update(columns)} WHERE id_objetivo = ${o.id_objetivo}`
    }
    yield* sql`UPDATE eva_hojas_objetivos SET f_modificacion = ${yield* nowText} WHERE id_proyecto = ${p.id_proyecto} AND id_empleado = ${id_empleado}`
  })

/** Moves the sheet to a new state with the columns that go with it. */
export const setSheetState = (id_proyecto: number, id_empleado: number, columns: Readonly<Record<string, string | number | null>>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE eva_hojas_objetivos SET ${sql.update({ ...columns, f_modificacion: yield* nowText })} WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id_empleado}`
  })

/** The person's latest earlier cycle with objectives (by start, then number), if any. */
export const previousCycle = (p: ObjectiveProjectFacts, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_proyecto: number | string; n_proyecto: string }>`
      SELECT pr.id_proyecto, pr.n_proyecto FROM eva_proyectos pr
      WHERE pr.id_proyecto <> ${p.id_proyecto} AND (pr.f_inicio < ${p.f_inicio} OR (pr.f_inicio = ${p.f_inicio} AND pr.id_proyecto < ${p.id_proyecto}))
        AND EXISTS (SELECT 1 FROM eva_objetivos o WHERE o.id_proyecto = pr.id_proyecto AND o.id_empleado = ${id_empleado})
      ORDER BY pr.f_inicio DESC, pr.id_proyecto DESC LIMIT 1`
    return row === undefined ? undefined : { id_proyecto: Number(row.id_proyecto), n_proyecto: String(row.n_proyecto) }
  })
