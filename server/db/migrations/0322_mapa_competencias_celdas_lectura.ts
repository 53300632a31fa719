import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The heat map (COM350) reads the kept cells of one grouping and type (0319). The key leads with
// the grouping and the centre, so that read walked every type's cells of the grouping: at half a
// million people on PostgreSQL a bitmap of the whole grouping, three times the cells it kept. An
// index by grouping, type, row and competency reads only the map's own, in its rows' order.
// On PostgreSQL `suma` was NUMERIC: exact, but each sum and each value sent as text took its
// arbitrary-precision arithmetic (a sum over 28,000 cells 49 ms against 17 as DOUBLE PRECISION
// at 50,000 people). The map rounds each average to hundredths, and on SQLite the column already
// holds doubles.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () => sql`ALTER TABLE mapa_competencias_celdas ALTER COLUMN suma TYPE DOUBLE PRECISION`,
    orElse: () => Effect.void,
  })
  yield* sql`CREATE INDEX mapa_competencias_celdas_mapa ON mapa_competencias_celdas (agrupacion, tipo, clave, id_competencia)`
  yield* sql.onDialectOrElse({ pg: () => sql`ANALYZE mapa_competencias_celdas`, orElse: () => Effect.void })
})
