import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import type { CatalogRow } from "../../domain/api/catalogs"
import { documentCatalogNames } from "../../domain/personal/document-lookups"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of the cartas laborales (GP210) and reconocimientos (GP100) forms: the active
// letter types with their class (the form suggests "Incluir salario" and warns by it) and the
// active recognition types. Fixed queries; ids are bound.

type Rows = Effect.Effect<ReadonlyArray<CatalogRow>, SqlError, SqlClient.SqlClient>
const query = (build: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<CatalogRow>, SqlError>): Rows => Effect.flatMap(SqlClient.SqlClient, build)
const asInt = (id: string | number): number => (typeof id === "number" ? id : /^\d{1,9}$/.test(id) ? Number(id) : -1)

const own: Readonly<Record<string, CatalogEntry>> = {
  [documentCatalogNames.tiposCarta]: {
    keys: ["GP210", "GP050"],
    list: () => query((sql) => sql`SELECT id_tipo_carta, n_tipo_carta, clase_carta FROM tipos_carta WHERE activo = '1' ORDER BY n_tipo_carta`),
    byColumn: {
      id_tipo_carta: (_, id) => query((sql) => sql`SELECT id_tipo_carta, n_tipo_carta, clase_carta FROM tipos_carta WHERE id_tipo_carta = ${asInt(id)}`),
    },
  },
  [documentCatalogNames.tiposReconocimiento]: {
    keys: ["GP100", "GP050"],
    list: () => query((sql) => sql`SELECT id_tipo_reconocimiento, n_tipo_reconocimiento FROM tipos_reconocimiento WHERE activo = '1' ORDER BY n_tipo_reconocimiento`),
    byColumn: {
      id_tipo_reconocimiento: (_, id) =>
        query((sql) => sql`SELECT id_tipo_reconocimiento, n_tipo_reconocimiento FROM tipos_reconocimiento WHERE id_tipo_reconocimiento = ${asInt(id)}`),
    },
  },
}

/** The registry with the documents' lookups (an entry of the same name elsewhere keeps its query). */
export const withDocumentCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => {
  const out: Record<string, CatalogEntry> = { ...base }
  for (const [name, entry] of Object.entries(own)) {
    const existing = out[name]
    out[name] = existing === undefined ? entry : { ...existing, keys: [...new Set([...existing.keys, ...entry.keys])] }
  }
  return out
}
