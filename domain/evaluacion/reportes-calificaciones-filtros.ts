import { select } from "../records/field"
import type { ReportFilter } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"

// The filters EVA360 and EVA365 share (MODULES-MX §5): the cycle (required; only those with the
// report's component, published, of the caller's companies), then empresa, centro and
// departamento among the caller's role's (the router checks each). The cycle is no workplace
// record: each reader keeps it inside the caller's companies itself (404 otherwise).

export const gradeReportFilterMessages = {
  ...workplaceFilterMessages,
  proyecto360: "Elija un proyecto de evaluación con 360",
  proyectoOperativo: "Elija un proyecto de evaluación con evaluación operativa",
  noExiste: "El proyecto de evaluación no existe o no es de sus empresas",
  sin360: "El proyecto no tiene evaluación 360: es de objetivos u operativo",
  sinOperativa: "El proyecto no tiene evaluación operativa",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por centro o departamento, o exporte a Excel.`,
} as const

/**
 * The lookups of the cycles each report reads, and one cycle's participants the individual
 * report may be asked for (server/evaluacion/reportes-calificaciones-catalogs.ts).
 */
export const gradeReportCatalogNames = {
  proyectos360: "proyectos_eva_360",
  proyectosOperativos: "proyectos_eva_operativa",
  participantes: "eva_participantes_calificaciones",
} as const

const projectFilter = (catalogue: string, message: string): ReportFilter => ({
  field: select({ label: "Proyecto", integerId: true, required: message, lookup: { catalogue, idColumn: "id_proyecto", labelColumn: "n_proyecto" } }),
  message,
})

const workplace = {
  id_empresa: workplaceFilters.id_empresa,
  id_centro_trabajo: workplaceFilters.id_centro_trabajo,
  id_depto: workplaceFilters.id_depto,
} as const

export const grades360Filters = { id_proyecto: projectFilter(gradeReportCatalogNames.proyectos360, gradeReportFilterMessages.proyecto360), ...workplace } as const
export const operativeGradesFilters = {
  id_proyecto: projectFilter(gradeReportCatalogNames.proyectosOperativos, gradeReportFilterMessages.proyectoOperativo),
  ...workplace,
} as const

/** What both reports' requests carry. */
export interface GradeReportRequest {
  readonly id_proyecto: number
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
  readonly id_depto?: number
}
