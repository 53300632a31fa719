import { organizationReferencesEndpoints } from "../../domain/organizacion/tablas-referencia-api"
import { organizationCompaniesEndpoints } from "../../domain/organizacion/empresas-api"
import { organizationCompanyLogoEndpoints } from "../../domain/organizacion/empresas-logo-api"
import { organizationDepartmentsEndpoints } from "../../domain/organizacion/departamentos-api"
import { organizationDepartmentTreeEndpoints } from "../../domain/organizacion/arbol-departamentos-api"
import { organizationCentresEndpoints } from "../../domain/organizacion/centros-trabajo-api"
import { organizationJobProfilesEndpoints } from "../../domain/organizacion/gestionar-puestos-api"
import { organizationPositionsEndpoints } from "../../domain/organizacion/posiciones-api"
import { organizationProratingEndpoints } from "../../domain/organizacion/prorrateo-posiciones-api"
import { organizationOrgChartEndpoints } from "../../domain/organizacion/organigramas-api"
import { organizationJobDescriptionReportEndpoints } from "../../domain/organizacion/reporte-descripcion-puestos-api"
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

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(companiesTable),
  asRecordTable(departmentsTable),
  asRecordTable(jobProfilesTable),
  asRecordTable(positionsTable),
  asRecordTable(workCentresTable),
  asRecordTable(positionProratingTable),
  ...referenceTables,
]
import { serverPart } from "../parts/server-part"

const endpoints = {
  ...organizationReferencesEndpoints,
  ...organizationCompaniesEndpoints,
  ...organizationCompanyLogoEndpoints,
  ...organizationDepartmentsEndpoints,
  ...organizationDepartmentTreeEndpoints,
  ...organizationCentresEndpoints,
  ...organizationJobProfilesEndpoints,
  ...organizationPositionsEndpoints,
  ...organizationProratingEndpoints,
  ...organizationOrgChartEndpoints,
  ...organizationJobDescriptionReportEndpoints,
}

// The server part of organizacion, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const organizacionManifest = serverPart({
  endpoints,
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
