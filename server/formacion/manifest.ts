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
import formacionReportes from "../db/migrations/0270_formacion_reportes"
import { asRecordTable, type RecordTable } from "../records/table"
import { attendanceHandlers } from "./lista-asistencia-http"
import { jobLevelsTable } from "./niveles-puesto"
import { dncProjectsTable } from "./proyectos-dnc"
import { dncProjectHandlers } from "./proyectos-dnc-http"
import { dncNeedsTable } from "./proyectos-dnc-needs"
import { coursesTable } from "./proyectos-formacion"
import { trainingBudgetsTable } from "./revision-presupuesto"
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
]

// Formación: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers (Proyectos DNC's import and plan, the attendance of FOR200), its
// record tables (their endpoints and handlers are generated) and its migrations.
export const formacionManifest = {
  handlers: {
    ...dncProjectHandlers,
    ...attendanceHandlers,
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
    "0270_formacion_reportes": formacionReportes,
  },
}
