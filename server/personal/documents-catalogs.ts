import { documentCatalogNames } from "../../domain/personal/document-lookups"
import { addCatalogues, catalogQuery, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of the cartas laborales (GP210) and reconocimientos (GP100) forms: the active
// letter types with their class (the form suggests "Incluir salario" and warns by it) and the
// active recognition types. Fixed queries; ids are bound.

const own: Readonly<Record<string, CatalogEntry>> = {
  [documentCatalogNames.tiposCarta]: {
    keys: ["GP210", "GP050"],
    list: () => catalogQuery((sql) => sql`SELECT id_tipo_carta, n_tipo_carta, clase_carta FROM tipos_carta WHERE activo = '1' ORDER BY n_tipo_carta`),
    byColumn: {
      id_tipo_carta: (_, id) => catalogQuery((sql) => sql`SELECT id_tipo_carta, n_tipo_carta, clase_carta FROM tipos_carta WHERE id_tipo_carta = ${intId(id)}`),
    },
  },
  [documentCatalogNames.tiposReconocimiento]: {
    keys: ["GP100", "GP050"],
    list: () => catalogQuery((sql) => sql`SELECT id_tipo_reconocimiento, n_tipo_reconocimiento FROM tipos_reconocimiento WHERE activo = '1' ORDER BY n_tipo_reconocimiento`),
    byColumn: {
      id_tipo_reconocimiento: (_, id) =>
        catalogQuery((sql) => sql`SELECT id_tipo_reconocimiento, n_tipo_reconocimiento FROM tipos_reconocimiento WHERE id_tipo_reconocimiento = ${intId(id)}`),
    },
  },
}

/** The registry with the documents' lookups (an entry of the same name elsewhere keeps its query). */
export const withDocumentCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => addCatalogues(base, own)
