import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { evaluatedParticipantSql } from "../../evaluacion/participante-evaluado"

// The evaluation cycles' list (EVA150) at half a million people: p95 under 150 ms. Its Avance %
// judged every participant of each listed cycle on each read (four indexed probes a person,
// 25,000 people a cycle): 159 / 191 ms a page at half a million on PostgreSQL. eva_participantes
// now keeps that judgement in `evaluado` ('1' or '0'), and the list counts it through an index
// on (id_proyecto, evaluado) without touching the objectives, 360 or operative tables.
//
// Kept by triggers on everything the judgement reads (server/evaluacion/participante-evaluado.ts,
// still the one rule): the participant's own estado, the objectives sheet's evaluation state, the
// 360 assignments and their answers, the operative evaluations and the cycle's type, objectives
// weight and instrument. Each trigger judges again the participants it touched, with the same
// predicate, so the kept flag cannot drift from the rule. On PostgreSQL the judging statement runs
// after the participants are locked (FOR NO KEY UPDATE, in key order): a concurrent answer for the
// same person waits, then judges with its own fresh snapshot that holds the first one's answer.
// NO KEY UPDATE does not conflict with the KEY SHARE that the answers' foreign keys take on the
// participant, so two evaluators answering at once queue rather than deadlock. Bulk inserts and
// deletes (publishing, proposing 360 evaluators for 100,000 people) fire one statement trigger
// each, over the statement's transition table.

/** The rule's verdict for the row being updated, as '1' or '0'. */
const verdict = `(SELECT CASE WHEN ${evaluatedParticipantSql("eva_participantes", "p")} THEN '1' ELSE '0' END
    FROM eva_proyectos p WHERE p.id_proyecto = eva_participantes.id_proyecto)`

/**
 * Judges again the participants whose (id_proyecto, id_empleado) the subquery lists (every one
 * without it), writing only the verdicts that changed: proposing 360 evaluators for 100,000 people
 * judges them all and changes none (they had nobody to answer and still have answers to wait for).
 */
const judge = (keys?: string): string => `UPDATE eva_participantes SET evaluado = ${verdict}
  WHERE ${keys === undefined ? "" : `(id_proyecto, id_empleado) IN (${keys}) AND `}evaluado <> ${verdict}`

/** Locks the participants first, in key order (PostgreSQL only; see above). */
const lock = (keys: string): string =>
  `PERFORM 1 FROM eva_participantes WHERE (id_proyecto, id_empleado) IN (${keys}) ORDER BY id_proyecto, id_empleado FOR NO KEY UPDATE`

/**
 * The column naming each table's participant beside id_proyecto; an answer names none of its own
 * and reaches its participant through its assignment.
 */
const participantColumn = {
  eva_hojas_objetivos: "id_empleado",
  eva_asignaciones_evaluador: "id_evaluado",
  eva_evaluaciones_operativas: "id_evaluado",
  eva_respuestas: undefined,
} as const

type Table = keyof typeof participantColumn
const tables = Object.keys(participantColumn) as ReadonlyArray<Table>

const throughAssignment = (from: string, id: string): string =>
  `SELECT ae.id_proyecto, ae.id_evaluado FROM ${from} JOIN eva_asignaciones_evaluador ae ON ae.id_asignacion_evaluador = ${id}`

/** The participants of a statement's transition table (`rows`). */
const participantsOf = (table: Table, rows: string): string => {
  const column = participantColumn[table]
  return column === undefined ? throughAssignment(`${rows} r`, "r.id_asignacion_evaluador") : `SELECT id_proyecto, ${column} FROM ${rows}`
}

/** One row's participant as a one-row subquery (a row trigger's OLD or NEW). */
const rowKeys = (table: Table, row: "OLD" | "NEW"): string => {
  const column = participantColumn[table]
  return column === undefined
    ? `SELECT ae.id_proyecto, ae.id_evaluado FROM eva_asignaciones_evaluador ae WHERE ae.id_asignacion_evaluador = ${row}.id_asignacion_evaluador`
    : `SELECT ${row}.id_proyecto, ${row}.${column}`
}

/** The columns whose change can change a judgement; other updates (a comment, a score) fire nothing. */
const updateOf: Record<Table, ReadonlyArray<string>> = {
  eva_hojas_objetivos: ["id_proyecto", "id_empleado", "estado_evaluacion"],
  eva_asignaciones_evaluador: ["id_proyecto", "id_evaluado"],
  eva_evaluaciones_operativas: ["id_proyecto", "id_evaluado", "f_respuesta"],
  eva_respuestas: ["id_asignacion_evaluador", "f_respuesta"],
}

const projectColumns = ["tipo", "peso_objetivos", "id_encuesta_360"]
const projectKeys = (row: "NEW") => `SELECT id_proyecto, id_empleado FROM eva_participantes WHERE id_proyecto = ${row}.id_proyecto`

const pgBody = (keys: string): string => `BEGIN ${lock(keys)}; ${judge(keys)}; RETURN NULL; END`

const pg = [
  ...tables.flatMap((table) => [
    `CREATE FUNCTION eva_evaluado_${table}_alta() RETURNS trigger AS $$ ${pgBody(participantsOf(table, "nuevas"))} $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER eva_evaluado_${table}_alta AFTER INSERT ON ${table} REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION eva_evaluado_${table}_alta()`,
    `CREATE FUNCTION eva_evaluado_${table}_baja() RETURNS trigger AS $$ ${pgBody(participantsOf(table, "viejas"))} $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER eva_evaluado_${table}_baja AFTER DELETE ON ${table} REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION eva_evaluado_${table}_baja()`,
    `CREATE FUNCTION eva_evaluado_${table}_cambio() RETURNS trigger AS $$ ${pgBody(`${rowKeys(table, "OLD")} UNION ${rowKeys(table, "NEW")}`)} $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER eva_evaluado_${table}_cambio AFTER UPDATE OF ${updateOf[table].join(", ")} ON ${table}
      FOR EACH ROW WHEN (${updateOf[table].map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(" OR ")})
      EXECUTE FUNCTION eva_evaluado_${table}_cambio()`,
  ]),
  `CREATE FUNCTION eva_evaluado_proyecto() RETURNS trigger AS $$ ${pgBody(projectKeys("NEW"))} $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER eva_evaluado_proyecto AFTER UPDATE OF ${projectColumns.join(", ")} ON eva_proyectos
    FOR EACH ROW WHEN (${projectColumns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(" OR ")})
    EXECUTE FUNCTION eva_evaluado_proyecto()`,
  // The participant's own row is judged before it is written: no second write of a new row.
  `CREATE FUNCTION eva_evaluado_participante() RETURNS trigger AS $$ BEGIN
    NEW.evaluado := CASE WHEN EXISTS (SELECT 1 FROM eva_proyectos p WHERE p.id_proyecto = NEW.id_proyecto AND ${evaluatedParticipantSql("NEW", "p")}) THEN '1' ELSE '0' END;
    RETURN NEW; END $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER eva_evaluado_participante BEFORE INSERT OR UPDATE OF id_proyecto, id_empleado, estado ON eva_participantes
    FOR EACH ROW EXECUTE FUNCTION eva_evaluado_participante()`,
]

const sqlite = [
  ...tables.flatMap((table) => [
    `CREATE TRIGGER eva_evaluado_${table}_alta AFTER INSERT ON ${table} FOR EACH ROW BEGIN ${judge(rowKeys(table, "NEW"))}; END`,
    `CREATE TRIGGER eva_evaluado_${table}_baja AFTER DELETE ON ${table} FOR EACH ROW BEGIN ${judge(rowKeys(table, "OLD"))}; END`,
    `CREATE TRIGGER eva_evaluado_${table}_cambio AFTER UPDATE OF ${updateOf[table].join(", ")} ON ${table}
      FOR EACH ROW WHEN ${updateOf[table].map((c) => `OLD.${c} IS NOT NEW.${c}`).join(" OR ")}
      BEGIN ${judge(`${rowKeys(table, "OLD")} UNION ${rowKeys(table, "NEW")}`)}; END`,
  ]),
  `CREATE TRIGGER eva_evaluado_proyecto AFTER UPDATE OF ${projectColumns.join(", ")} ON eva_proyectos
    FOR EACH ROW WHEN ${projectColumns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(" OR ")}
    BEGIN ${judge(projectKeys("NEW"))}; END`,
  // SQLite runs no trigger from inside itself by default (recursive_triggers off): this UPDATE of
  // evaluado does not fire the participant's triggers again.
  `CREATE TRIGGER eva_evaluado_participante_alta AFTER INSERT ON eva_participantes FOR EACH ROW
    BEGIN ${judge("SELECT NEW.id_proyecto, NEW.id_empleado")}; END`,
  `CREATE TRIGGER eva_evaluado_participante_cambio AFTER UPDATE OF id_proyecto, id_empleado, estado ON eva_participantes FOR EACH ROW
    BEGIN ${judge("SELECT NEW.id_proyecto, NEW.id_empleado")}; END`,
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE eva_participantes ADD COLUMN evaluado CHAR(1) NOT NULL DEFAULT '0' CHECK (evaluado IN ('0', '1'))`
  yield* sql.unsafe(judge())
  yield* sql`CREATE INDEX eva_participantes_avance ON eva_participantes (id_proyecto, evaluado)`
  for (const statement of yield* sql.onDialectOrElse({ pg: () => Effect.succeed(pg), orElse: () => Effect.succeed(sqlite) })) {
    yield* sql.unsafe(statement)
  }
  yield* sql.onDialectOrElse({ pg: () => sql`ANALYZE eva_participantes`, orElse: () => Effect.void })
})

/** The participants whose kept flag differs from the rule judged now: none, when the triggers hold. */
export const evaluadoDrift = (): string => `SELECT pa.id_proyecto, pa.id_empleado, pa.evaluado FROM eva_participantes pa
  JOIN eva_proyectos p ON p.id_proyecto = pa.id_proyecto
  WHERE pa.evaluado <> CASE WHEN ${evaluatedParticipantSql("pa", "p")} THEN '1' ELSE '0' END`
