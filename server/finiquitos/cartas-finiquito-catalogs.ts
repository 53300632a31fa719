import { catalogNames } from "../../domain/api/catalogs"
import { letterCatalogNames } from "../../domain/finiquitos/cartas-finiquito-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { fullNameSql } from "../records/person-name"

// The lookups of Cartas finiquito (FIN200): the shared selects it reads (the active employees of
// the caller's centres, for the representative; the caller's companies, for the filter) readable
// with its key too, and the finiquitos a letter may name: Autorizado or Pagado, of people in the
// caller's centres, labelled by folio and name. A stored letter's finiquito reads in any state.

const key = "FIN200"

const shared: ReadonlyArray<string> = [catalogNames.empleadosActivos, catalogNames.empresasDelRol]

const label = `f.folio || ' - ' || ${fullNameSql("e")}`

const own: Readonly<Record<string, CatalogEntry>> = {
  [letterCatalogNames.finiquitosParaCarta]: {
    keys: [key],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT f.id_finiquito, ${sql.literal(label)} AS n_finiquito, f.causa, f.neto FROM finiquitos f JOIN empleados e ON e.id_empleado = f.id_empleado
          WHERE f.estado IN ('Autorizado', 'Pagado') AND e.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY f.id_finiquito DESC`,
      ),
    byColumn: {
      id_finiquito: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT f.id_finiquito, ${sql.literal(label)} AS n_finiquito, f.causa, f.neto FROM finiquitos f JOIN empleados e ON e.id_empleado = f.id_empleado
            WHERE f.id_finiquito = ${intId(id)} AND e.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
}

/** The registry with this page's lookups: the shared ones readable with its key, and its own. */
export const withSettlementLetterCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
