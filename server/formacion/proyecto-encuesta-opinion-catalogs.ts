import { catalogNames } from "../../domain/api/catalogs"
import { surveyCatalogNames } from "../../domain/formacion/proyecto-encuesta-opinion-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Proyecto encuesta de opinión (FOR310) and Reporte de encuestas (FOR650): the
// courses of the caller's centres not cancelled, the active opinion instruments, the surveys of
// the caller's centres; and the shared workplace selects the report filters by, readable with
// FOR650 too. Every query is fixed; ids are bound.

const surveyKey = "FOR310"
const reportKey = "FOR650"

const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol]

const courseColumns = "pf.id_proyecto, pf.n_curso, pf.id_empresa, pf.id_centro_trabajo"
const surveyColumns = "t.id_proyecto, pf.n_curso AS n_encuesta, pf.id_empresa, pf.id_centro_trabajo"

const own: Readonly<Record<string, CatalogEntry>> = {
  [surveyCatalogNames.cursos]: {
    keys: [surveyKey],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT ${sql.literal(courseColumns)} FROM proyectos_formacion pf
          WHERE pf.estado <> 'Cancelado' AND pf.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY pf.f_fin DESC, pf.id_proyecto DESC`,
      ),
    byColumn: {
      // A stored survey's course, whatever its state now (its label in the form).
      id_proyecto: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${sql.literal(courseColumns)} FROM proyectos_formacion pf
            WHERE pf.id_proyecto = ${intId(id)} AND pf.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
  [surveyCatalogNames.instrumentos]: {
    keys: [surveyKey],
    list: () => catalogQuery((sql) => sql`SELECT id_instrumento, n_instrumento FROM instrumentos_opinion WHERE activo = '1' ORDER BY n_instrumento, id_instrumento`),
    byColumn: {
      id_instrumento: (_, id) => catalogQuery((sql) => sql`SELECT id_instrumento, n_instrumento FROM instrumentos_opinion WHERE id_instrumento = ${String(id)}`),
    },
  },
  [surveyCatalogNames.encuestas]: {
    keys: [reportKey, surveyKey],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT ${sql.literal(surveyColumns)} FROM encuestas_opinion t JOIN proyectos_formacion pf ON pf.id_proyecto = t.id_proyecto_formacion
          WHERE pf.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY t.id_proyecto DESC`,
      ),
    byColumn: {
      id_proyecto: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${sql.literal(surveyColumns)} FROM encuestas_opinion t JOIN proyectos_formacion pf ON pf.id_proyecto = t.id_proyecto_formacion
            WHERE t.id_proyecto = ${intId(id)} AND pf.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
}

/** The registry with these pages' lookups: the shared workplace selects readable with FOR650 too, and their own. */
export const withOpinionSurveyCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [reportKey]), own)
