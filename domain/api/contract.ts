import { catalogsEndpoints } from "./catalogs"
import { kioskUsersEndpoints } from "./kioskUsers"
import { profilesEndpoints } from "./profiles"
import { rolesEndpoints } from "./roles"
import { systemUsersEndpoints } from "./systemUsers"
import { dashboardEndpoints } from "./dashboard"
import type { AnyEndpoint } from "./endpoint"
import { auditEndpoints } from "./audit"
import { reportEndpoints } from "./report"
import { sessionEndpoints } from "./session"
import { passwordEndpoints } from "./passwords"
import { systemParametersEndpoints } from "./system-parameters"
import { mailAccountEndpoints } from "./mail-account"
import { authorizationFlowsEndpoints } from "./authorization-flows"
import { authorizationsEndpoints } from "./authorizations"
import { jobBoardEndpoints } from "./job-board"
import { organizationReferencesEndpoints } from "./organization-references"
import { organizationCompaniesEndpoints } from "./organization-companies"
import { organizationCompanyLogoEndpoints } from "./organization-company-logo"
import { personalEmployeePhotoEndpoints } from "./personal-employee-photo"
import { organizationDepartmentsEndpoints } from "./organization-departments"
import { organizationDepartmentTreeEndpoints } from "./organization-department-tree"
import { organizationCentresEndpoints } from "./organization-centres"
import { organizationJobProfilesEndpoints } from "./organization-job-profiles"
import { organizationPositionsEndpoints } from "./organization-positions"
import { organizationProratingEndpoints } from "./organization-prorating"
import { organizationOrgChartEndpoints } from "./organization-org-chart"
import { organizationJobDescriptionReportEndpoints } from "./organization-job-description-report"
import { competenciasPuestoEndpoints } from "./competencias-puesto"
import { competenciasMapaEndpoints } from "./competencias-mapa"
import { competenciasColaboradorEndpoints } from "./competencias-colaborador"
import { personalMovementCalls } from "./personal-movements"
import { personalImportEndpoints } from "./personal-import"
import { personalCompanyPropertiesEndpoints } from "./personal-company-properties"
import { personalAdministrativeRecordsEndpoints } from "./personal-administrative-records"
import { personalEmployeeDocumentsEndpoints } from "./personal-employee-documents"
import { personalLoanCalls } from "./personal-loans"
import { personalAidCalls } from "./personal-aid"
import { kioskEndpoints } from "./kiosk"
import { personalPortalRequestCalls } from "./personal-portal-requests"
import { personalDocumentCalls } from "./personal-documents"
import { personalCandidatesEndpoints } from "./personal-candidates"
import { resourceEndpointList, resources } from "../records/resources"

/**
 * Every endpoint of the API by name (each key equals its endpoint's `name`), one spread per
 * area file of domain/api/. The server's handler map is typed from this object, so an endpoint
 * added here without a handler does not compile.
 */
export const endpoints = {
  ...sessionEndpoints,
  ...passwordEndpoints,
  ...dashboardEndpoints,
  ...systemParametersEndpoints,
  ...mailAccountEndpoints,
  ...authorizationFlowsEndpoints,
  ...authorizationsEndpoints,
  ...jobBoardEndpoints,
  ...auditEndpoints,
  ...catalogsEndpoints,
  ...profilesEndpoints,
  ...rolesEndpoints,
  ...systemUsersEndpoints,
  ...kioskUsersEndpoints,
  ...reportEndpoints,
  ...organizationReferencesEndpoints,
  ...organizationCompaniesEndpoints,
  ...organizationCompanyLogoEndpoints,
  ...personalEmployeePhotoEndpoints,
  ...organizationDepartmentsEndpoints,
  ...organizationDepartmentTreeEndpoints,
  ...organizationCentresEndpoints,
  ...organizationJobProfilesEndpoints,
  ...organizationPositionsEndpoints,
  ...organizationProratingEndpoints,
  ...organizationOrgChartEndpoints,
  ...organizationJobDescriptionReportEndpoints,
  ...personalMovementCalls,
  ...personalImportEndpoints,
  ...personalCompanyPropertiesEndpoints,
  ...personalAdministrativeRecordsEndpoints,
  ...personalEmployeeDocumentsEndpoints,
  ...personalLoanCalls,
  ...personalAidCalls,
  ...personalPortalRequestCalls,
  ...kioskEndpoints,
  ...personalDocumentCalls,
  ...personalCandidatesEndpoints,
  ...competenciasPuestoEndpoints,
  ...competenciasMapaEndpoints,
  ...competenciasColaboradorEndpoints,
} as const

/** Every endpoint: the hand-written ones, then those of each record resource. */
export const contract: ReadonlyArray<AnyEndpoint> = [...Object.values(endpoints), ...resources.flatMap(resourceEndpointList)]
