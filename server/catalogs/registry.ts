import { catalogNames, mainConnection } from "../../domain/api/catalogs"
import type { Principal } from "../auth/principal"
import { employeeName } from "../organizacion/centros-trabajo"
import { type CatalogRows, catalogQuery, intId, visibleCentres } from "./area-catalogues"
import { companyVisible } from "../records/queries"
import { withCandidateCatalogues } from "../personal/candidatos-catalogs"
import { withPersonalCatalogues } from "../personal/gestion-personal-catalogs"
import { withPersonalRecordCatalogues } from "../personal/record-catalogs"
import { withContractCatalogues } from "../contratos/gestion-contratos-catalogs"
import { withFollowUpCatalogues } from "../contratos/seguimientos-contratos-catalogs"
import { withExpiringContractCatalogues } from "../contratos/contratos-vencer-catalogs"
import { withContractReportCatalogues } from "../contratos/reporte-contratos-catalogs"
import { withComplianceReportCatalogues } from "../contratos/reporte-cumplimiento-catalogs"
import { withSettlementLetterCatalogues } from "../finiquitos/cartas-finiquito-catalogs"
import { withDocumentCatalogues } from "../personal/documents-catalogs"
import { withFormationCatalogues } from "../formacion/tablas-referencia-catalogs"
import { withCourseCatalogues } from "../formacion/proyectos-formacion-catalogs"
import { withDncCatalogues } from "../formacion/proyectos-dnc-catalogs"
import { withTrainingBudgetCatalogues } from "../formacion/revision-presupuesto-catalogs"
import { withRequisitionCatalogues } from "../seleccion/requisiciones-colaboradores-catalogs"
import { withVacancyCatalogues } from "../seleccion/vacantes-catalogs"
import { withPipelineCatalogues } from "../seleccion/asignacion-candidatos-catalogs"
import { withCandidateRecordCatalogues } from "../seleccion/gestion-candidatos-catalogs"
import { withOpinionSurveyCatalogues } from "../formacion/proyecto-encuesta-opinion-catalogs"
import { withBestPracticeCatalogues } from "../formacion/mejores-practicas-catalogs"
import { withTrainingReportCatalogues } from "../formacion/reportes-catalogs"
import { withOfferCatalogues } from "../seleccion/ofertas-candidatos-catalogs"
import { withOfferPreHireCatalogues } from "../seleccion/pre-alta-candidatos-catalogs"
import { withFollowUpReportCatalogues } from "../seleccion/reporte-seguimiento-catalogs"
import { withClimateReportCatalogues } from "../clima-laboral/reporte-calificaciones-catalogs"
import { withClimateActionCatalogues } from "../clima-laboral/planes-accion-catalogs"
import { withSurveyCatalogues } from "../evaluacion/encuestas-catalogs"
import { withEvaluationProjectCatalogues } from "../evaluacion/proyectos-catalogs"
import { withObjectiveEvaluationCatalogues } from "../evaluacion/evaluaciones-objetivos-catalogs"
import { withInterviewCatalogues } from "../seleccion/entrevistas-catalogs"
import { withConcentradoCatalogues } from "../evaluacion/reporte-concentrado-evaluaciones-catalogs"
import { withFeedbackCatalogues } from "../evaluacion/reporte-compromisos-catalogs"
import { withObjectiveCatalogues } from "../evaluacion/objetivos-catalogs"
import { withGradeReportCatalogues } from "../evaluacion/reportes-calificaciones-catalogs"
import { withObjectivesReportCatalogues } from "../evaluacion/reportes-objetivos-catalogs"

// The allowlist of the generic lookups: catalogue name -> the keys that may read it and a
// fixed query. A lookup is allowed to a user holding any key of a page that uses it. `byColumn`
// names the columns get-registro-by-id may match on, each with its own fixed query: the client's
// `columnId` only chooses among them and its `id` is always a bound parameter.
//
// To add a catalogue: one entry below (name in domain/api/catalogs.ts if the SPA needs it).

export interface CatalogEntry {
  readonly keys: ReadonlyArray<string>
  readonly list: (caller: Principal) => CatalogRows
  readonly byColumn: Readonly<Record<string, (caller: Principal, id: string | number) => CatalogRows>>
}

/**
 * A small catalogue the same for every role: its active rows (all rows when it has no `activo`,
 * as the SAT's), by a fixed order. Every name is a constant of the entries below.
 */
const simpleCatalogue = (keys: ReadonlyArray<string>, table: string, id: string, name: string, order: string, noActive = false): CatalogEntry => {
  const where = noActive ? "1=1" : "activo = '1'"
  return {
    keys,
    list: () => catalogQuery((sql) => sql`SELECT ${sql.literal(`${id}, ${name}`)} FROM ${sql.literal(table)} WHERE ${sql.literal(where)} ORDER BY ${sql.literal(order)}`),
    byColumn: {
      // Only the SAT's riesgos have text keys (noActive marks them); the others are integers.
      [id]: (_, value) =>
        catalogQuery((sql) => sql`SELECT ${sql.literal(`${id}, ${name}`)} FROM ${sql.literal(table)} WHERE ${sql.literal(id)} = ${table === "riesgos_puesto" ? String(value) : intId(value)}`),
    },
  }
}

/**
 * A place of an address under its parent place (an estado in its país, a ciudad in its estado):
 * all of them by name, those of one parent by name, or one. Every name is a constant below.
 */
const placeCatalogue = (table: string, id: string, parent: string, name: string): CatalogEntry => {
  const columns = `${id}, ${parent}, ${name}`
  return {
    keys: ["ORG050", "ORG200", "ORG300"],
    list: () => catalogQuery((sql) => sql`SELECT ${sql.literal(columns)} FROM ${sql.literal(table)} ORDER BY ${sql.literal(name)}`),
    byColumn: {
      [parent]: (_, value) =>
        catalogQuery((sql) => sql`SELECT ${sql.literal(columns)} FROM ${sql.literal(table)} WHERE ${sql.literal(parent)} = ${intId(value)} ORDER BY ${sql.literal(name)}`),
      [id]: (_, value) => catalogQuery((sql) => sql`SELECT ${sql.literal(columns)} FROM ${sql.literal(table)} WHERE ${sql.literal(id)} = ${intId(value)}`),
    },
  }
}

/** The active competencies of one type ('O', 'T', 'P'), for the job profile's three tabs. */
const competencyCatalogue = (tipo: "O" | "T" | "P"): CatalogEntry => ({
  keys: ["ORG500", "COM250"],
  list: () => catalogQuery((sql) => sql`SELECT id_competencia, n_competencia FROM competencias WHERE tipo = ${tipo} AND activo = '1' ORDER BY n_competencia`),
  byColumn: {
    id_competencia: (_, id) => catalogQuery((sql) => sql`SELECT id_competencia, n_competencia FROM competencias WHERE tipo = ${tipo} AND id_competencia = ${intId(id)}`),
  },
})

const baseRegistry: Readonly<Record<string, CatalogEntry>> = {
  [catalogNames.grupos]: {
    keys: ["SIS150", "SIS250"],
    list: () => catalogQuery((sql) => sql`SELECT id_grupo, n_grupo FROM grupos ORDER BY id_grupo`),
    byColumn: { id_grupo: (_, id) => catalogQuery((sql) => sql`SELECT id_grupo, n_grupo FROM grupos WHERE id_grupo = ${String(id)}`) },
  },
  [catalogNames.roles]: {
    keys: ["SIS200", "SIS250"],
    list: () => catalogQuery((sql) => sql`SELECT id_rol, n_rol FROM roles ORDER BY id_rol`),
    byColumn: { id_rol: (_, id) => catalogQuery((sql) => sql`SELECT id_rol, n_rol FROM roles WHERE id_rol = ${String(id)}`) },
  },
  [catalogNames.empresas]: {
    keys: ["SIS200", "SIS250", "SIS903"],
    list: () => catalogQuery((sql) => sql`SELECT id_empresa, n_empresa FROM empresas ORDER BY n_empresa`),
    byColumn: {
      id_empresa: (_, id) => catalogQuery((sql) => sql`SELECT id_empresa, n_empresa FROM empresas WHERE id_empresa = ${intId(id)}`),
    },
  },
  [catalogNames.centrosTrabajo]: {
    keys: ["SIS200"],
    list: () =>
      catalogQuery((sql) => sql`SELECT id_empresa, id_centro_trabajo, n_centro_trabajo FROM centros_trabajo ORDER BY id_empresa, id_centro_trabajo`),
    byColumn: {
      id_empresa: (_, id) =>
        catalogQuery(
          (sql) =>
            sql`SELECT id_empresa, id_centro_trabajo, n_centro_trabajo FROM centros_trabajo WHERE id_empresa = ${intId(id)} ORDER BY id_centro_trabajo`,
        ),
      id_centro_trabajo: (_, id) =>
        catalogQuery(
          (sql) =>
            sql`SELECT id_empresa, id_centro_trabajo, n_centro_trabajo FROM centros_trabajo WHERE id_centro_trabajo = ${intId(id)}`,
        ),
    },
  },
  // Places of the fiscal address of companies (and of the reference tables that keep them); the
  // lists are small and the same for every role.
  [catalogNames.paises]: {
    keys: ["ORG050", "ORG200", "ORG300"],
    list: () => catalogQuery((sql) => sql`SELECT id_pais, n_pais FROM paises ORDER BY n_pais`),
    byColumn: { id_pais: (_, id) => catalogQuery((sql) => sql`SELECT id_pais, n_pais FROM paises WHERE id_pais = ${intId(id)}`) },
  },
  [catalogNames.estados]: placeCatalogue("estados", "id_estado", "id_pais", "n_estado"),
  [catalogNames.ciudades]: placeCatalogue("ciudades", "id_ciudad", "id_estado", "n_ciudad"),
  tipos_responsabilidad: {
    keys: ["SIS100", "SIS901", "ORG400"],
    list: () => catalogQuery((sql) => sql`SELECT id_tipo_resp, n_tipo_resp FROM tipos_responsabilidad ORDER BY n_tipo_resp`),
    byColumn: { id_tipo_resp: (_, id) => catalogQuery((sql) => sql`SELECT id_tipo_resp, n_tipo_resp FROM tipos_responsabilidad WHERE id_tipo_resp = ${intId(id)}`) },
  },
  ss_correo: {
    keys: ["SIS100", "SIS900"],
    list: () => catalogQuery((sql) => sql`SELECT id_cuenta, n_cuenta FROM ss_correo ORDER BY id_cuenta`),
    byColumn: { id_cuenta: (_, id) => catalogQuery((sql) => sql`SELECT id_cuenta, n_cuenta FROM ss_correo WHERE id_cuenta = ${String(id)}`) },
  },
  // The active-employee pickers read the employee record (GP100) itself: active is its
  // activo '1', the name its three name columns, and num_empleado (the number the pickers show)
  // comes along. The catalogue keeps its SPEC name, vt_lista_empleados, which the SPA sends;
  // the view of that name is left to the report (SPEC 3.7), which still reads it.
  [catalogNames.empleadosActivos]: {
    keys: ["SIS250", "SIS903", "ORG300", "ORG400"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT e.id_empleado, ${sql.literal(employeeName("e"))} AS n_empleado, e.num_empleado FROM empleados e
          WHERE e.activo = '1' AND e.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY e.id_empleado`,
      ),
    byColumn: {
      id_empleado: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT e.id_empleado, ${sql.literal(employeeName("e"))} AS n_empleado, e.num_empleado FROM empleados e
            WHERE e.id_empleado = ${intId(id)} AND e.activo = '1' AND e.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
  // FIN100's person: whoever has a baja recorded (still active until that day, or gone), in the
  // caller's centres; a finiquito settles people who leave.
  [catalogNames.empleadosConBaja]: {
    keys: ["FIN100"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT e.id_empleado, ${sql.literal(employeeName("e"))} AS n_empleado, e.num_empleado FROM empleados e
          WHERE e.f_baja IS NOT NULL AND e.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY e.id_empleado`,
      ),
    byColumn: {
      id_empleado: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT e.id_empleado, ${sql.literal(employeeName("e"))} AS n_empleado, e.num_empleado FROM empleados e
            WHERE e.id_empleado = ${intId(id)} AND e.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
  // The organisation pages' selects: only the work centres and departments the caller's role
  // grants, so a centre's or department's form never lists another role's workplaces.
  [catalogNames.centrosDelRol]: {
    keys: ["ORG300", "ORG400", "ORG500", "ORG550", "ORG555"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT id_empresa, id_centro_trabajo, n_centro_trabajo FROM centros_trabajo
          WHERE id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY n_centro_trabajo, id_centro_trabajo`,
      ),
    byColumn: {
      id_empresa: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT id_empresa, id_centro_trabajo, n_centro_trabajo FROM centros_trabajo
            WHERE id_empresa = ${intId(id)} AND id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY n_centro_trabajo, id_centro_trabajo`,
        ),
      id_centro_trabajo: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT id_empresa, id_centro_trabajo, n_centro_trabajo FROM centros_trabajo
            WHERE id_centro_trabajo = ${intId(id)} AND id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
  [catalogNames.departamentosDelRol]: {
    keys: ["ORG400", "ORG500", "ORG550", "ORG555"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT id_empresa, id_centro_trabajo, id_depto, n_depto FROM departamentos
          WHERE id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY n_depto, id_depto`,
      ),
    byColumn: {
      id_empresa: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT id_empresa, id_centro_trabajo, id_depto, n_depto FROM departamentos
            WHERE id_empresa = ${intId(id)} AND id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY n_depto, id_depto`,
        ),
      id_centro_trabajo: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT id_empresa, id_centro_trabajo, id_depto, n_depto FROM departamentos
            WHERE id_centro_trabajo = ${intId(id)} AND id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY n_depto, id_depto`,
        ),
      id_depto: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT id_empresa, id_centro_trabajo, id_depto, n_depto FROM departamentos
            WHERE id_depto = ${intId(id)} AND id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
  // The organisation pages' company select and filter: the caller's companies, by the rule the
  // Empresas list uses (a granted centre, or created by the role and still without centres).
  // The job profile's selects (Gestionar puestos). Small catalogues the same for every role,
  // except the puestos, which are those of the caller's companies.
  [catalogNames.nivelesPuesto]: simpleCatalogue(["ORG500", "FOR090", "COM200"], "niveles_puesto", "id_nivel_puesto", "n_nivel_puesto", "orden, n_nivel_puesto"),
  [catalogNames.riesgosPuesto]: simpleCatalogue(["ORG500"], "riesgos_puesto", "id_riesgo", "n_riesgo", "id_riesgo", true),
  [catalogNames.escolaridades]: simpleCatalogue(["ORG500", "ORG050"], "escolaridades", "id_escolaridad", "n_escolaridad", "id_escolaridad"),
  [catalogNames.idiomas]: simpleCatalogue(["ORG500", "ORG050"], "idiomas", "id_idioma", "n_idioma", "n_idioma"),
  [catalogNames.software]: simpleCatalogue(["ORG500", "ORG050"], "software", "id_software", "n_software", "n_software"),
  [catalogNames.nivelesCompetencia]: simpleCatalogue(["ORG500", "COM050", "COM100", "COM150", "COM200", "COM250", "COM300"], "niveles_competencia", "id_nivel", "n_nivel", "valor", true),
  // The técnicas' family (Competencias técnicas, COM150).
  [catalogNames.areasCompetencia]: simpleCatalogue(["COM150"], "cat_areas", "id_area", "n_area", "n_area", true),
  [catalogNames.competenciasOrganizacionales]: competencyCatalogue("O"),
  [catalogNames.competenciasTecnicas]: competencyCatalogue("T"),
  [catalogNames.competenciasOperativas]: competencyCatalogue("P"),
  [catalogNames.puestosDelRol]: {
    keys: ["ORG500", "ORG550", "ORG555", "COM250"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT p.id_empresa, p.id_puesto, p.n_puesto FROM puestos p
          WHERE p.activo = '1' AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)} ORDER BY p.n_puesto, p.id_puesto`,
      ),
    byColumn: {
      id_empresa: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT p.id_empresa, p.id_puesto, p.n_puesto FROM puestos p
            WHERE p.id_empresa = ${intId(id)} AND p.activo = '1' AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}
            ORDER BY p.n_puesto, p.id_puesto`,
        ),
    },
  },
  [catalogNames.empresasDelRol]: {
    keys: ["ORG200", "ORG300", "ORG400", "ORG500", "ORG550", "ORG555", "COM250"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT em.id_empresa, em.n_empresa FROM empresas em
          WHERE ${companyVisible(sql, sql.literal("em.id_empresa"), caller.id_rol)} ORDER BY em.n_empresa, em.id_empresa`,
      ),
    byColumn: {
      id_empresa: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT em.id_empresa, em.n_empresa FROM empresas em
            WHERE em.id_empresa = ${intId(id)} AND ${companyVisible(sql, sql.literal("em.id_empresa"), caller.id_rol)}`,
        ),
    },
  },
}

// Gestión de personal adds its lookups and reads the organisation's (server/personal/gestion-personal-catalogs.ts).
// Each area's lookups are added by one function, one per line so that areas added at once merge.
const areaCatalogues: ReadonlyArray<(registry: Readonly<Record<string, CatalogEntry>>) => Readonly<Record<string, CatalogEntry>>> = [
  withPersonalCatalogues,
  withDocumentCatalogues,
  withCandidateCatalogues,
  withPersonalRecordCatalogues,
  withContractCatalogues,
  withFollowUpCatalogues,
  withExpiringContractCatalogues,
  withContractReportCatalogues,
  withComplianceReportCatalogues,
  withSettlementLetterCatalogues,
  withFormationCatalogues,
  withCourseCatalogues,
  withDncCatalogues,
  withTrainingBudgetCatalogues,
  withOpinionSurveyCatalogues,
  withBestPracticeCatalogues,
  // After FOR150's: it grants the DNC projects' lookup that one adds.
  withTrainingReportCatalogues,
  withClimateReportCatalogues,
  withClimateActionCatalogues,
  withSurveyCatalogues,
  withEvaluationProjectCatalogues,
  withObjectiveEvaluationCatalogues,
  withInterviewCatalogues,
  withObjectiveCatalogues,
  withGradeReportCatalogues,
  withObjectivesReportCatalogues,
  withConcentradoCatalogues,
  withFeedbackCatalogues,
  withRequisitionCatalogues,
  withVacancyCatalogues,
  withPipelineCatalogues,
  withCandidateRecordCatalogues,
  withOfferCatalogues,
  withOfferPreHireCatalogues,
  withFollowUpReportCatalogues,
]
export const catalogRegistry: Readonly<Record<string, CatalogEntry>> = areaCatalogues.reduce((registry, add) => add(registry), baseRegistry)

/** Connections a lookup may name; only the main HR database exists in this product. */
export const knownConnections: ReadonlyArray<string> = [mainConnection]
