import { banks } from "../../domain/records/personal/reference/banks"
import { faultTypes } from "../../domain/records/personal/reference/fault-types"
import { letterTypes } from "../../domain/records/personal/reference/letter-types"
import { bloodTypes, kinships, maritalStatuses, propertyTypes, recognitionTypes } from "../../domain/records/personal/reference/plain-catalogues"
import { sanctions } from "../../domain/records/personal/reference/sanctions"
import { contractTypes, payrollRegimes, workdayTypes } from "../../domain/records/personal/reference/sat-payroll"
import { terminationReasons } from "../../domain/records/personal/reference/termination-reasons"
import type { ReferenceCatalogue } from "../../domain/records/reference/catalogue"
import { catalogueTable } from "../records/catalogue-table"
import type { RecordTable } from "../records/table"

// Personal's reference catalogues (Tablas de referencia, GP050) as record resources, each on its
// table; audit rows name the catalogue's singular. A row that an employee (or any later record)
// names is never deleted: users deactivate it instead (server/records/catalogue-table.ts reads
// the foreign keys from the database). Escolaridades, riesgos de puesto and tipos de ayuda are
// resources of their own (server/organization, server/personal/aid-types.ts).

const kept = ({ descriptor, endpoints }: ReferenceCatalogue, table: string): RecordTable =>
  catalogueTable({ descriptor, endpoints, entity: descriptor.singular, table })

// The SAT's: read-only, so only their list, read and export exist and no hook is needed.
const sat = ({ descriptor, endpoints }: ReferenceCatalogue, table: string): RecordTable => ({ descriptor, endpoints, entity: descriptor.singular, table })

export const personalReferenceTables: ReadonlyArray<RecordTable> = [
  kept(maritalStatuses, "cat_estados_civiles"),
  kept(kinships, "parentescos"),
  kept(bloodTypes, "tipos_sangre"),
  kept(terminationReasons, "motivos_baja"),
  kept(faultTypes, "tipos_falta"),
  kept(sanctions, "sanciones"),
  kept(letterTypes, "tipos_carta"),
  kept(propertyTypes, "tipos_propiedad"),
  kept(recognitionTypes, "tipos_reconocimiento"),
  kept(banks, "bancos"),
  sat(contractTypes, "tipos_contrato"),
  sat(workdayTypes, "tipos_jornada"),
  sat(payrollRegimes, "tipos_regimen"),
]
