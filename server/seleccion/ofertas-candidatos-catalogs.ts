import type { SqlClient } from "@effect/sql"
import type { CatalogRow } from "../../domain/api/catalogs"
import { contractCatalogNames } from "../../domain/contratos/gestion-contratos-lookups"
import { offerCatalogNames } from "../../domain/seleccion/ofertas-candidatos-lookups"
import type { Principal } from "../auth/principal"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { fullNameSql } from "../records/person-name"

// The lookups of Ofertas a candidatos (SEL360): the active CON100 contract types readable with
// its key too, the assignments a new offer may name (of the caller's centres; the candidate not
// discarded nor hired, the vacancy open), and the active offer templates. Every query is fixed;
// ids are bound.

const key = "SEL360"

const shared: ReadonlyArray<string> = [contractCatalogNames.tiposContratoActivos]

const assignmentColumns = `a.id_asignacion, ${fullNameSql("c")} || ' · ' || v.titulo AS n_asignacion`
const assignmentFrom = `sel_asignaciones a
  JOIN candidatos c ON c.id_candidato = a.id_candidato
  JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual
  JOIN vacantes v ON v.id_vacante = a.id_vacante
  JOIN requisiciones r ON r.id_requisicion = v.id_requisicion`

const assignments = (sql: SqlClient.SqlClient, caller: Principal, id: number | null) =>
  sql<CatalogRow>`SELECT ${sql.literal(assignmentColumns)} FROM ${sql.literal(assignmentFrom)}
    WHERE r.id_centro_trabajo IN (${visibleCentres(sql, caller)})
      AND ${id === null ? sql`e.tipo NOT IN ('Descartado', 'Contratado') AND c.estado NOT IN ('Descartado', 'Contratado') AND v.estado IN ('Abierta', 'En pausa')` : sql`a.id_asignacion = ${id}`}
    ORDER BY n_asignacion, a.id_asignacion`

const own: Readonly<Record<string, CatalogEntry>> = {
  [offerCatalogNames.asignacionesOfertables]: {
    keys: [key],
    list: (caller) => catalogQuery((sql) => assignments(sql, caller, null)),
    // A stored offer's assignment, whatever became of it since (its label in the form).
    byColumn: { id_asignacion: (caller, id) => catalogQuery((sql) => assignments(sql, caller, intId(id))) },
  },
  [offerCatalogNames.plantillasOferta]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT id_plantilla, n_plantilla FROM sel_plantillas_oferta WHERE activo = '1' ORDER BY n_plantilla, id_plantilla`),
    byColumn: { id_plantilla: (_, id) => catalogQuery((sql) => sql`SELECT id_plantilla, n_plantilla FROM sel_plantillas_oferta WHERE id_plantilla = ${intId(id)}`) },
  },
}

/** The registry with this page's lookups: the shared ones readable with SEL360, and its own. */
export const withOfferCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
