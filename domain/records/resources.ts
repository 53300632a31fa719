import type { AnyEndpoint } from "../api/endpoint"
import { type AnyResourceEndpoints, endpointList } from "./endpoints"
import { referenceCatalogues } from "./organization/reference/catalogues"
import { companiesEndpoints } from "./organization/companies"
import { departmentsEndpoints } from "./organization/departments"
import { jobProfilesEndpoints } from "./organization/job-profiles"
import { positionsEndpoints } from "./organization/positions"
import { positionProratingEndpoints } from "./organization/position-prorating"
import { workCentresEndpoints } from "./organization/work-centres"
import { aidTypesEndpoints } from "./personal/aid-types"
import { employeesEndpoints } from "./personal/employees"
import { personalMovementsEndpoints } from "./personal/movements"
import { companyPropertiesEndpoints } from "./personal/company-properties"
import { responsivasEndpoints } from "./personal/responsivas"
import { administrativeRecordsEndpoints } from "./personal/administrative-records"
import { personalLoansEndpoints } from "./personal/loans"
import { aidRequestsEndpoints } from "./personal/aid-requests"
import { portalRequestsEndpoints } from "./personal/portal-requests"
import { employmentLettersEndpoints } from "./personal/letters"
import { letterTemplatesEndpoints } from "./personal/letter-templates"
import { recognitionsEndpoints } from "./personal/recognitions"
import { candidatesEndpoints } from "./personal/candidates"
import { preHiresEndpoints } from "./personal/pre-hires"
import { competencyLevelsEndpoints } from "./competencias/levels"
import { competencyAssessmentsEndpoints } from "./competencias/assessments"
import { operativeCompetenciesEndpoints, organizationalCompetenciesEndpoints, technicalCompetenciesEndpoints } from "./competencias/competencies"
import { personalCatalogueResources } from "./personal/reference/catalogues"
import { kioskUsersResource } from "./settings/kiosk-users"
import { profilesResource } from "./settings/profiles"
import { rolesResource } from "./settings/roles"
import { systemUsersResource } from "./settings/system-users"

// Every record resource of the API. The contract lists their endpoints with the hand-written
// ones, so OpenAPI, the access sweep, the fuzzing and the audit checks cover each new resource
// without new test code.
export const resources: ReadonlyArray<AnyResourceEndpoints> = [
  profilesResource,
  rolesResource,
  systemUsersResource,
  kioskUsersResource,
  aidTypesEndpoints,
  companiesEndpoints,
  departmentsEndpoints,
  jobProfilesEndpoints,
  positionsEndpoints,
  workCentresEndpoints,
  positionProratingEndpoints,
  employeesEndpoints,
  personalMovementsEndpoints,
  portalRequestsEndpoints,
  candidatesEndpoints,
  preHiresEndpoints,
  companyPropertiesEndpoints,
  responsivasEndpoints,
  administrativeRecordsEndpoints,
  personalLoansEndpoints,
  aidRequestsEndpoints,
  ...referenceCatalogues.map((c) => c.endpoints),
  competencyLevelsEndpoints,
  organizationalCompetenciesEndpoints,
  technicalCompetenciesEndpoints,
  operativeCompetenciesEndpoints,
  competencyAssessmentsEndpoints,
  ...personalCatalogueResources.map((c) => c.endpoints),
  letterTemplatesEndpoints,
  employmentLettersEndpoints,
  recognitionsEndpoints,
]

/** A resource's endpoints: five, or three for a read-only one (no create or write). */
export const resourceEndpointList = (r: AnyResourceEndpoints): ReadonlyArray<AnyEndpoint> => endpointList(r)
