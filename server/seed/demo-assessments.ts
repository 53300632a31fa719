import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { addDays, isoDate } from "../dates"
import { insertInChunks } from "./insert-chunks"

// The demo's assessments (issue 16 part 7, COM300): half the active people (even ids) have been
// assessed in every competency their puesto expects, twice: about a year ago (from the annual
// evaluation) and in the last three months (recorded by hand), so every one has a history and a
// latest figure. The levels sit around the expectation (one below, equal, now and then one
// above) by a fixed hash, so the gaps, the "solo con brecha" filter and the weighted totals have
// something to show; the assessor is the person's department head, when there is one. Dates are
// relative to today and never after it. Runs after the people, the positions and the model.

type Row = Record<string, unknown>

/** A small deterministic mix of two ids (the same demo on every seed). */
const mix = (a: number, b: number): number => ((a * 7919 + b * 104_729) >>> 0) % 997

export const seedDemoAssessments = (today: Date, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const levels = (yield* sql<{ id_nivel: number | string; valor: number | string }>`SELECT id_nivel, valor FROM niveles_competencia ORDER BY valor`).map((l) => ({
      id: Number(l.id_nivel),
      valor: Number(l.valor),
    }))
    if (levels.length === 0) return
    const levelAt = (index: number) => levels[Math.max(0, Math.min(levels.length - 1, index))]?.id ?? 0
    const expectations = yield* sql<{ id_empleado: number | string; id_competencia: number | string; id_nivel_esperado: number | string; id_jefe: number | string | null }>`
      SELECT e.id_empleado, pc.id_competencia, pc.id_nivel_esperado,
        (SELECT MIN(r.id_numero) FROM responsables_depto r WHERE r.id_depto = e.id_depto AND r.id_numero <> e.id_empleado AND r.f_fin IS NULL) AS id_jefe
      FROM empleados e
      JOIN posiciones po ON po.id_posicion = e.id_posicion
      JOIN puestos_competencias pc ON pc.id_puesto = po.id_puesto
      WHERE e.activo = '1' AND e.id_empleado % 2 = 0
      ORDER BY e.id_empleado, pc.tipo, pc.orden`
    const stamp = today.toISOString()
    const rows = expectations.flatMap((x): ReadonlyArray<Row> => {
      const person = Number(x.id_empleado)
      const competency = Number(x.id_competencia)
      const h = mix(person, competency)
      const expected = levels.findIndex((l) => l.id === Number(x.id_nivel_esperado))
      // Latest: one below in four of ten, equal in five, one above in one.
      const latest = expected + (h % 10 < 4 ? -1 : h % 10 < 9 ? 0 : 1)
      const earlier = latest - (h % 3 === 0 ? 0 : 1)
      const assessor = x.id_jefe === null ? null : Number(x.id_jefe)
      const common = { id_empleado: person, id_competencia: competency, id_evaluador: assessor, id_usuario_alta: user, f_alta: stamp }
      return [
        {
          ...common,
          id_nivel_evaluado: levelAt(earlier),
          f_evaluacion: isoDate(addDays(today, -(365 + (h % 45)))),
          evidencia: "Evaluación anual de desempeño",
          origen: "EVALUACION",
        },
        {
          ...common,
          id_nivel_evaluado: levelAt(latest),
          f_evaluacion: isoDate(addDays(today, -(1 + (h % 90)))),
          evidencia: "Observación directa del jefe inmediato",
          origen: "MANUAL",
        },
      ]
    })
    yield* insertInChunks("evaluaciones_competencia", rows)
  })
