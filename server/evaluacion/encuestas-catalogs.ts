import { competencyCatalogueName } from "../../domain/evaluacion/encuestas"
import { addCatalogues, catalogQuery, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookup of EVA100's questions: the active competencies of the three catalogues (COM100
// organizacionales, COM150 técnicas, COM200 operativas), each named with its type, since a
// question may link any of them. A stored question's competency is found by its id even when it
// was deactivated since, so the form still names it. Fixed queries; the id is bound.

const label = `c.n_competencia || ' (' || CASE c.tipo WHEN 'O' THEN 'Organizacional' WHEN 'T' THEN 'Técnica' ELSE 'Operativa' END || ')'`

const own: Readonly<Record<string, CatalogEntry>> = {
  [competencyCatalogueName]: {
    keys: ["EVA100"],
    list: () =>
      catalogQuery(
        (sql) => sql`SELECT c.id_competencia, ${sql.literal(label)} AS n_competencia FROM competencias c WHERE c.activo = '1' ORDER BY c.tipo, c.n_competencia, c.id_competencia`,
      ),
    byColumn: {
      id_competencia: (_, id) =>
        catalogQuery((sql) => sql`SELECT c.id_competencia, ${sql.literal(label)} AS n_competencia FROM competencias c WHERE c.id_competencia = ${intId(id)}`),
    },
  },
}

export const withSurveyCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => addCatalogues(base, own)
