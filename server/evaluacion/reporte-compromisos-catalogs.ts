import { catalogNames } from "../../domain/api/catalogs"
import { commitmentCatalogNames } from "../../domain/evaluacion/reporte-compromisos-api"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { companyVisible } from "../records/queries"

// The lookups of the feedback pages (EVA370/EVA375) and the commitments report (EVA380): the
// caller's companies, centres and departments readable with their keys too, and the published
// evaluation cycles of the caller's companies, newest first. Every query is fixed; ids are bound.

const keys = ["EVA370", "EVA375", "EVA380"]
const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol]

const own: Readonly<Record<string, CatalogEntry>> = {
  [commitmentCatalogNames.proyectos]: {
    keys: ["EVA380"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT p.id_proyecto, p.id_empresa, p.n_proyecto FROM eva_proyectos p
          WHERE p.estado <> 'Borrador' AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)} ORDER BY p.id_proyecto DESC`,
      ),
    byColumn: {
      id_proyecto: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT p.id_proyecto, p.id_empresa, p.n_proyecto FROM eva_proyectos p
            WHERE p.id_proyecto = ${intId(id)} AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}`,
        ),
    },
  },
}

export const withFeedbackCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, keys), own)
