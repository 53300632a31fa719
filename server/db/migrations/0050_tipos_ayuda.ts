import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { foldSql } from "../../../domain/records/fold"

// Tipos de ayuda económica (domain/personal/tipos-ayuda.ts) and the documents each one
// asks for. `busqueda` is the folded text the list's `buscar` matches, kept by the database
// itself on every write (a stored generated column on both dialects), so a search over a large
// table reads one column instead of folding every row. On PostgreSQL a trigram index makes the
// `LIKE '%term%'` of that column an index scan.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const busqueda = sql.literal(`${foldSql("id_tipo_ayuda")} || ' ' || ${foldSql("n_tipo_ayuda")}`)
  yield* sql`CREATE TABLE tipos_ayuda (
    id_tipo_ayuda VARCHAR(10) PRIMARY KEY,
    n_tipo_ayuda VARCHAR(100) NOT NULL,
    detalle VARCHAR(500),
    monto_maximo NUMERIC(12, 2) NOT NULL CHECK (monto_maximo >= 0),
    requiere_comprobante CHAR(1) NOT NULL DEFAULT '0' CHECK (requiere_comprobante IN ('1', '0')),
    antiguedad_min_meses INTEGER NOT NULL CHECK (antiguedad_min_meses >= 0),
    max_por_anio INTEGER,
    vigente_desde DATE NOT NULL,
    correo_aviso VARCHAR(100),
    activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0')),
    busqueda VARCHAR(240) GENERATED ALWAYS AS (${busqueda}) STORED
  )`
  yield* sql`CREATE UNIQUE INDEX tipos_ayuda_clave_ci ON tipos_ayuda ((LOWER(id_tipo_ayuda)))`
  // Each sortable column with the key: the list's order and its deep pages come from the index.
  yield* sql`CREATE INDEX tipos_ayuda_descripcion ON tipos_ayuda (n_tipo_ayuda, id_tipo_ayuda)`
  yield* sql`CREATE INDEX tipos_ayuda_monto ON tipos_ayuda (monto_maximo, id_tipo_ayuda)`
  yield* sql`CREATE INDEX tipos_ayuda_vigencia ON tipos_ayuda (vigente_desde, id_tipo_ayuda)`
  yield* sql`CREATE TABLE tipos_ayuda_documentos (
    id_tipo_ayuda VARCHAR(10) NOT NULL REFERENCES tipos_ayuda (id_tipo_ayuda),
    orden INTEGER NOT NULL,
    n_documento VARCHAR(100) NOT NULL,
    obligatorio CHAR(1) NOT NULL DEFAULT '1' CHECK (obligatorio IN ('1', '0')),
    PRIMARY KEY (id_tipo_ayuda, orden)
  )`
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        // pg_trgm ships with PostgreSQL's contrib and is a trusted extension; where the server
        // lacks it the search still works, only as a scan.
        const available = yield* sql`SELECT 1 AS x FROM pg_available_extensions WHERE name = 'pg_trgm'`
        if (available.length === 0) return
        yield* sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`
        yield* sql`CREATE INDEX tipos_ayuda_busqueda ON tipos_ayuda USING gin (busqueda gin_trgm_ops)`
      }),
    // SQLite: an FTS5 trigram index over the same folded text, kept by triggers, finds the
    // rows that contain a term of three or more characters without reading the others.
    orElse: () =>
      Effect.gen(function* () {
        yield* sql`CREATE VIRTUAL TABLE tipos_ayuda_fts USING fts5(busqueda, content='tipos_ayuda', content_rowid='rowid', tokenize='trigram')`
        yield* sql`CREATE TRIGGER tipos_ayuda_fts_alta AFTER INSERT ON tipos_ayuda BEGIN
          INSERT INTO tipos_ayuda_fts (rowid, busqueda) VALUES (new.rowid, new.busqueda);
        END`
        yield* sql`CREATE TRIGGER tipos_ayuda_fts_baja AFTER DELETE ON tipos_ayuda BEGIN
          INSERT INTO tipos_ayuda_fts (tipos_ayuda_fts, rowid, busqueda) VALUES ('delete', old.rowid, old.busqueda);
        END`
        yield* sql`CREATE TRIGGER tipos_ayuda_fts_cambio AFTER UPDATE ON tipos_ayuda BEGIN
          INSERT INTO tipos_ayuda_fts (tipos_ayuda_fts, rowid, busqueda) VALUES ('delete', old.rowid, old.busqueda);
          INSERT INTO tipos_ayuda_fts (rowid, busqueda) VALUES (new.rowid, new.busqueda);
        END`
      }),
  })
})
