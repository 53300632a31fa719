import type { AnyEndpoint } from "../api/endpoint"
import { offersEndpoints } from "../seleccion/ofertas-candidatos"
import { offerPreHiresEndpoints } from "../seleccion/pre-alta-candidatos"
import { type AnyResourceEndpoints, endpointList } from "./endpoints"
import { referenceCatalogues } from "../organizacion/tablas-referencia-catalogues"
import { companiesEndpoints } from "../organizacion/empresas"
import { departmentsEndpoints } from "../organizacion/departamentos"
import { jobProfilesEndpoints } from "../organizacion/gestionar-puestos"
import { positionsEndpoints } from "../organizacion/posiciones"
import { positionProratingEndpoints } from "../organizacion/prorrateo-posiciones"
import { workCentresEndpoints } from "../organizacion/centros-trabajo"
import { aidTypesEndpoints } from "../personal/tipos-ayuda"
import { employeesEndpoints } from "../personal/gestion-personal"
import { personalMovementsEndpoints } from "../personal/movimientos-personal"
import { companyPropertiesEndpoints } from "../personal/propiedades-empresas"
import { responsivasEndpoints } from "../personal/propiedades-empresas-responsivas"
import { administrativeRecordsEndpoints } from "../personal/actas-administrativas"
import { personalLoansEndpoints } from "../personal/prestamos-autorizados"
import { aidRequestsEndpoints } from "../personal/ayudas-economicas"
import { portalRequestsEndpoints } from "../personal/solicitudes-portal"
import { employmentLettersEndpoints } from "../personal/cartas-laborales"
import { letterTemplatesEndpoints } from "../personal/plantillas-carta"
import { recognitionsEndpoints } from "../personal/reconocimientos"
import { candidatesEndpoints } from "../personal/candidatos"
import { preHiresEndpoints } from "../personal/pre-alta-candidatos"
import { competencyLevelsEndpoints } from "../competencias/niveles-competencias-tecnicas"
import { competencyAssessmentsEndpoints } from "../competencias/assessments"
import { operativeCompetenciesEndpoints, organizationalCompetenciesEndpoints, technicalCompetenciesEndpoints } from "../competencias/competencies"
import { contractCatalogueEndpoints } from "../contratos/catalogo-contratos"
import { finiquitoRequestsEndpoints } from "../finiquitos/solicitud-finiquito"
import { settlementLettersEndpoints } from "../finiquitos/cartas-finiquito"
import { personalCatalogueResources } from "../personal/tablas-referencia-catalogues"
import { kioskUsersResource } from "../configuraciones/usuarios-kiosko"
import { profilesResource } from "../configuraciones/perfiles"
import { rolesResource } from "../configuraciones/roles-usuario"
import { systemUsersResource } from "../configuraciones/permisos"
import { contractsEndpoints } from "../contratos/gestion-contratos"
import { legalParametersEndpoints } from "../contratos/parametros-legales"
import { contractFollowUpsEndpoints } from "../contratos/seguimientos-contratos"
import { formationReferenceCatalogues } from "../formacion/tablas-referencia-catalogues"
import { jobLevelsEndpoints } from "../formacion/niveles-puesto"
import { coursesEndpoints } from "../formacion/proyectos-formacion"
import { dncProjectsEndpoints } from "../formacion/proyectos-dnc"
import { dncNeedsEndpoints } from "../formacion/proyectos-dnc-needs"
import { trainingBudgetsEndpoints } from "../formacion/revision-presupuesto"
import { opinionSurveysEndpoints } from "../formacion/proyecto-encuesta-opinion"
import { bestPracticesEndpoints } from "../formacion/mejores-practicas"
import { climateProjectsEndpoints } from "../clima-laboral/proyectos"
import { climateActionsEndpoints } from "../clima-laboral/planes-accion"
import { surveysEndpoints } from "../evaluacion/encuestas"
import { evaluationProjectsEndpoints } from "../evaluacion/proyectos"
import { selectionProcessesEndpoints } from "../seleccion/procesos-seleccion"
import { requisitionsEndpoints } from "../seleccion/requisiciones-colaboradores"
import { selectionReferenceCatalogues } from "../seleccion/tablas-referencia-catalogues"
import { vacanciesEndpoints } from "../seleccion/vacantes"
import { candidateRecordsEndpoints } from "../seleccion/gestion-candidatos"
import { interviewsEndpoints } from "../seleccion/entrevistas"

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
  contractCatalogueEndpoints,
  contractsEndpoints,
  contractFollowUpsEndpoints,
  legalParametersEndpoints,
  finiquitoRequestsEndpoints,
  settlementLettersEndpoints,
  ...formationReferenceCatalogues.map((c) => c.endpoints),
  jobLevelsEndpoints,
  coursesEndpoints,
  dncProjectsEndpoints,
  dncNeedsEndpoints,
  trainingBudgetsEndpoints,
  opinionSurveysEndpoints,
  bestPracticesEndpoints,
  climateProjectsEndpoints,
  climateActionsEndpoints,
  surveysEndpoints,
  evaluationProjectsEndpoints,
  ...selectionReferenceCatalogues.map((c) => c.endpoints),
  requisitionsEndpoints,
  selectionProcessesEndpoints,
  vacanciesEndpoints,
  candidateRecordsEndpoints,
  interviewsEndpoints,
  offersEndpoints,
  offerPreHiresEndpoints,
]

/** A resource's endpoints: five, or three for a read-only one (no create or write). */
export const resourceEndpointList = (r: AnyResourceEndpoints): ReadonlyArray<AnyEndpoint> => endpointList(r)
