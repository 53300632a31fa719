import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// A new password or a disabled account ends every session of the user at once, whichever
// handler (or administrator at the database) makes the change: no code path can forget it.
// Re-enabling a user does not bring old sessions back, because these stay revoked.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        yield* sql.unsafe(`CREATE FUNCTION usuarios_fin_sesiones() RETURNS trigger AS $$
          BEGIN
            IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR (NEW.activo <> '1' AND OLD.activo = '1') THEN
              UPDATE sesiones SET revocada = (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT
              WHERE id_usuario = NEW.id_usuario AND revocada IS NULL;
            END IF;
            RETURN NEW;
          END
          $$ LANGUAGE plpgsql`)
        yield* sql.unsafe(`CREATE TRIGGER usuarios_fin_sesiones AFTER UPDATE ON usuarios
          FOR EACH ROW EXECUTE FUNCTION usuarios_fin_sesiones()`)
      }),
    orElse: () =>
      sql.unsafe(`CREATE TRIGGER usuarios_fin_sesiones AFTER UPDATE OF password_hash, activo ON usuarios
        FOR EACH ROW WHEN NEW.password_hash IS NOT OLD.password_hash OR (NEW.activo <> '1' AND OLD.activo = '1')
        BEGIN
          UPDATE sesiones SET revocada = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
          WHERE id_usuario = NEW.id_usuario AND revocada IS NULL;
        END`),
  })
})
