import { banks, banksEndpoints } from "../../domain/records/personal/reference/banks"
import { faultTypes, faultTypesEndpoints } from "../../domain/records/personal/reference/fault-types"
import { letterTypes, letterTypesEndpoints } from "../../domain/records/personal/reference/letter-types"
import {
  bloodTypes,
  bloodTypesEndpoints,
  kinships,
  kinshipsEndpoints,
  maritalStatuses,
  maritalStatusesEndpoints,
  propertyTypes,
  propertyTypesEndpoints,
  recognitionTypes,
  recognitionTypesEndpoints,
} from "../../domain/records/personal/reference/plain-catalogues"
import { sanctions, sanctionsEndpoints } from "../../domain/records/personal/reference/sanctions"
import {
  contractTypes,
  contractTypesEndpoints,
  payrollRegimes,
  payrollRegimesEndpoints,
  workdayTypes,
  workdayTypesEndpoints,
} from "../../domain/records/personal/reference/sat-payroll"
import { terminationReasons, terminationReasonsEndpoints } from "../../domain/records/personal/reference/termination-reasons"
import { catalogueTable } from "../records/catalogue-table"
import type { RecordTable } from "../records/table"

// Personal's reference catalogues (Tablas de referencia, GP050) as record resources. A row that
// an employee (or any later record) names is never deleted: users deactivate it instead
// (server/records/catalogue-table.ts reads the foreign keys from the database). Escolaridades,
// riesgos de puesto and tipos de ayuda are resources of their own (server/organization,
// server/personal/aid-types.ts).

export const personalReferenceTables: ReadonlyArray<RecordTable> = [
  catalogueTable({ descriptor: maritalStatuses, endpoints: maritalStatusesEndpoints, entity: "estado civil", table: "cat_estados_civiles" }),
  catalogueTable({ descriptor: kinships, endpoints: kinshipsEndpoints, entity: "parentesco", table: "parentescos" }),
  catalogueTable({ descriptor: bloodTypes, endpoints: bloodTypesEndpoints, entity: "tipo de sangre", table: "tipos_sangre" }),
  catalogueTable({ descriptor: terminationReasons, endpoints: terminationReasonsEndpoints, entity: "motivo de baja", table: "motivos_baja" }),
  catalogueTable({ descriptor: faultTypes, endpoints: faultTypesEndpoints, entity: "tipo de falta", table: "tipos_falta" }),
  catalogueTable({ descriptor: sanctions, endpoints: sanctionsEndpoints, entity: "sanción", table: "sanciones" }),
  catalogueTable({ descriptor: letterTypes, endpoints: letterTypesEndpoints, entity: "tipo de carta", table: "tipos_carta" }),
  catalogueTable({ descriptor: propertyTypes, endpoints: propertyTypesEndpoints, entity: "tipo de propiedad", table: "tipos_propiedad" }),
  catalogueTable({ descriptor: recognitionTypes, endpoints: recognitionTypesEndpoints, entity: "tipo de reconocimiento", table: "tipos_reconocimiento" }),
  catalogueTable({ descriptor: banks, endpoints: banksEndpoints, entity: "banco", table: "bancos" }),
  // The SAT's: read-only, so only their list, read and export exist.
  { descriptor: contractTypes, endpoints: contractTypesEndpoints, entity: "tipo de contrato", table: "tipos_contrato" },
  { descriptor: workdayTypes, endpoints: workdayTypesEndpoints, entity: "tipo de jornada", table: "tipos_jornada" },
  { descriptor: payrollRegimes, endpoints: payrollRegimesEndpoints, entity: "tipo de régimen", table: "tipos_regimen" },
]
