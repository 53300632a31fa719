import { select } from "../records/field"
import type { ReportFilter } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"

// The filters the objectives reports share (EVA300, EVA350; MODULES-MX §5): the cycle (required:
// an Objetivos or Integral project of the caller's companies), then the workplace ones among the
// caller's role's (the router checks each) and the boss. The boss filtered and grouped by is the
// one the pages name (server/evaluacion/jefe-participante.ts: the first occupant by number).

export const objectivesReportMessages = {
  ...workplaceFilterMessages,
  proyecto: "Elija un proyecto de evaluación con objetivos",
  jefe: "El jefe no es válido",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por empresa, centro, departamento o jefe, o exporte a Excel.`,
} as const

/** The lookups of the reports (server/evaluacion/reportes-objetivos-catalogs.ts). */
export const objectivesReportCatalogNames = {
  proyectos: "eva_proyectos_objetivos_rol",
  jefes: "eva_jefes_proyecto",
} as const

export const projectFilter: ReportFilter = {
  field: select({
    label: "Proyecto",
    integerId: true,
    required: objectivesReportMessages.proyecto,
    lookup: { catalogue: objectivesReportCatalogNames.proyectos, idColumn: "id_proyecto", labelColumn: "n_proyecto" },
  }),
  message: objectivesReportMessages.proyecto,
}

export const bossFilter: ReportFilter = {
  field: select({
    label: "Jefe",
    integerId: true,
    lookup: { catalogue: objectivesReportCatalogNames.jefes, idColumn: "id_jefe", labelColumn: "n_jefe", parent: { field: "id_proyecto", column: "id_proyecto" } },
  }),
  message: objectivesReportMessages.jefe,
  optional: true,
  placeholder: "Todos los jefes",
}

/** Proyecto, empresa, centro, departamento and jefe, in the order the page draws them. */
export const objectivesReportFilters = {
  id_proyecto: projectFilter,
  id_empresa: workplaceFilters.id_empresa,
  id_centro_trabajo: workplaceFilters.id_centro_trabajo,
  id_depto: workplaceFilters.id_depto,
  id_jefe: bossFilter,
} as const

/** What both reports' requests carry. */
export interface ObjectivesReportRequest {
  readonly id_proyecto: number
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
  readonly id_depto?: number
  readonly id_jefe?: number
}
