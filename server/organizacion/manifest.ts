import { organizacionEndpoints } from "../../domain/organizacion/endpoints"
import { organizationDepartmentTreeHandlers } from "./arbol-departamentos-http"
import { workCentresTable } from "./centros-trabajo"
import { organizationCentresHandlers } from "./centros-trabajo-http"
import { departmentsTable } from "./departamentos"
import { organizationDepartmentsHandlers } from "./departamentos-http"
import { companiesTable } from "./empresas"
import { organizationCompaniesHandlers } from "./empresas-http"
import { organizationCompanyLogoHandlers } from "./empresas-logo-http"
import { jobProfilesTable } from "./gestionar-puestos"
import { organizationJobProfilesHandlers } from "./gestionar-puestos-http"
import { organizationOrgChartHandlers } from "./organigramas-http"
import { positionsTable } from "./posiciones"
import { organizationPositionsHandlers } from "./posiciones-http"
import { positionProratingTable } from "./prorrateo-posiciones"
import { organizationProratingHandlers } from "./prorrateo-posiciones-http"
import { organizationJobDescriptionReportHandlers } from "./reporte-descripcion-puestos-http"
import { referenceTables } from "./tablas-referencia"
import { organizationReferencesHandlers } from "./tablas-referencia-http"
import { type RecordTable, asRecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(companiesTable),
  asRecordTable(departmentsTable),
  asRecordTable(jobProfilesTable),
  asRecordTable(positionsTable),
  asRecordTable(workCentresTable),
  asRecordTable(positionProratingTable),
  ...referenceTables,
]

// The server part of organizacion, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const organizacionManifest = serverPart({
  endpoints: organizacionEndpoints,
  handlers: {
    ...organizationReferencesHandlers,
    ...organizationCompaniesHandlers,
    ...organizationCompanyLogoHandlers,
    ...organizationDepartmentsHandlers,
    ...organizationDepartmentTreeHandlers,
    ...organizationCentresHandlers,
    ...organizationJobProfilesHandlers,
    ...organizationPositionsHandlers,
    ...organizationProratingHandlers,
    ...organizationOrgChartHandlers,
    ...organizationJobDescriptionReportHandlers,
  },
  recordTables,
})
