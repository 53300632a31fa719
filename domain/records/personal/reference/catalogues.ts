import { educationLevels, educationLevelsEndpoints, jobRisks, jobRisksEndpoints } from "../../organization/reference/job-profile-catalogues"
import type { ReferenceCatalogue } from "../../reference/catalogue"
import { aidTypes, aidTypesEndpoints } from "../aid-types"
import { banks } from "./banks"
import { faultTypes } from "./fault-types"
import { letterTypes } from "./letter-types"
import { bloodTypes, kinships, maritalStatuses, propertyTypes, recognitionTypes } from "./plain-catalogues"
import { sanctions } from "./sanctions"
import { contractTypes, payrollRegimes, workdayTypes } from "./sat-payroll"
import { terminationReasons } from "./termination-reasons"

// The catalogues of Personal's Tablas de referencia (GP050), in the order of its select; the SAT's
// read-only ones come last. Three are resources of their own elsewhere and appear here too, so
// one screen keeps every catalogue of the module: escolaridades and riesgos de puesto are the
// organisation's (their descriptors admit GP050 as well), tipos de ayuda has its own page.

/** The resources this module defines (the contract lists each resource once). */
export const personalCatalogueResources: ReadonlyArray<ReferenceCatalogue> = [
  maritalStatuses,
  kinships,
  bloodTypes,
  terminationReasons,
  faultTypes,
  sanctions,
  letterTypes,
  propertyTypes,
  recognitionTypes,
  banks,
  contractTypes,
  workdayTypes,
  payrollRegimes,
]

export const personalReferenceCatalogues: ReadonlyArray<ReferenceCatalogue> = [
  maritalStatuses,
  { id: "escolaridades", descriptor: educationLevels, endpoints: educationLevelsEndpoints },
  kinships,
  bloodTypes,
  terminationReasons,
  faultTypes,
  sanctions,
  letterTypes,
  propertyTypes,
  { id: "tipos-ayuda", descriptor: aidTypes, endpoints: aidTypesEndpoints },
  recognitionTypes,
  banks,
  contractTypes,
  workdayTypes,
  payrollRegimes,
  { id: "riesgos-puesto", descriptor: jobRisks, endpoints: jobRisksEndpoints },
]
