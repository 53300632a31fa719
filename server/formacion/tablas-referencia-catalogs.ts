import { catalogNames } from "../../domain/api/catalogs"
import { formationCatalogNames } from "../../domain/formacion/tablas-referencia-lookups"
import { addCatalogues, catalogQuery, grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Formación's reference tables (FOR050): the shared selects they read (the
// caller's work centres for a sede, the active collaborators of their centres for an instructor)
// readable with its key too, its own active agentes capacitadores, and the CNO's subáreas a puesto
// (ORG500) names. Every query is fixed; ids are bound.

const key = "FOR050"

const shared: ReadonlyArray<string> = [catalogNames.centrosDelRol, catalogNames.empleadosActivos]

/** A subárea's clave and name together, as the DC-3 prints it: "01.1 Agricultura y silvicultura". */
const occupationColumns = "id_ocupacion_cno, id_ocupacion_cno || ' ' || n_ocupacion_cno AS n_ocupacion_cno"

const own: Readonly<Record<string, CatalogEntry>> = {
  [formationCatalogNames.agentesCapacitadores]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT id_agente, n_agente FROM agentes_capacitadores WHERE activo = '1' ORDER BY n_agente, id_agente`),
    byColumn: {
      // The stored instructor's agent, active or not (its label in the form).
      id_agente: (_, id) => catalogQuery((sql) => sql`SELECT id_agente, n_agente FROM agentes_capacitadores WHERE id_agente = ${String(id)}`),
    },
  },
  [formationCatalogNames.ocupacionesCno]: {
    keys: ["ORG500", key],
    list: () => catalogQuery((sql) => sql`SELECT ${sql.literal(occupationColumns)} FROM ocupaciones_cno ORDER BY id_ocupacion_cno`),
    byColumn: {
      id_ocupacion_cno: (_, id) => catalogQuery((sql) => sql`SELECT ${sql.literal(occupationColumns)} FROM ocupaciones_cno WHERE id_ocupacion_cno = ${String(id)}`),
    },
  },
}

/** The registry with these pages' lookups: the shared ones readable with FOR050 too, and their own. */
export const withFormationCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
