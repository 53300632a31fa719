import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ImportResult } from "../../domain/formacion/proyectos-dnc-api"
import { priorityBands } from "../../domain/formacion/proyectos-dnc-rules"
import { commitmentOrigin, gapOrigin, importDefaults } from "../../domain/formacion/proyectos-dnc-vocabulary"
import { foldSql } from "../../domain/records/fold"
import type { Principal } from "../auth/principal"
import { afterCommit } from "../db/after-commit"
import { grantedCentres } from "../records/queries"
import { capturingProject } from "./proyectos-dnc-project-lock"
import { moveTotals } from "./proyectos-dnc-totals"

// "Importar brechas" of a DNC project (FOR100): every person + competency with a gap in
// Competencias por colaborador (COM300) becomes a need of nivel Colaborador, origen «Brecha de
// competencias», tema = the competency's name, unless the person already has a need of that tema
// in the project (captured by hand or imported before): a second import adds nothing.
//
// The gap is COM300's: the person's puesto is the one of the position they occupy (their
// record's while they hold none), its expectations are puestos_competencias, the assessment is
// the latest (greatest f_evaluacion, then id_evaluacion), and brecha = expected value − assessed
// value; only brecha > 0 comes, and an unassessed competency has no gap. The people are the
// active ones of the project's company, of its centres (all when it names none) and of the
// caller's centres.
//
// Set-based, in the request's one transaction (the router's), the project's row locked: the gaps
// go into a temporary table with one INSERT ... SELECT (one per person and tema), those already
// in the project leave it with one DELETE ... WHERE EXISTS (the project's person+tema index), and
// the rest become needs with one more INSERT ... SELECT; the two counts are the answer, and the
// project's totals move by what was added. At 100,000 people this is a few statements, never a
// loop (bench/proyectos-dnc.ts measures it). On PostgreSQL the table's statistics are refreshed
// once a large import commits, so the next reads (and the next import's judgement) plan for its size.
// It runs in the request [D]: on PostgreSQL the database does the work and the process goes on
// answering; on SQLite the statements hold the process's one thread (about 3 s at 100,000
// people, as the employee import's inserts do), and a worker thread would not let anyone else
// write meanwhile (SQLite writes one at a time) while it would split the import from its audit
// row's transaction; `npm start` runs at least two processes, so reads go on being answered.
//
// EVA380's training commitments come too (origen «Compromiso EVA380»): each feedback
// commitment of tipo Capacitación not yet fulfilled, of the same people, becomes a need of its
// person evaluated whose tema is the commitment's action (its first 150 characters). They go into
// the same temporary table after the gaps, by its (person, folded tema) key: a person + tema that
// a gap, another commitment or the project already has comes once.

type Sql = SqlClient.SqlClient

/** The rows a write statement changed, as each driver says it (better-sqlite3, node-postgres). */
const changedRows = (raw: unknown): number => {
  if (typeof raw !== "object" || raw === null) return 0
  if ("changes" in raw && typeof raw.changes === "number") return raw.changes
  if ("rowCount" in raw && typeof raw.rowCount === "number") return raw.rowCount
  return 0
}

/** domain/formacion/proyectos-dnc-rules.ts `gapPriority` in SQL: the fulfilment's bands, in percent. */
const prioritySql = (expected: string, assessed: string): string =>
  `CASE ${priorityBands.map(([below, priority]) => `WHEN ${assessed} * 100 < ${below} * ${expected} THEN '${priority}'`).join(" ")} ELSE 'Baja' END`

const createScratch = (sql: Sql) =>
  sql.onDialectOrElse({
    pg: () =>
      sql`CREATE TEMPORARY TABLE dnc_brechas (
        id_empleado INTEGER NOT NULL, clave VARCHAR(150) NOT NULL, tema VARCHAR(150) NOT NULL, id_competencia INTEGER,
        brecha INTEGER, prioridad VARCHAR(5) NOT NULL, origen VARCHAR(25) NOT NULL, PRIMARY KEY (id_empleado, clave)) ON COMMIT DROP`,
    orElse: () =>
      sql`CREATE TEMPORARY TABLE dnc_brechas (
        id_empleado INTEGER NOT NULL, clave VARCHAR(150) NOT NULL, tema VARCHAR(150) NOT NULL, id_competencia INTEGER,
        brecha INTEGER, prioridad VARCHAR(5) NOT NULL, origen VARCHAR(25) NOT NULL, PRIMARY KEY (id_empleado, clave))`,
  })

/** The latest assessment (`ev`) of the person `e` in the competency `pc`: one probe of the (person, competency, date, id) index. */
const latestAssessment = (sql: Sql) =>
  sql.onDialectOrElse({
    // PostgreSQL runs a correlated scalar subquery in a join condition as a subplan of a hash
    // join (1.4 s at 100,000 people); LATERAL gives it the same probe as a nested loop (0.9 s).
    pg: () =>
      sql.literal(`JOIN LATERAL (
        SELECT x.id_nivel_evaluado FROM evaluaciones_competencia x
        WHERE x.id_empleado = e.id_empleado AND x.id_competencia = pc.id_competencia
        ORDER BY x.f_evaluacion DESC, x.id_evaluacion DESC LIMIT 1) ev ON TRUE`),
    orElse: () =>
      sql.literal(`JOIN evaluaciones_competencia ev ON ev.id_evaluacion = (
        SELECT x.id_evaluacion FROM evaluaciones_competencia x
        WHERE x.id_empleado = e.id_empleado AND x.id_competencia = pc.id_competencia
        ORDER BY x.f_evaluacion DESC, x.id_evaluacion DESC LIMIT 1)`),
  })

/** Every gap of the project's people, one per person and tema (folded as clave_tema: two competencies of one name are one tema). */
const collectGaps = (sql: Sql, id_proyecto_dnc: number, id_empresa: number, within: Principal | null) =>
  sql`INSERT INTO dnc_brechas (id_empleado, clave, tema, id_competencia, brecha, prioridad, origen)
    SELECT e.id_empleado, ${sql.literal(foldSql("c.n_competencia"))}, c.n_competencia, c.id_competencia, ne.valor - nv.valor, ${sql.literal(prioritySql("ne.valor", "nv.valor"))}, ${gapOrigin}
    FROM empleados e
    LEFT JOIN posiciones po ON po.id_posicion = e.id_posicion
    JOIN puestos_competencias pc ON pc.id_puesto = COALESCE(po.id_puesto, e.id_puesto)
    JOIN competencias c ON c.id_competencia = pc.id_competencia
    JOIN niveles_competencia ne ON ne.id_nivel = pc.id_nivel_esperado
    ${latestAssessment(sql)}
    JOIN niveles_competencia nv ON nv.id_nivel = ev.id_nivel_evaluado
    WHERE e.activo = '1' AND e.id_empresa = ${id_empresa}
      AND ${within === null ? sql.literal("1 = 1") : sql`e.id_centro_trabajo IN (${grantedCentres(sql, within)})`}
      AND (NOT EXISTS (SELECT 1 FROM proyectos_dnc_centros pd WHERE pd.id_proyecto_dnc = ${id_proyecto_dnc})
        OR e.id_centro_trabajo IN (SELECT pd.id_centro_trabajo FROM proyectos_dnc_centros pd WHERE pd.id_proyecto_dnc = ${id_proyecto_dnc}))
      AND ne.valor > nv.valor
    ON CONFLICT DO NOTHING`

/** A commitment has no gap to grade it [D]: its need comes as Media, for the DNC's capturer to adjust. */
const commitmentPriority = "Media"

/** The same people's open training commitments (EVA380), one per person and folded tema, after the gaps. */
const collectCommitments = (sql: Sql, id_proyecto_dnc: number, id_empresa: number, within: Principal | null) =>
  sql`INSERT INTO dnc_brechas (id_empleado, clave, tema, id_competencia, brecha, prioridad, origen)
    SELECT e.id_empleado, ${sql.literal(foldSql("TRIM(SUBSTR(c.accion, 1, 150))"))}, MIN(TRIM(SUBSTR(c.accion, 1, 150))), NULL, NULL, ${commitmentPriority}, ${commitmentOrigin}
    FROM eva_compromisos c
    JOIN eva_retroalimentaciones r ON r.id_retro = c.id_retro
    JOIN empleados e ON e.id_empleado = r.id_empleado
    WHERE c.tipo = 'Capacitación' AND c.avance < 100 AND e.activo = '1' AND e.id_empresa = ${id_empresa}
      AND ${within === null ? sql.literal("1 = 1") : sql`e.id_centro_trabajo IN (${grantedCentres(sql, within)})`}
      AND (NOT EXISTS (SELECT 1 FROM proyectos_dnc_centros pd WHERE pd.id_proyecto_dnc = ${id_proyecto_dnc})
        OR e.id_centro_trabajo IN (SELECT pd.id_centro_trabajo FROM proyectos_dnc_centros pd WHERE pd.id_proyecto_dnc = ${id_proyecto_dnc}))
    GROUP BY e.id_empleado, ${sql.literal(foldSql("TRIM(SUBSTR(c.accion, 1, 150))"))}
    ON CONFLICT DO NOTHING`

/**
 * Drops the gaps whose person already has a need of the tema in the project; the count dropped.
 * A statement of its own, before the needs are added: a NOT EXISTS inside the INSERT would read
 * the table it fills, and PostgreSQL, its statistics still saying the table is empty (a new
 * database, a first import), plans that anti-join as a sequential scan whose every rescan reads
 * each page the statement has added so far: 190,000 needs took 17 minutes instead of seconds.
 */
const dropExisting = (sql: Sql, id_proyecto_dnc: number) =>
  Effect.map(
    sql`DELETE FROM dnc_brechas WHERE EXISTS (
        SELECT 1 FROM necesidades_dnc n WHERE n.id_proyecto_dnc = ${id_proyecto_dnc} AND n.id_empleado = dnc_brechas.id_empleado AND n.clave_tema = dnc_brechas.clave)`.raw,
    changedRows,
  )

/** The gaps left, as needs (the project's row lock keeps its needs as they were judged); the count added. */
const addNeeds = (sql: Sql, id_proyecto_dnc: number, who: string, at: string) =>
  Effect.map(
    sql`INSERT INTO necesidades_dnc (id_proyecto_dnc, nivel, id_empleado, tema, id_competencia, origen, objetivo_153f, prioridad,
        horas_estimadas, participantes_estimados, costo_estimado, brecha, id_usuario_alta, f_alta)
      SELECT ${id_proyecto_dnc}, 'Colaborador', b.id_empleado, b.tema, b.id_competencia, b.origen, ${importDefaults.objetivo_153f}, b.prioridad,
        ${importDefaults.horas_estimadas}, ${importDefaults.participantes_estimados}, ${importDefaults.costo_estimado}, b.brecha, ${who}, ${at}
      FROM dnc_brechas b`.raw,
    changedRows,
  )

/** Who imports: the user (their centres bound the people) and the instant; the demo seed's own act names no centres. */
export interface Importer {
  readonly who: string
  readonly at: string
  readonly within: Principal | null
}

/**
 * Imports the gaps into the project (a caller has seen it: the handler read it first). Refused
 * (409) outside Borrador and En captura.
 */
export const importGaps = (id_proyecto_dnc: number, by: Importer) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const project = yield* capturingProject(id_proyecto_dnc, "404")
    yield* createScratch(sql)
    yield* collectGaps(sql, id_proyecto_dnc, project.id_empresa, by.within)
    yield* collectCommitments(sql, id_proyecto_dnc, project.id_empresa, by.within)
    const existentes = yield* dropExisting(sql, id_proyecto_dnc)
    const agregadas = yield* addNeeds(sql, id_proyecto_dnc, by.who, by.at)
    yield* moveTotals(id_proyecto_dnc, importDefaults, 1, agregadas)
    // Once committed, off the request: the statistics then count the new rows, and the answer does not wait for them.
    if (agregadas >= 10_000) yield* afterCommit(sql.onDialectOrElse({ pg: () => Effect.asVoid(sql`ANALYZE necesidades_dnc`), orElse: () => Effect.void }))
    // Dropped at once: one transaction may import twice (the demo seed's two projects), and SQLite
    // keeps a temporary table for the connection's life.
    yield* sql`DROP TABLE dnc_brechas`
    const result: ImportResult = { agregadas, existentes }
    return result
  })
