import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The dashboard at 100,000 people (issue 17): p95 under 50 ms on both dialects.
//
// Measured on the scale database, the active headcount by sex and the company chart each walked
// the 88,000 active entries of empleados_tablero (three walks, ~30 ms each on PostgreSQL), and the
// month's vacations looked up the employee of each of the month's 10,000 periods to learn its
// centre; the month's birthdays fetched 7,000 people from the table on PostgreSQL. The month's
// hires, terminations and birthdays are index ranges of a few thousand entries and stay queries.
//
// - tablero_activos keeps the active people per work centre, department and sex. Every figure
//   that counts active people (Empleados, Masculinos, Femeninos, both charts) sums at most one row
//   per department and sex of the visible centres instead of the people.
// - periodos_vacaciones carries its employee's work centre, so the month's vacationers of the
//   visible centres are one range of one index, without reading empleados.
//
// Both are kept by triggers, as departamentos.empleados_activos is (0068): hires, re-entries,
// imports, movements applied by the scheduler, seeds and an administrator at the database all
// write these tables, and none can forget them; the trigger runs in the writer's transaction, so a
// rolled-back write takes its count with it.

const fill = [
  `INSERT INTO tablero_activos (id_centro_trabajo, id_depto, sexo, activos)
    SELECT id_centro_trabajo, id_depto, sexo, COUNT(*) FROM empleados WHERE activo = '1'
    GROUP BY id_centro_trabajo, id_depto, sexo`,
  `UPDATE periodos_vacaciones SET id_centro_trabajo =
    (SELECT e.id_centro_trabajo FROM empleados e WHERE e.id_empleado = periodos_vacaciones.id_empleado)`,
]

// One row per (centre, department, sex) once someone active has held it; a row may fall to zero.
const plus = (row: "NEW") => `INSERT INTO tablero_activos (id_centro_trabajo, id_depto, sexo, activos)
  VALUES (${row}.id_centro_trabajo, ${row}.id_depto, ${row}.sexo, 1)
  ON CONFLICT (id_centro_trabajo, id_depto, sexo) DO UPDATE SET activos = tablero_activos.activos + 1`
const minus = (row: "OLD") => `UPDATE tablero_activos SET activos = activos - 1
  WHERE id_centro_trabajo = ${row}.id_centro_trabajo AND id_depto = ${row}.id_depto AND sexo = ${row}.sexo`

const pg = [
  `CREATE FUNCTION tablero_activos_cuenta() RETURNS trigger AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.activo = '1' THEN ${minus("OLD")}; END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.activo = '1' THEN ${plus("NEW")}; END IF;
      RETURN NULL;
    END
    $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER tablero_activos_alta AFTER INSERT ON empleados
    FOR EACH ROW EXECUTE FUNCTION tablero_activos_cuenta()`,
  `CREATE TRIGGER tablero_activos_baja AFTER DELETE ON empleados
    FOR EACH ROW EXECUTE FUNCTION tablero_activos_cuenta()`,
  // Only a change that moves a count fires (most employee updates touch other columns).
  `CREATE TRIGGER tablero_activos_cambio AFTER UPDATE OF activo, sexo, id_depto, id_centro_trabajo ON empleados
    FOR EACH ROW WHEN (OLD.activo IS DISTINCT FROM NEW.activo OR OLD.sexo IS DISTINCT FROM NEW.sexo
      OR OLD.id_depto IS DISTINCT FROM NEW.id_depto OR OLD.id_centro_trabajo IS DISTINCT FROM NEW.id_centro_trabajo)
    EXECUTE FUNCTION tablero_activos_cuenta()`,
  // A period always takes its employee's centre, whatever the writer put there.
  `CREATE FUNCTION periodos_vacaciones_centro() RETURNS trigger AS $$
    BEGIN
      NEW.id_centro_trabajo := (SELECT e.id_centro_trabajo FROM empleados e WHERE e.id_empleado = NEW.id_empleado);
      RETURN NEW;
    END
    $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER periodos_vacaciones_centro BEFORE INSERT OR UPDATE OF id_empleado, id_centro_trabajo ON periodos_vacaciones
    FOR EACH ROW EXECUTE FUNCTION periodos_vacaciones_centro()`,
  `CREATE FUNCTION empleados_centro_vacaciones() RETURNS trigger AS $$
    BEGIN
      UPDATE periodos_vacaciones SET id_centro_trabajo = NEW.id_centro_trabajo WHERE id_empleado = NEW.id_empleado;
      RETURN NULL;
    END
    $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER empleados_centro_vacaciones AFTER UPDATE OF id_centro_trabajo ON empleados
    FOR EACH ROW WHEN (OLD.id_centro_trabajo IS DISTINCT FROM NEW.id_centro_trabajo)
    EXECUTE FUNCTION empleados_centro_vacaciones()`,
]

const sqlite = [
  `CREATE TRIGGER tablero_activos_alta AFTER INSERT ON empleados
    FOR EACH ROW WHEN NEW.activo = '1'
    BEGIN ${plus("NEW")}; END`,
  `CREATE TRIGGER tablero_activos_baja AFTER DELETE ON empleados
    FOR EACH ROW WHEN OLD.activo = '1'
    BEGIN ${minus("OLD")}; END`,
  `CREATE TRIGGER tablero_activos_cambio AFTER UPDATE OF activo, sexo, id_depto, id_centro_trabajo ON empleados
    FOR EACH ROW WHEN OLD.activo IS NOT NEW.activo OR OLD.sexo IS NOT NEW.sexo
      OR OLD.id_depto IS NOT NEW.id_depto OR OLD.id_centro_trabajo IS NOT NEW.id_centro_trabajo
    BEGIN
      ${minus("OLD")} AND OLD.activo = '1';
      INSERT INTO tablero_activos (id_centro_trabajo, id_depto, sexo, activos)
        SELECT NEW.id_centro_trabajo, NEW.id_depto, NEW.sexo, 1 WHERE NEW.activo = '1'
        ON CONFLICT (id_centro_trabajo, id_depto, sexo) DO UPDATE SET activos = tablero_activos.activos + 1;
    END`,
  // SQLite has no BEFORE trigger that sets NEW: the period is corrected right after it is written
  // (recursive triggers are off, and the WHEN stops a second pass anyway).
  `CREATE TRIGGER periodos_vacaciones_centro_alta AFTER INSERT ON periodos_vacaciones
    FOR EACH ROW BEGIN
      UPDATE periodos_vacaciones SET id_centro_trabajo =
        (SELECT e.id_centro_trabajo FROM empleados e WHERE e.id_empleado = NEW.id_empleado)
      WHERE id_periodo = NEW.id_periodo;
    END`,
  `CREATE TRIGGER periodos_vacaciones_centro_cambio AFTER UPDATE OF id_empleado, id_centro_trabajo ON periodos_vacaciones
    FOR EACH ROW WHEN NEW.id_centro_trabajo IS NOT (SELECT e.id_centro_trabajo FROM empleados e WHERE e.id_empleado = NEW.id_empleado)
    BEGIN
      UPDATE periodos_vacaciones SET id_centro_trabajo =
        (SELECT e.id_centro_trabajo FROM empleados e WHERE e.id_empleado = NEW.id_empleado)
      WHERE id_periodo = NEW.id_periodo;
    END`,
  `CREATE TRIGGER empleados_centro_vacaciones AFTER UPDATE OF id_centro_trabajo ON empleados
    FOR EACH ROW WHEN OLD.id_centro_trabajo IS NOT NEW.id_centro_trabajo
    BEGIN
      UPDATE periodos_vacaciones SET id_centro_trabajo = NEW.id_centro_trabajo WHERE id_empleado = NEW.id_empleado;
    END`,
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE tablero_activos (
    id_centro_trabajo INTEGER NOT NULL,
    id_depto INTEGER NOT NULL,
    sexo CHAR(1) NOT NULL,
    activos INTEGER NOT NULL,
    PRIMARY KEY (id_centro_trabajo, id_depto, sexo)
  )`
  yield* sql`ALTER TABLE periodos_vacaciones ADD COLUMN id_centro_trabajo INTEGER`
  for (const statement of fill) yield* sql.unsafe(statement)
  // The month's vacationers: the periods that end on or after the first of the month (few), with
  // the centre and the employee in the index. It replaces periodos_vacaciones_fin, whose only
  // reader was the dashboard.
  yield* sql`DROP INDEX periodos_vacaciones_fin`
  yield* sql`CREATE INDEX periodos_vacaciones_tablero ON periodos_vacaciones (f_fin, f_inicio, id_centro_trabajo, id_empleado)`
  // The month's birthdays: PostgreSQL reads an expression index only when the columns the query
  // names are in it too; without f_nacimiento it fetched the 7,000 people from the table (a
  // bitmap heap scan of 4,500 pages). SQLite reads either from the index alone.
  yield* sql`DROP INDEX empleados_cumple`
  yield* sql`CREATE INDEX empleados_cumple ON empleados ((SUBSTR(f_nacimiento, 6, 2)), activo, id_centro_trabajo, f_nacimiento)`
  // An employee's change of centre rewrites their periods.
  yield* sql`CREATE INDEX periodos_vacaciones_empleado ON periodos_vacaciones (id_empleado)`
  for (const statement of yield* sql.onDialectOrElse({ pg: () => Effect.succeed(pg), orElse: () => Effect.succeed(sqlite) })) {
    yield* sql.unsafe(statement)
  }
})
