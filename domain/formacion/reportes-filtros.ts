import { todayInMexico } from "../dates"
import { integer, select } from "../records/field"
import type { ReportFilter } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"
import { budgetCatalogNames } from "./revision-presupuesto-lookups"

// The filters Formación's reports share (MODULES-MX §3: empresa, centro, departamento, periodo,
// proyecto): the workplace ones among the caller's role's (the router checks each), the plan
// year, and the DNC project (FOR100) whose budget and courses a report covers. The project is no
// workplace record: each reader keeps it inside the caller's companies itself.

export const reportFilterMessages = {
  ...workplaceFilterMessages,
  anio: "El año no es válido: capture un año de 2000 a 2999",
  proyecto: "El proyecto DNC no es válido",
} as const

export const yearFilter: ReportFilter = {
  field: integer({ label: "Año", min: 2000, max: 2999, grouping: false, required: reportFilterMessages.anio }),
  message: reportFilterMessages.anio,
}

export const dncProjectFilter: ReportFilter = {
  field: select({
    label: "Proyecto DNC",
    integerId: true,
    // Every project of the caller's companies, without choosing the company first: they are few.
    lookup: { catalogue: budgetCatalogNames.proyectosDnc, idColumn: "id_proyecto_dnc", labelColumn: "n_proyecto" },
  }),
  message: reportFilterMessages.proyecto,
  optional: true,
  placeholder: "Todos los proyectos",
}

/** Empresa, centro, departamento, año and proyecto DNC, in the order the page draws them. */
export const trainingReportFilters = {
  id_empresa: workplaceFilters.id_empresa,
  id_centro_trabajo: workplaceFilters.id_centro_trabajo,
  id_depto: workplaceFilters.id_depto,
  anio: yearFilter,
  id_proyecto_dnc: dncProjectFilter,
} as const

/** What every Formación report's request carries. */
export interface TrainingReportRequest {
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
  readonly id_depto?: number
  readonly anio: number
  readonly id_proyecto_dnc?: number
}

/** The year a report page opens on: this year in Mexico City. */
export const thisYear = (): string => todayInMexico().slice(0, 4)
