import formacionCatalogos from "../db/migrations/0235_formacion_catalogos"
import agentesInstructores from "../db/migrations/0236_agentes_instructores"
import catalogosDc3 from "../db/migrations/0237_catalogos_dc3"
import nivelesPuestoFormacion from "../db/migrations/0238_niveles_puesto_formacion"
import puestosOcupacionCno from "../db/migrations/0239_puestos_ocupacion_cno"
import proyectosDnc from "../db/migrations/0240_proyectos_dnc"
import proyectosFormacion from "../db/migrations/0245_proyectos_formacion"
import asistenciasFormacion from "../db/migrations/0246_asistencias_formacion"
import proyectosFormacionDnc from "../db/migrations/0250_proyectos_formacion_dnc"
import presupuestosFormacion from "../db/migrations/0255_presupuestos_formacion"
import constanciasDc3 from "../db/migrations/0260_constancias_dc3"
import empresasComisionMixta from "../db/migrations/0261_empresas_comision_mixta"
import encuestasOpinion from "../db/migrations/0265_encuestas_opinion"
import mejoresPracticas from "../db/migrations/0266_mejores_practicas"
import formacionReportes from "../db/migrations/0270_formacion_reportes"
import constanciasDc3Hechos from "../db/migrations/0298_constancias_dc3_hechos"
import formacionReportesEscala from "../db/migrations/0295_formacion_reportes_escala"
import encuestasOpinionSecciones from "../db/migrations/0299_encuestas_opinion_secciones"
import { asRecordTable, type RecordTable } from "../records/table"
import { dc3Handlers } from "./formatos-dc3-http"
import { attendanceHandlers } from "./lista-asistencia-http"
import { jobLevelsTable } from "./niveles-puesto"
import { dncProjectsTable } from "./proyectos-dnc"
import { dncProjectHandlers } from "./proyectos-dnc-http"
import { dncNeedsTable } from "./proyectos-dnc-needs"
import { coursesTable } from "./proyectos-formacion"
import { trainingBudgetsTable } from "./revision-presupuesto"
import { opinionSurveysTable } from "./proyecto-encuesta-opinion"
import { surveyAnswerHandlers } from "./proyecto-encuesta-opinion-http"
import { bestPracticesTable } from "./mejores-practicas"
import { practiceHandlers } from "./mejores-practicas-http"
import { surveyReportHandlers } from "./reporte-encuestas-http"
import { formationReferenceTables } from "./tablas-referencia"
import { budgetReportHandlers } from "./reporte-presupuesto-http"
import { trainingReportHandlers } from "./reporte-formacion-http"
import { realVsBudgetReportHandlers } from "./reporte-real-vs-presupuesto-http"
import { personCoursesReportHandlers } from "./reporte-cursos-colaborador-http"
import { gradesReportHandlers } from "./reporte-calificaciones-http"

const recordTables: ReadonlyArray<RecordTable> = [
  ...formationReferenceTables,
  jobLevelsTable,
  asRecordTable(dncProjectsTable),
  asRecordTable(dncNeedsTable),
  asRecordTable(coursesTable),
  asRecordTable(trainingBudgetsTable),
  asRecordTable(opinionSurveysTable),
  asRecordTable(bestPracticesTable),
]

// Formación: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers (Proyectos DNC's import and plan, the attendance of FOR200, the DC-3s of FOR250), its
// record tables (their endpoints and handlers are generated) and its migrations.
export const formacionManifest = {
  handlers: {
    ...dncProjectHandlers,
    ...attendanceHandlers,
    ...surveyAnswerHandlers,
    ...practiceHandlers,
    ...surveyReportHandlers,
    ...dc3Handlers,
    ...budgetReportHandlers,
    ...trainingReportHandlers,
    ...realVsBudgetReportHandlers,
    ...personCoursesReportHandlers,
    ...gradesReportHandlers,
  },
  recordTables,
  migrations: {
    "0235_formacion_catalogos": formacionCatalogos,
    "0236_agentes_instructores": agentesInstructores,
    "0237_catalogos_dc3": catalogosDc3,
    "0238_niveles_puesto_formacion": nivelesPuestoFormacion,
    "0239_puestos_ocupacion_cno": puestosOcupacionCno,
    "0240_proyectos_dnc": proyectosDnc,
    "0245_proyectos_formacion": proyectosFormacion,
    "0246_asistencias_formacion": asistenciasFormacion,
    "0250_proyectos_formacion_dnc": proyectosFormacionDnc,
    "0255_presupuestos_formacion": presupuestosFormacion,
    "0260_constancias_dc3": constanciasDc3,
    "0261_empresas_comision_mixta": empresasComisionMixta,
    "0265_encuestas_opinion": encuestasOpinion,
    "0266_mejores_practicas": mejoresPracticas,
    "0270_formacion_reportes": formacionReportes,
    "0295_formacion_reportes_escala": formacionReportesEscala,
    "0298_constancias_dc3_hechos": constanciasDc3Hechos,
    "0299_encuestas_opinion_secciones": encuestasOpinionSecciones,
  },
}
