import { endpoints } from "../domain/api/contract"
import type { AnyEndpoint } from "../domain/api/endpoint"
import { resourceEndpointList } from "../domain/records/resources"
import type { Handler } from "./http/handler"
import { referenceTables } from "./organization/reference-tables"
import { organizationReferencesHandlers } from "./organization/references-http"
import { organizationCompaniesHandlers } from "./organization/companies-http"
import { organizationCompanyLogoHandlers } from "./organization/company-logo-http"
import { personalEmployeePhotoHandlers } from "./personal/employee-photo-http"
import { organizationDepartmentTreeHandlers } from "./organization/department-tree-http"
import { organizationCentresHandlers } from "./organization/centres-http"
import { organizationJobProfilesHandlers } from "./organization/job-profiles-http"
import { jobProfilesTable } from "./organization/job-profiles"
import { organizationOrgChartHandlers } from "./organization/org-chart-http"
import { organizationJobDescriptionReportHandlers } from "./organization/job-description-report-http"
import { companiesTable } from "./organization/companies"
import { departmentsTable } from "./organization/departments"
import { organizationDepartmentsHandlers } from "./organization/departments-http"
import { positionProratingTable } from "./organization/position-prorating"
import { organizationProratingHandlers } from "./organization/prorating-http"
import { workCentresTable } from "./organization/work-centres"
import { positionsTable } from "./organization/positions"
import { organizationPositionsHandlers } from "./organization/positions-http"
import { aidTypesTable } from "./personal/aid-types"
import { employeesTable } from "./personal/employees"
import { personalMovementsTable } from "./personal/movements"
import { personalMovementsHandlers } from "./personal/movements-http"
import { companyPropertiesTable } from "./personal/company-properties"
import { personalCompanyPropertiesHandlers } from "./personal/company-properties-http"
import { personalAdministrativeRecordsHandlers } from "./personal/administrative-records-http"
import { personalEmployeeDocumentsHandlers } from "./personal/employee-documents"
import { responsivasTable } from "./personal/responsivas"
import { administrativeRecordsTable } from "./personal/administrative-records"
import { personalImportHandlers } from "./personal/employee-import-http"
import { personalLoansTable } from "./personal/loans"
import { personalLoansHandlers } from "./personal/loans-http"
import { aidRequestsTable } from "./personal/aid-requests"
import { personalAidHandlers } from "./personal/aid-http"
import { portalRequestsTable } from "./personal/portal-requests"
import { personalPortalRequestsHandlers } from "./personal/portal-requests-http"
import { kioskHandlers } from "./kiosk/http"
import { personalDocumentHandlers } from "./personal/documents-http"
import { employmentLettersTable } from "./personal/letters"
import { letterTemplatesTable } from "./personal/letter-templates"
import { recognitionsTable } from "./personal/recognitions"
import { candidatesTable } from "./personal/candidates"
import { personalCandidatesHandlers } from "./personal/candidates-http"
import { preHiresTable } from "./personal/pre-hires"
import { competencyLevelsTable } from "./competencias/levels"
import { competencyTables } from "./competencias/competencies"
import { competenciasPuestoHandlers } from "./competencias/puesto-competencies-http"
import { competenciasMapaHandlers } from "./competencias/competency-map-http"
import { competenciasColaboradorHandlers } from "./competencias/person-competencies-http"
import { competencyAssessmentsTable } from "./competencias/assessments"
import { personalReferenceTables } from "./personal/reference-tables"
import { kioskUsersTable, profilesTable, rolesTable, systemUsersTable } from "./settings-records"
import { recordHandlers } from "./records/handlers"
import type { RecordTable } from "./records/table"
import { auditHandlers } from "./audit/http"
import { sessionHandlers } from "./auth/http"
import { passwordHandlers } from "./auth/passwords-http"
import { authorizationFlowsHandlers } from "./authorization-flows/http"
import { authorizationsHandlers } from "./authorizations/http"
import { catalogsHandlers } from "./catalogs/http"
import { dashboardHandlers } from "./dashboard/http"
import type { HandlersOf } from "./http/handler"
import { makeHttpApp } from "./http/router"
import { jobBoardHandlers } from "./job-board/http"
import { kioskUsersHandlers } from "./kiosk-users/http"
import { mailAccountHandlers } from "./mail-account/http"
import { profilesHandlers } from "./profiles/http"
import { reportHandlers } from "./reports/http"
import { rolesHandlers } from "./roles/http"
import { systemParametersHandlers } from "./system-parameters/http"
import { systemUsersHandlers } from "./system-users/http"

// The one place that knows the areas: it joins the contract's endpoints with each area's
// handlers and hands both to the area-agnostic HTTP core (server/http/).

/** One handler per contract endpoint, one spread per area: a missing one is a type error. */
export type Handlers = HandlersOf<typeof endpoints>

export const handlers: Handlers = {
  ...sessionHandlers,
  ...passwordHandlers,
  ...dashboardHandlers,
  ...systemParametersHandlers,
  ...mailAccountHandlers,
  ...authorizationFlowsHandlers,
  ...authorizationsHandlers,
  ...jobBoardHandlers,
  ...auditHandlers,
  ...catalogsHandlers,
  ...profilesHandlers,
  ...rolesHandlers,
  ...systemUsersHandlers,
  ...kioskUsersHandlers,
  ...reportHandlers,
  ...organizationReferencesHandlers,
  ...organizationCompaniesHandlers,
  ...organizationCompanyLogoHandlers,
  ...personalEmployeePhotoHandlers,
  ...organizationDepartmentsHandlers,
  ...organizationDepartmentTreeHandlers,
  ...organizationCentresHandlers,
  ...organizationJobProfilesHandlers,
  ...organizationPositionsHandlers,
  ...organizationProratingHandlers,
  ...organizationOrgChartHandlers,
  ...organizationJobDescriptionReportHandlers,
  ...personalMovementsHandlers,
  ...personalImportHandlers,
  ...personalCompanyPropertiesHandlers,
  ...personalAdministrativeRecordsHandlers,
  ...personalEmployeeDocumentsHandlers,
  ...personalLoansHandlers,
  ...personalAidHandlers,
  ...personalPortalRequestsHandlers,
  ...kioskHandlers,
  ...personalDocumentHandlers,
  ...personalCandidatesHandlers,
  ...competenciasPuestoHandlers,
  ...competenciasMapaHandlers,
  ...competenciasColaboradorHandlers,
}

/** Every record resource with its table: their endpoints and handlers are generated. */
export const recordTables: ReadonlyArray<RecordTable> = [
  profilesTable,
  rolesTable,
  systemUsersTable,
  kioskUsersTable,
  aidTypesTable,
  companiesTable,
  departmentsTable,
  jobProfilesTable,
  positionsTable,
  workCentresTable,
  positionProratingTable,
  employeesTable,
  personalMovementsTable,
  portalRequestsTable,
  ...referenceTables,
  competencyLevelsTable,
  ...competencyTables,
  competencyAssessmentsTable,
  ...personalReferenceTables,
  letterTemplatesTable,
  employmentLettersTable,
  recognitionsTable,
  candidatesTable,
  preHiresTable,
  companyPropertiesTable,
  responsivasTable,
  administrativeRecordsTable,
  personalLoansTable,
  aidRequestsTable,
]

const recordEndpoints: Readonly<Record<string, AnyEndpoint>> = Object.fromEntries(
  recordTables.flatMap((t) => resourceEndpointList(t.endpoints).map((e) => [e.name, e] as const)),
)
const recordHandlerMap = Object.assign({}, ...recordTables.map(recordHandlers)) as Readonly<Record<string, Handler<AnyEndpoint>>>

/** Every handler by endpoint name, the generated ones of the record resources included. */
export const allHandlers: Readonly<Record<string, unknown>> = { ...handlers, ...recordHandlerMap }

/** The server's HTTP app; tests pass their own handlers to probe the routing. */
export const makeApp = (version: string, custom: Handlers = handlers) =>
  makeHttpApp<Readonly<Record<string, AnyEndpoint>>>(
    version,
    { ...endpoints, ...recordEndpoints },
    { ...(custom as unknown as Readonly<Record<string, Handler<AnyEndpoint>>>), ...recordHandlerMap },
  )
