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
import empresas from "../db/migrations/0060_empresas"
import referenciasOrganizacion from "../db/migrations/0061_referencias_organizacion"
import centrosTrabajo from "../db/migrations/0062_centros_trabajo"
import departamentos from "../db/migrations/0063_departamentos"
import empresasRfcSat from "../db/migrations/0064_empresas_rfc_sat"
import puestosPosiciones from "../db/migrations/0065_puestos_posiciones"
import puestosSecciones from "../db/migrations/0066_puestos_secciones"
import prorrateoPosiciones from "../db/migrations/0067_prorrateo_posiciones"
import empleadosActivosDepto from "../db/migrations/0068_empleados_activos_depto"
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

// Organización: what server/areas.ts and server/db/migrate.ts take from this module, in one
// import each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated) and its migrations (the files stay in server/db/migrations/).
export const organizacionManifest = {
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
  migrations: {
    "0060_empresas": empresas,
    "0061_referencias_organizacion": referenciasOrganizacion,
    "0062_centros_trabajo": centrosTrabajo,
    "0063_departamentos": departamentos,
    "0064_empresas_rfc_sat": empresasRfcSat,
    "0065_puestos_posiciones": puestosPosiciones,
    "0066_puestos_secciones": puestosSecciones,
    "0067_prorrateo_posiciones": prorrateoPosiciones,
    "0068_empleados_activos_depto": empleadosActivosDepto,
  },
}
