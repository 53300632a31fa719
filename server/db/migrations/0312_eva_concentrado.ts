import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bands, participantScores } from "../../../domain/rules/evaluacion-concentrado"
import type { Relation360 } from "../../../domain/rules/evaluacion-360"

// Evaluación's concentrado (EVA390, MODULES-MX §5):
//
// - eva_participantes keeps each person's component scores (objectives, calibrated when they
//   are; 360 in percent, with its anonymity rule; operative) and the final over the cycle's
//   weights, moved by every write that changes a component (server/evaluacion/
//   calificaciones-participantes.ts), so the report pages and counts 100,000 people from one
//   table. The backfill below scores the participants already stored, with the same rule.
// - potencial (Bajo, Medio, Alto): set in the Calibración phase by the occupant of the boss's
//   position or by Recursos Humanos, with who and when.
// - eva_participantes_final: the report's order (final descending) and the nine-box's count,
//   covering what both read.

const list = (values: ReadonlyArray<string>): string => values.map((v) => `'${v}'`).join(", ")
const relationOf: Readonly<Record<string, Relation360>> = { Auto: "auto", Jefe: "jefe", Par: "pares", Subordinado: "subordinados", Cliente: "clientes" }
type Num = number | string | null
const num = (v: Num | undefined): number | null => (v === null || v === undefined ? null : Number(v))

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const column of ["calificacion_objetivos", "calificacion_360", "calificacion_operativa", "calificacion_final"])
    yield* sql.unsafe(`ALTER TABLE eva_participantes ADD COLUMN ${column} DECIMAL(6,2)`)
  yield* sql.unsafe(`ALTER TABLE eva_participantes ADD COLUMN potencial VARCHAR(5) CHECK (potencial IS NULL OR potencial IN (${list(bands)}))`)
  yield* sql`ALTER TABLE eva_participantes ADD COLUMN id_usuario_potencial VARCHAR(254)`
  yield* sql`ALTER TABLE eva_participantes ADD COLUMN f_potencial VARCHAR(30)`
  // Covering: a page walks it in the report's order and the nine-box counts it, neither reading
  // the table; on PostgreSQL in that order itself (final descending, the people without one last).
  yield* sql.onDialectOrElse({
    pg: () =>
      sql`CREATE INDEX eva_participantes_final ON eva_participantes (id_proyecto, calificacion_final DESC NULLS LAST, id_empleado DESC, id_centro_trabajo, id_depto, potencial)`,
    orElse: () => sql`CREATE INDEX eva_participantes_final ON eva_participantes (id_proyecto, calificacion_final, id_empleado, id_centro_trabajo, id_depto, potencial)`,
  })

  const projects = yield* sql<Record<string, Num>>`
    SELECT id_proyecto, tipo, peso_objetivos, peso_360, peso_operativa, peso_auto, peso_jefe, peso_pares, peso_subordinados, peso_clientes, min_pares, min_subordinados, escala
    FROM eva_proyectos p WHERE EXISTS (SELECT 1 FROM eva_participantes pa WHERE pa.id_proyecto = p.id_proyecto)`
  for (const p of projects) {
    const n = (k: string) => Number(p[k] ?? 0)
    const id_proyecto = n("id_proyecto")
    const cycle = {
      peso_objetivos: n("peso_objetivos"),
      peso_360: n("peso_360"),
      peso_operativa: n("peso_operativa"),
      pesos360: { auto: n("peso_auto"), jefe: n("peso_jefe"), pares: n("peso_pares"), subordinados: n("peso_subordinados"), clientes: n("peso_clientes") },
      minimos360: { pares: n("min_pares"), subordinados: n("min_subordinados") },
      escala: n("escala"),
      con360: p.tipo === "360" || p.tipo === "Integral",
    }
    const sheets = yield* sql<{ id: Num; c: Num }>`SELECT id_empleado AS id, COALESCE(calificacion_calibrada, calificacion) AS c FROM eva_hojas_objetivos
      WHERE id_proyecto = ${id_proyecto} AND COALESCE(calificacion_calibrada, calificacion) IS NOT NULL`
    const operative = yield* sql<{ id: Num; c: Num }>`SELECT id_evaluado AS id, calificacion AS c FROM eva_evaluaciones_operativas
      WHERE id_proyecto = ${id_proyecto} AND estado = 'Respondida' AND calificacion IS NOT NULL`
    const means = yield* sql<{ id: Num; relacion: string; media: Num }>`SELECT a.id_evaluado AS id, a.relacion, r.media FROM eva_asignaciones_evaluador a
      JOIN eva_respuestas r ON r.id_asignacion_evaluador = a.id_asignacion_evaluador WHERE a.id_proyecto = ${id_proyecto} AND r.media IS NOT NULL`
    const people = new Map<number, { objetivos: number | null; operativa: number | null; medias360: Partial<Record<Relation360, Array<number>>> }>()
    const of = (id: Num) => {
      const key = Number(id)
      const found = people.get(key) ?? { objetivos: null, operativa: null, medias360: {} }
      people.set(key, found)
      return found
    }
    for (const s of sheets) of(s.id).objetivos = num(s.c)
    for (const o of operative) of(o.id).operativa = num(o.c)
    for (const m of means) {
      const r = relationOf[m.relacion]
      if (r === undefined) continue
      const person = of(m.id)
      person.medias360[r] = [...(person.medias360[r] ?? []), Number(m.media)]
    }
    for (const [id, facts] of people) {
      const s = participantScores(facts, cycle)
      yield* sql`UPDATE eva_participantes SET calificacion_objetivos = ${s.objetivos}, calificacion_360 = ${s.evaluacion_360},
          calificacion_operativa = ${s.operativa}, calificacion_final = ${s.final}
        WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id}`
    }
  }
})
