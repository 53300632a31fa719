import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Each department keeps the count of its active collaborators (those of its own work centre, as
// every headcount of the organisation pages counts them). The tree of 3,000 departments read
// 3,000 index ranges of empleados on every request (about 20 ms on PostgreSQL, half its budget);
// now it reads one column.
//
// The count is kept by triggers on empleados, not by the handlers: seeds, personnel movements and
// an administrator at the database all write employees, and none can forget it. An employee's
// change of department, centre or activo takes one from the old department and adds one to the
// new; a department's centre never changes (its record refuses it), so the count stays true.

const recount = `UPDATE departamentos SET empleados_activos = (SELECT COUNT(*) FROM empleados e
  WHERE e.id_centro_trabajo = departamentos.id_centro_trabajo AND e.activo = '1' AND e.id_depto = departamentos.id_depto)`

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE departamentos ADD COLUMN empleados_activos INTEGER NOT NULL DEFAULT 0`
  yield* sql.unsafe(recount)
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        yield* sql.unsafe(`CREATE FUNCTION empleados_activos_depto() RETURNS trigger AS $$
          BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.activo = '1' THEN
              UPDATE departamentos SET empleados_activos = empleados_activos - 1
              WHERE id_depto = OLD.id_depto AND id_centro_trabajo = OLD.id_centro_trabajo;
            END IF;
            IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.activo = '1' THEN
              UPDATE departamentos SET empleados_activos = empleados_activos + 1
              WHERE id_depto = NEW.id_depto AND id_centro_trabajo = NEW.id_centro_trabajo;
            END IF;
            RETURN NULL;
          END
          $$ LANGUAGE plpgsql`)
        yield* sql.unsafe(`CREATE TRIGGER empleados_activos_alta AFTER INSERT ON empleados
          FOR EACH ROW EXECUTE FUNCTION empleados_activos_depto()`)
        yield* sql.unsafe(`CREATE TRIGGER empleados_activos_baja AFTER DELETE ON empleados
          FOR EACH ROW EXECUTE FUNCTION empleados_activos_depto()`)
        // Only a change that moves the count fires (most employee updates touch other columns).
        yield* sql.unsafe(`CREATE TRIGGER empleados_activos_cambio AFTER UPDATE OF activo, id_depto, id_centro_trabajo ON empleados
          FOR EACH ROW WHEN (OLD.activo IS DISTINCT FROM NEW.activo OR OLD.id_depto IS DISTINCT FROM NEW.id_depto
            OR OLD.id_centro_trabajo IS DISTINCT FROM NEW.id_centro_trabajo)
          EXECUTE FUNCTION empleados_activos_depto()`)
      }),
    orElse: () =>
      Effect.gen(function* () {
        yield* sql.unsafe(`CREATE TRIGGER empleados_activos_alta AFTER INSERT ON empleados
          FOR EACH ROW WHEN NEW.activo = '1'
          BEGIN
            UPDATE departamentos SET empleados_activos = empleados_activos + 1
            WHERE id_depto = NEW.id_depto AND id_centro_trabajo = NEW.id_centro_trabajo;
          END`)
        yield* sql.unsafe(`CREATE TRIGGER empleados_activos_baja AFTER DELETE ON empleados
          FOR EACH ROW WHEN OLD.activo = '1'
          BEGIN
            UPDATE departamentos SET empleados_activos = empleados_activos - 1
            WHERE id_depto = OLD.id_depto AND id_centro_trabajo = OLD.id_centro_trabajo;
          END`)
        yield* sql.unsafe(`CREATE TRIGGER empleados_activos_cambio AFTER UPDATE OF activo, id_depto, id_centro_trabajo ON empleados
          FOR EACH ROW WHEN OLD.activo IS NOT NEW.activo OR OLD.id_depto IS NOT NEW.id_depto
            OR OLD.id_centro_trabajo IS NOT NEW.id_centro_trabajo
          BEGIN
            UPDATE departamentos SET empleados_activos = empleados_activos - 1
            WHERE OLD.activo = '1' AND id_depto = OLD.id_depto AND id_centro_trabajo = OLD.id_centro_trabajo;
            UPDATE departamentos SET empleados_activos = empleados_activos + 1
            WHERE NEW.activo = '1' AND id_depto = NEW.id_depto AND id_centro_trabajo = NEW.id_centro_trabajo;
          END`)
      }),
  })
})
