import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import { inactivityMonths } from "../../domain/seleccion/gestion-candidatos-vocabulary"
import { shiftMonths } from "../../domain/rules/working-days"
import { busyRetry, isBusy } from "../http/sql-refusal"
import { todayInMexico } from "../organizacion/in-force"
import { anonymizeCandidate } from "./gestion-candidatos"

// The candidates' daily pass (SEL200, [D] 12 months): on the server's day in Mexico City, each
// candidate whose last activity is older than 12 months, not hired, not anonymised yet, in no open
// selection process and with no pre-alta in course is anonymised (./gestion-candidatos.ts). One
// transaction; running it twice anonymises nobody twice.

/** A candidate `c` whose data may be erased: not hired, no open process, no pre-alta in course. */
export const anonymizable = (sql: SqlClient.SqlClient): Fragment =>
  sql`c.anonimizado = '0' AND c.estado <> 'Contratado'
    AND NOT EXISTS (SELECT 1 FROM sel_asignaciones a JOIN vacantes v ON v.id_vacante = a.id_vacante
      JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual
      WHERE a.id_candidato = c.id_candidato AND v.estado IN ('Abierta', 'En pausa') AND e.tipo NOT IN ('Descartado', 'Contratado'))
    AND NOT EXISTS (SELECT 1 FROM pre_altas p WHERE p.id_candidato = c.id_candidato AND p.cancelada = '0')`

/** The day `months` calendar months before `iso` (the 31st falls back to the month's last day). */
export const monthsBefore = (iso: string, months: number): string => shiftMonths(iso, -months)

/** One pass; how many candidates it anonymised. */
export const anonymizeInactiveCandidates = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cutoff = monthsBefore(yield* todayInMexico, inactivityMonths)
  const pass = Effect.gen(function* () {
    const due = yield* sql<{ id_candidato: number | string }>`SELECT c.id_candidato FROM candidatos c
      WHERE COALESCE(c.f_ultima_actividad, c.f_registro) < ${cutoff} AND ${anonymizable(sql)}`
    for (const row of due) yield* anonymizeCandidate(Number(row.id_candidato))
    return due.length
  })
  return yield* sql.withTransaction(pass).pipe(Effect.retry({ schedule: busyRetry, while: isBusy }))
})
