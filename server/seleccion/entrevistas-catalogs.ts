import { catalogNames } from "../../domain/api/catalogs"
import { interviewCatalogNames } from "../../domain/seleccion/entrevistas-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { fullNameSql } from "../records/person-name"

// The lookups of Entrevistas and Competencias de candidatos (both guarded by SEL250): the
// candidates in process in the vacancies of the caller's centres, those vacancies, every active
// competency for a scorecard row, and the shared selects they read (the active collaborators of
// the caller's centres as interviewers, the competency levels) readable with SEL250 too. Every
// query is fixed; ids are bound.

const key = "SEL250"

const shared: ReadonlyArray<string> = [catalogNames.empleadosActivos, catalogNames.nivelesCompetencia]

/** A vacancy as the selects name it: "Título (folio)"; `v` vacantes, `r` requisiciones. */
export const vacancyNameSql = "v.titulo || ' (' || r.folio || ')'"

const assignmentColumns = `a.id_asignacion, ${fullNameSql("c")} || ' · ' || ${vacancyNameSql} AS n_asignacion, a.id_vacante`
const assignmentFrom = `sel_asignaciones a
  JOIN candidatos c ON c.id_candidato = a.id_candidato
  JOIN vacantes v ON v.id_vacante = a.id_vacante
  JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
  JOIN sel_procesos_etapas et ON et.id_etapa = a.id_etapa_actual`

const own: Readonly<Record<string, CatalogEntry>> = {
  [interviewCatalogNames.asignaciones]: {
    keys: [key],
    // Only candidates still in process: neither discarded nor hired, in a vacancy not closed.
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT ${sql.literal(assignmentColumns)} FROM ${sql.literal(assignmentFrom)}
          WHERE et.tipo NOT IN ('Descartado', 'Contratado') AND v.estado IN ('Abierta', 'En pausa')
            AND r.id_centro_trabajo IN (${visibleCentres(sql, caller)})
          ORDER BY v.titulo, c.apellido_paterno, c.nombre, a.id_asignacion`,
      ),
    byColumn: {
      // A stored interview's assignment, whatever its stage now (its label in the form).
      id_asignacion: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${sql.literal(assignmentColumns)} FROM ${sql.literal(assignmentFrom)}
            WHERE a.id_asignacion = ${intId(id)} AND r.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
  [interviewCatalogNames.vacantes]: {
    keys: [key],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT v.id_vacante, ${sql.literal(vacancyNameSql)} AS n_vacante, v.estado FROM vacantes v
          JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
          WHERE r.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY v.titulo, v.id_vacante`,
      ),
    byColumn: {
      id_vacante: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT v.id_vacante, ${sql.literal(vacancyNameSql)} AS n_vacante, v.estado FROM vacantes v
            JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
            WHERE v.id_vacante = ${intId(id)} AND r.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
  [interviewCatalogNames.competencias]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT id_competencia, n_competencia, tipo FROM competencias WHERE activo = '1' ORDER BY n_competencia, id_competencia`),
    byColumn: {
      // A stored row's competency, active or not.
      id_competencia: (_, id) => catalogQuery((sql) => sql`SELECT id_competencia, n_competencia, tipo FROM competencias WHERE id_competencia = ${intId(id)}`),
    },
  },
}

/** The registry with these pages' lookups: the shared ones readable with SEL250 too, and their own. */
export const withInterviewCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
