import { catalogNames } from "../../domain/api/catalogs"
import { dncSendCatalogNames } from "../../domain/clima-laboral/planes-accion-api"
import { holdsAny } from "../../domain/catalog"
import { capturingStates } from "../../domain/formacion/proyectos-dnc-vocabulary"
import type { Principal } from "../auth/principal"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { projectColumns } from "../formacion/revision-presupuesto-catalogs"
import { companyVisible } from "../records/queries"

// The lookups of CLI240's "Enviar a DNC": the DNC projects in capture of the caller's companies
// (none without FOR100, which the send asks too) and the departments of the caller's role.
// Fixed queries; ids are bound.

/** Without FOR100 the lookups answer nothing (a fixed condition, not the caller's input). */
const formacionGate = (caller: Principal) => (holdsAny(caller.keys, ["FOR100"]) ? "1 = 1" : "1 = 0")

const own: Readonly<Record<string, CatalogEntry>> = {
  [dncSendCatalogNames.proyectosDnc]: {
    keys: ["CLI240"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT ${sql.literal(projectColumns)} FROM proyectos_dnc d
          WHERE ${sql.literal(formacionGate(caller))} AND ${sql.in("d.estado", capturingStates)} AND ${companyVisible(sql, sql.literal("d.id_empresa"), caller.id_rol)}
          ORDER BY d.anio DESC, d.n_proyecto, d.id_proyecto_dnc`,
      ),
    byColumn: {
      id_proyecto_dnc: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${sql.literal(projectColumns)} FROM proyectos_dnc d
            WHERE d.id_proyecto_dnc = ${intId(id)} AND ${sql.literal(formacionGate(caller))}
              AND ${companyVisible(sql, sql.literal("d.id_empresa"), caller.id_rol)}`,
        ),
    },
  },
}

export const withClimateActionCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, [catalogNames.departamentosDelRol], ["CLI240"]), own)
