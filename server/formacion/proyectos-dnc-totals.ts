import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// A DNC project's totals (the list's Necesidades, Participantes estimados, Horas and Costo
// estimado), kept on the project and moved by each write of its needs in the same transaction:
// summed at read time they cost a pass over each project's needs for every page of the list (2 s
// for three projects of 190,000 needs on PostgreSQL). Each change adds what the need adds (or
// takes away what it took), so two writes at once each add theirs to the row as it is; the
// project's row lock (./proyectos-dnc-project-lock.ts) orders them.

/** What one need adds to its project's totals. */
export interface NeedShare {
  readonly participantes_estimados: number
  readonly horas_estimadas: number
  readonly costo_estimado: number
}

/** Adds `count` needs of `share` to the project's totals (`sign` -1 takes them away). The cost keeps cents. */
export const moveTotals = (id_proyecto_dnc: number, share: NeedShare, sign: 1 | -1, count = 1) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const n = sign * count
    return sql`UPDATE proyectos_dnc SET
        necesidades = necesidades + ${n},
        participantes = participantes + ${n * share.participantes_estimados},
        horas = horas + ${n * share.participantes_estimados * share.horas_estimadas},
        costo = ROUND(costo + ${Math.round(n * share.costo_estimado * 100) / 100}, 2)
      WHERE id_proyecto_dnc = ${id_proyecto_dnc}`
  })

/** The totals summed again from the needs (the demo seed, which writes needs by SQL). */
export const recountTotals = (id_proyecto_dnc: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const of = (aggregate: string) => sql.literal(`(SELECT ${aggregate} FROM necesidades_dnc n WHERE n.id_proyecto_dnc = proyectos_dnc.id_proyecto_dnc)`)
    return sql`UPDATE proyectos_dnc SET
        necesidades = ${of("COUNT(*)")},
        participantes = ${of("COALESCE(SUM(n.participantes_estimados), 0)")},
        horas = ${of("COALESCE(SUM(n.horas_estimadas * n.participantes_estimados), 0)")},
        costo = ${of("COALESCE(SUM(n.costo_estimado), 0)")}
      WHERE id_proyecto_dnc = ${id_proyecto_dnc}`
  })
