import { educationLevels, educationLevelsEndpoints, jobRisks, jobRisksEndpoints } from "../organizacion/tablas-referencia-job-profile-catalogues"
import type { ReferenceCatalogue } from "../records/reference/catalogue"
import { aidTypes, aidTypesEndpoints } from "./tipos-ayuda"
import { banks } from "./tablas-referencia-banks"
import { faultTypes } from "./tablas-referencia-fault-types"
import { letterTypes } from "./tablas-referencia-letter-types"
import { bloodTypes, kinships, maritalStatuses, propertyTypes, recognitionTypes } from "./tablas-referencia-plain-catalogues"
import { sanctions } from "./tablas-referencia-sanctions"
import { contractTypes, payrollRegimes, workdayTypes } from "./tablas-referencia-sat-payroll"
import { terminationReasons } from "./tablas-referencia-termination-reasons"

// The catalogues of Personal's Tablas de referencia (GP050), in the order of its select; the SAT's
// read-only ones come last. Three are resources of their own elsewhere and appear here too, so
// one screen keeps every catalogue of the module: escolaridades and riesgos de puesto are the
// organisation's (their descriptors admit GP050 as well), tipos de ayuda has its own page.

// The three catalogues of other modules, as this page lists them.
const educationLevelsHere: ReferenceCatalogue = { id: "escolaridades", descriptor: educationLevels, endpoints: educationLevelsEndpoints }
const aidTypesHere: ReferenceCatalogue = { id: "tipos-ayuda", descriptor: aidTypes, endpoints: aidTypesEndpoints }
const jobRisksHere: ReferenceCatalogue = { id: "riesgos-puesto", descriptor: jobRisks, endpoints: jobRisksEndpoints }

export const personalReferenceCatalogues: ReadonlyArray<ReferenceCatalogue> = [
  maritalStatuses,
  educationLevelsHere,
  kinships,
  bloodTypes,
  terminationReasons,
  faultTypes,
  sanctions,
  letterTypes,
  propertyTypes,
  aidTypesHere,
  recognitionTypes,
  banks,
  contractTypes,
  workdayTypes,
  payrollRegimes,
  jobRisksHere,
]

const borrowed: ReadonlySet<ReferenceCatalogue> = new Set([educationLevelsHere, aidTypesHere, jobRisksHere])

/** The resources this module defines (the contract lists each resource once): the page's own, in its order. */
export const personalCatalogueResources: ReadonlyArray<ReferenceCatalogue> = personalReferenceCatalogues.filter((c) => !borrowed.has(c))
