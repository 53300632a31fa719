import { educationLevels, educationLevelsEndpoints, jobRisks, jobRisksEndpoints } from "../../organization/reference/job-profile-catalogues"
import type { ReferenceCatalogue } from "../../reference/catalogue"
import { aidTypes, aidTypesEndpoints } from "../aid-types"
import { banks, banksEndpoints } from "./banks"
import { faultTypes, faultTypesEndpoints } from "./fault-types"
import { letterTypes, letterTypesEndpoints } from "./letter-types"
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
} from "./plain-catalogues"
import { sanctions, sanctionsEndpoints } from "./sanctions"
import { contractTypes, contractTypesEndpoints, payrollRegimes, payrollRegimesEndpoints, workdayTypes, workdayTypesEndpoints } from "./sat-payroll"
import { terminationReasons, terminationReasonsEndpoints } from "./termination-reasons"

// The catalogues of Personal's Tablas de referencia (GP050), in the order of its select; the SAT's
// read-only ones come last. Three are resources of their own elsewhere and appear here too, so
// one screen keeps every catalogue of the module: escolaridades and riesgos de puesto are the
// organisation's (their descriptors admit GP050 as well), tipos de ayuda has its own page.

const own = {
  estadosCiviles: { id: "estados-civiles", descriptor: maritalStatuses, endpoints: maritalStatusesEndpoints },
  parentescos: { id: "parentescos", descriptor: kinships, endpoints: kinshipsEndpoints },
  tiposSangre: { id: "tipos-sangre", descriptor: bloodTypes, endpoints: bloodTypesEndpoints },
  motivosBaja: { id: "motivos-baja", descriptor: terminationReasons, endpoints: terminationReasonsEndpoints },
  tiposFalta: { id: "tipos-falta", descriptor: faultTypes, endpoints: faultTypesEndpoints },
  sanciones: { id: "sanciones", descriptor: sanctions, endpoints: sanctionsEndpoints },
  tiposCarta: { id: "tipos-carta", descriptor: letterTypes, endpoints: letterTypesEndpoints },
  tiposPropiedad: { id: "tipos-propiedad", descriptor: propertyTypes, endpoints: propertyTypesEndpoints },
  tiposReconocimiento: { id: "tipos-reconocimiento", descriptor: recognitionTypes, endpoints: recognitionTypesEndpoints },
  bancos: { id: "bancos", descriptor: banks, endpoints: banksEndpoints },
  tiposContrato: { id: "tipos-contrato", descriptor: contractTypes, endpoints: contractTypesEndpoints },
  tiposJornada: { id: "tipos-jornada", descriptor: workdayTypes, endpoints: workdayTypesEndpoints },
  tiposRegimen: { id: "tipos-regimen", descriptor: payrollRegimes, endpoints: payrollRegimesEndpoints },
} as const satisfies Readonly<Record<string, ReferenceCatalogue>>

/** The resources this module defines (the contract lists each resource once). */
export const personalCatalogueResources: ReadonlyArray<ReferenceCatalogue> = Object.values(own)

export const personalReferenceCatalogues: ReadonlyArray<ReferenceCatalogue> = [
  own.estadosCiviles,
  { id: "escolaridades", descriptor: educationLevels, endpoints: educationLevelsEndpoints },
  own.parentescos,
  own.tiposSangre,
  own.motivosBaja,
  own.tiposFalta,
  own.sanciones,
  own.tiposCarta,
  own.tiposPropiedad,
  { id: "tipos-ayuda", descriptor: aidTypes, endpoints: aidTypesEndpoints },
  own.tiposReconocimiento,
  own.bancos,
  own.tiposContrato,
  own.tiposJornada,
  own.tiposRegimen,
  { id: "riesgos-puesto", descriptor: jobRisks, endpoints: jobRisksEndpoints },
]
