import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type CycleWeights, participantScores } from "../../domain/rules/evaluacion-concentrado"
import type { Relation360 } from "../../domain/rules/evaluacion-360"

// Each participant's component scores and final, kept in eva_participantes (migration 0312) so
// the concentrado (EVA390) pages and counts 100,000 people without scoring their 360 from the raw
// answers on every read. Every write that moves a component calls this for the people it touched,
// inside its own transaction: the objectives' evaluation and calibration (EVA200), a 360 or an
// operative answer (Mis evaluaciones, the kiosk, HR's capture) and a 360 evaluator's relation
// changed (EVA150). The figures are those of domain/rules/evaluacion-concentrado.ts, the same the
// results page shows (the 360 with its anonymity rule: a hidden relation is not scored).

const relationOf: Readonly<Record<string, Relation360>> = { Auto: "auto", Jefe: "jefe", Par: "pares", Subordinado: "subordinados", Cliente: "clientes" }

const chunk = 500

type Num = number | string | null

const num = (v: Num | undefined): number | null => (v === null || v === undefined ? null : Number(v))

/** The cycle's weights as stored; undefined for an unknown project. */
export const cycleWeights = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<Record<string, Num>>`
      SELECT tipo, peso_objetivos, peso_360, peso_operativa, peso_auto, peso_jefe, peso_pares, peso_subordinados, peso_clientes, min_pares, min_subordinados, escala
      FROM eva_proyectos WHERE id_proyecto = ${id_proyecto}`
    if (p === undefined) return undefined
    const n = (k: string) => Number(p[k] ?? 0)
    return {
      peso_objetivos: n("peso_objetivos"),
      peso_360: n("peso_360"),
      peso_operativa: n("peso_operativa"),
      pesos360: { auto: n("peso_auto"), jefe: n("peso_jefe"), pares: n("peso_pares"), subordinados: n("peso_subordinados"), clientes: n("peso_clientes") },
      minimos360: { pares: n("min_pares"), subordinados: n("min_subordinados") },
      escala: n("escala"),
      con360: p.tipo === "360" || p.tipo === "Integral",
    } satisfies CycleWeights
  })

/** Scores and stores the given participants of one project (a few hundred at a time). */
const refreshChunk = (id_proyecto: number, cycle: CycleWeights, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sheets = yield* sql<{ id: Num; c: Num }>`
      SELECT id_empleado AS id, COALESCE(calificacion_calibrada, calificacion) AS c FROM eva_hojas_objetivos
      WHERE id_proyecto = ${id_proyecto} AND ${sql.in("id_empleado", ids)}`
    const operative = yield* sql<{ id: Num; c: Num }>`
      SELECT id_evaluado AS id, calificacion AS c FROM eva_evaluaciones_operativas
      WHERE id_proyecto = ${id_proyecto} AND estado = 'Respondida' AND ${sql.in("id_evaluado", ids)}`
    const means = cycle.con360
      ? yield* sql<{ id: Num; relacion: string; media: Num }>`
          SELECT a.id_evaluado AS id, a.relacion, r.media FROM eva_asignaciones_evaluador a
          JOIN eva_respuestas r ON r.id_asignacion_evaluador = a.id_asignacion_evaluador
          WHERE a.id_proyecto = ${id_proyecto} AND ${sql.in("a.id_evaluado", ids)} AND r.media IS NOT NULL`
      : []
    const objectivesOf = new Map(sheets.map((s) => [Number(s.id), num(s.c)]))
    const operativeOf = new Map(operative.map((s) => [Number(s.id), num(s.c)]))
    const answersOf = new Map<number, Partial<Record<Relation360, Array<number>>>>()
    for (const m of means) {
      const r = relationOf[m.relacion]
      if (r === undefined) continue
      const person = answersOf.get(Number(m.id)) ?? {}
      person[r] = [...(person[r] ?? []), Number(m.media)]
      answersOf.set(Number(m.id), person)
    }
    for (const id of ids) {
      const s = participantScores({ objetivos: objectivesOf.get(id) ?? null, medias360: answersOf.get(id) ?? {}, operativa: operativeOf.get(id) ?? null }, cycle)
      yield* sql`UPDATE eva_participantes SET calificacion_objetivos = ${s.objetivos}, calificacion_360 = ${s.evaluacion_360},
          calificacion_operativa = ${s.operativa}, calificacion_final = ${s.final}
        WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id}`
    }
  })

/** Scores again the named participants of a project (every one when `ids` is absent). */
export const refreshParticipantScores = (id_proyecto: number, ids?: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const cycle = yield* cycleWeights(id_proyecto)
    if (cycle === undefined) return
    if (ids !== undefined) {
      for (let i = 0; i < ids.length; i += chunk) yield* refreshChunk(id_proyecto, cycle, ids.slice(i, i + chunk))
      return
    }
    let after = 0
    for (;;) {
      const page = yield* sql<{ id: Num }>`SELECT id_empleado AS id FROM eva_participantes WHERE id_proyecto = ${id_proyecto} AND id_empleado > ${after}
        ORDER BY id_empleado LIMIT ${chunk}`
      if (page.length === 0) return
      const list = page.map((p) => Number(p.id))
      yield* refreshChunk(id_proyecto, cycle, list)
      after = list[list.length - 1] ?? after
    }
  })
