import { organizationReferencesEndpoints } from "./tablas-referencia-api"
import { organizationCompaniesEndpoints } from "./empresas-api"
import { organizationCompanyLogoEndpoints } from "./empresas-logo-api"
import { organizationDepartmentsEndpoints } from "./departamentos-api"
import { organizationDepartmentTreeEndpoints } from "./arbol-departamentos-api"
import { organizationCentresEndpoints } from "./centros-trabajo-api"
import { organizationJobProfilesEndpoints } from "./gestionar-puestos-api"
import { organizationPositionsEndpoints } from "./posiciones-api"
import { organizationProratingEndpoints } from "./prorrateo-posiciones-api"
import { organizationOrgChartEndpoints } from "./organigramas-api"
import { organizationJobDescriptionReportEndpoints } from "./reporte-descripcion-puestos-api"

// Every hand-written endpoint of organizacion, in one list: its server part serves them
// (server/organizacion/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const organizacionEndpoints = {
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
} as const
