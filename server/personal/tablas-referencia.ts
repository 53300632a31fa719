import { banks } from "../../domain/personal/tablas-referencia-banks"
import { faultTypes } from "../../domain/personal/tablas-referencia-fault-types"
import { letterTypes } from "../../domain/personal/tablas-referencia-letter-types"
import { bloodTypes, kinships, maritalStatuses, propertyTypes, recognitionTypes } from "../../domain/personal/tablas-referencia-plain-catalogues"
import { sanctions } from "../../domain/personal/tablas-referencia-sanctions"
import { contractTypes, payrollRegimes, workdayTypes } from "../../domain/personal/tablas-referencia-sat-payroll"
import { terminationReasons } from "../../domain/personal/tablas-referencia-termination-reasons"
import type { ReferenceCatalogue } from "../../domain/records/reference/catalogue"
import { catalogueTable } from "../records/catalogue-table"
import type { RecordTable } from "../records/table"

// Personal's reference catalogues (Tablas de referencia, GP050) as record resources, each on its
// table; audit rows name the catalogue's singular. A row that an employee (or any later record)
// names is never deleted: users deactivate it instead (server/records/catalogue-table.ts reads
// the foreign keys from the database). Escolaridades, riesgos de puesto and tipos de ayuda are
// resources of their own (server/organization, server/personal/tipos-ayuda.ts).

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
