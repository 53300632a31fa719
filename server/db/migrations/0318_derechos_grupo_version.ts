import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// grupos.version_derechos: bumped by every change to the profile's option rights (derechos_grupo),
// whichever handler (or administrator at the database) makes it. The bearer check reads this
// number with the session on every request and aggregates the rights themselves only when it
// changed, where it aggregated 81 rows per request.

const changes = ["INSERT", "UPDATE", "DELETE"] as const

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE grupos ADD COLUMN version_derechos INTEGER NOT NULL DEFAULT 0`
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        yield* sql.unsafe(`CREATE FUNCTION derechos_grupo_version() RETURNS trigger AS $$
          BEGIN
            IF TG_OP <> 'INSERT' THEN
              UPDATE grupos SET version_derechos = version_derechos + 1 WHERE id_grupo = OLD.id_grupo;
            END IF;
            IF TG_OP <> 'DELETE' THEN
              UPDATE grupos SET version_derechos = version_derechos + 1 WHERE id_grupo = NEW.id_grupo;
            END IF;
            RETURN NULL;
          END
          $$ LANGUAGE plpgsql`)
        yield* sql.unsafe(`CREATE TRIGGER derechos_grupo_version AFTER INSERT OR UPDATE OR DELETE ON derechos_grupo
          FOR EACH ROW EXECUTE FUNCTION derechos_grupo_version()`)
      }),
    orElse: () =>
      Effect.forEach(changes, (change) => {
        const groups = change === "INSERT" ? ["NEW"] : change === "DELETE" ? ["OLD"] : ["OLD", "NEW"]
        return sql.unsafe(`CREATE TRIGGER derechos_grupo_version_${change.toLowerCase()} AFTER ${change} ON derechos_grupo
          BEGIN
            ${groups.map((g) => `UPDATE grupos SET version_derechos = version_derechos + 1 WHERE id_grupo = ${g}.id_grupo;`).join("\n            ")}
          END`)
      }),
  })
})
