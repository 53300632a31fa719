import { catalogsEndpoints } from "./catalogs"
import { kioskUsersEndpoints } from "../configuraciones/usuarios-kiosko-api"
import { profilesEndpoints } from "../configuraciones/perfiles-api"
import { rolesEndpoints } from "../configuraciones/roles-usuario-api"
import { systemUsersEndpoints } from "../configuraciones/permisos-api"
import { dashboardEndpoints } from "../dashboard/dashboard-api"
import type { AnyEndpoint } from "./endpoint"
import { auditEndpoints } from "../configuraciones/bitacora-auditoria-api"
import { reportEndpoints } from "../reporteador/reporteador-api"
import { sessionEndpoints } from "./session"
import { passwordEndpoints } from "./passwords"
import { systemParametersEndpoints } from "../configuraciones/parametros-sistema-api"
import { moduleSwitchEndpoints } from "../configuraciones/modulos-habilitados-api"
import { mailAccountEndpoints } from "../configuraciones/cuentas-correo-api"
import { authorizationFlowsEndpoints } from "../configuraciones/flujos-autorizacion-api"
import { authorizationsEndpoints } from "./authorizations"
import { jobBoardEndpoints } from "../configuraciones/catalogos-bolsa-trabajo-api"
import { organizationReferencesEndpoints } from "../organizacion/tablas-referencia-api"
import { organizationCompaniesEndpoints } from "../organizacion/empresas-api"
import { organizationCompanyLogoEndpoints } from "../organizacion/empresas-logo-api"
import { personalEmployeePhotoEndpoints } from "../personal/gestion-personal-photo-api"
import { organizationDepartmentsEndpoints } from "../organizacion/departamentos-api"
import { organizationDepartmentTreeEndpoints } from "../organizacion/arbol-departamentos-api"
import { organizationCentresEndpoints } from "../organizacion/centros-trabajo-api"
import { organizationJobProfilesEndpoints } from "../organizacion/gestionar-puestos-api"
import { organizationPositionsEndpoints } from "../organizacion/posiciones-api"
import { organizationProratingEndpoints } from "../organizacion/prorrateo-posiciones-api"
import { organizationOrgChartEndpoints } from "../organizacion/organigramas-api"
import { organizationJobDescriptionReportEndpoints } from "../organizacion/reporte-descripcion-puestos-api"
import { competenciasPuestoEndpoints } from "../competencias/competencias-puesto-api"
import { competenciasMapaEndpoints } from "../competencias/competencias-organizacion-api"
import { competenciasColaboradorEndpoints } from "../competencias/competencias-colaborador-api"
import { personalMovementCalls } from "../personal/movimientos-personal-api"
import { personalImportEndpoints } from "../personal/gestion-personal-import-api"
import { personalCompanyPropertiesEndpoints } from "../personal/propiedades-empresas-api"
import { personalEmployeeDocumentsEndpoints } from "../personal/gestion-personal-documents-api"
import { personalLoanCalls } from "../personal/prestamos-autorizados-api"
import { personalAidCalls } from "../personal/ayudas-economicas-api"
import { kioskEndpoints } from "../kiosko/kiosko-api"
import { personalPortalRequestCalls } from "../personal/solicitudes-portal-api"
import { personalDocumentCalls } from "../personal/documents-api"
import { personalCandidatesEndpoints } from "../personal/candidatos-api"
import { documentBatchCalls } from "../records/document"
import { reportFileEndpoints } from "./report-files"
import { contractScanEndpoints } from "../contratos/gestion-contratos-api"
import { contratosVencerEndpoints } from "../contratos/contratos-vencer-api"
import { reporteContratosEndpoints } from "../contratos/reporte-contratos-api"
import { reporteCumplimientoEndpoints } from "../contratos/reporte-cumplimiento-api"
import { contratosVencerBulkEndpoints } from "../contratos/contratos-vencer-bulk"
import { followUpAttachmentEndpoints } from "../contratos/seguimientos-contratos-api"
import { resourceEndpointList, resources } from "../records/resources"
import { contractParametersEndpoints } from "../contratos/parametros-api"
import { finiquitoRequestEndpoints } from "../finiquitos/solicitud-finiquito-api"
import { settlementLetterScanEndpoints } from "../finiquitos/cartas-finiquito-api"
import { requisitionCallEndpoints } from "../seleccion/requisiciones-colaboradores-api"
import { dncProjectEndpoints } from "../formacion/proyectos-dnc-api"
import { contractTemplatesEndpoints } from "../contratos/parametros-plantillas-api"
import { dc3Endpoints } from "../formacion/formatos-dc3-api"
import { attendanceEndpoints } from "../formacion/lista-asistencia-api"
import { pipelineEndpoints } from "../seleccion/asignacion-candidatos-api"
import { candidateRecordEndpoints } from "../seleccion/gestion-candidatos-api"
import { candidateDocumentEndpoints } from "../seleccion/gestion-candidatos-documentos-api"
import { surveyAnswerEndpoints } from "../formacion/proyecto-encuesta-opinion-api"
import { practiceEndpoints } from "../formacion/mejores-practicas-api"
import { surveyReportEndpoints } from "../formacion/reporte-encuestas-api"
import { budgetReportEndpoints } from "../formacion/reporte-presupuesto-api"
import { trainingReportEndpoints } from "../formacion/reporte-formacion-api"
import { realVsBudgetReportEndpoints } from "../formacion/reporte-real-vs-presupuesto-api"
import { personCoursesReportEndpoints } from "../formacion/reporte-cursos-colaborador-api"
import { gradesReportEndpoints } from "../formacion/reporte-calificaciones-api"
import { gradeExportEndpoints } from "./export-reporte-calificaciones"
import { climateLinkEndpoints, questionnaireEndpoints } from "../clima-laboral/cuestionario-api"
import { climateParticipantEndpoints } from "../clima-laboral/empleados-depto-api"
import { reviewEndpoints } from "../clima-laboral/revision-proyectos-api"
import { complianceReportEndpoints } from "../clima-laboral/porcentajes-cumplimiento-api"
import { climateReportEndpoints } from "../clima-laboral/reporte-calificaciones-api"
import { policyEndpoints } from "../clima-laboral/proyectos-politica-api"
import { dncSendEndpoints } from "../clima-laboral/planes-accion-api"
import { surveyCalls } from "../evaluacion/encuestas-api"
import { evaluationProjectCallEndpoints } from "../evaluacion/proyectos-api"
import { objectiveEvaluationEndpoints } from "../evaluacion/evaluaciones-objetivos-api"
import { progressReportEndpoints } from "../evaluacion/reporte-evaluados-objetivos-api"
import { finalReportEndpoints } from "../evaluacion/reporte-final-objetivos-api"
import { commitmentReportEndpoints } from "../evaluacion/reporte-compromisos-api"
import { feedbackEndpoints } from "../evaluacion/retroalimentacion-api"
import { objectiveEndpoints } from "../evaluacion/objetivos-api"
import { myEvaluationEndpoints } from "../evaluacion/mis-evaluaciones-api"
import { myEvaluationKioskEndpoints } from "../evaluacion/mis-evaluaciones-kiosko-api"
import { grades360ReportEndpoints } from "../evaluacion/reporte-calificaciones-360-api"
import { operativeGradesReportEndpoints } from "../evaluacion/reporte-calificaciones-operativas-api"
import { individualGradesEndpoints } from "../evaluacion/reporte-individual-calificaciones-api"
import { concentradoEndpoints } from "../evaluacion/reporte-concentrado-evaluaciones-api"
import { competenciasCandidatosEndpoints } from "../seleccion/competencias-candidatos-api"
import { offerCalls } from "../seleccion/ofertas-candidatos-api"
import { offerPreHireCalls } from "../seleccion/pre-alta-candidatos-api"
import { seguimientoEndpoints } from "../seleccion/reporte-seguimiento-api"

/**
 * Every endpoint of the API by name (each key equals its endpoint's `name`), one spread per
 * area file of domain/api/. The server's handler map is typed from this object, so an endpoint
 * added here without a handler does not compile.
 */
export const endpoints = {
  ...sessionEndpoints,
  ...passwordEndpoints,
  ...dashboardEndpoints,
  ...systemParametersEndpoints,
  ...moduleSwitchEndpoints,
  ...mailAccountEndpoints,
  ...authorizationFlowsEndpoints,
  ...authorizationsEndpoints,
  ...jobBoardEndpoints,
  ...auditEndpoints,
  ...catalogsEndpoints,
  ...profilesEndpoints,
  ...rolesEndpoints,
  ...systemUsersEndpoints,
  ...kioskUsersEndpoints,
  ...reportEndpoints,
  ...organizationReferencesEndpoints,
  ...organizationCompaniesEndpoints,
  ...organizationCompanyLogoEndpoints,
  ...personalEmployeePhotoEndpoints,
  ...organizationDepartmentsEndpoints,
  ...organizationDepartmentTreeEndpoints,
  ...organizationCentresEndpoints,
  ...organizationJobProfilesEndpoints,
  ...organizationPositionsEndpoints,
  ...organizationProratingEndpoints,
  ...organizationOrgChartEndpoints,
  ...organizationJobDescriptionReportEndpoints,
  ...personalMovementCalls,
  ...personalImportEndpoints,
  ...personalCompanyPropertiesEndpoints,
  ...personalEmployeeDocumentsEndpoints,
  ...personalLoanCalls,
  ...personalAidCalls,
  ...personalPortalRequestCalls,
  ...kioskEndpoints,
  ...personalDocumentCalls,
  ...documentBatchCalls,
  ...personalCandidatesEndpoints,
  ...competenciasPuestoEndpoints,
  ...competenciasMapaEndpoints,
  ...reportFileEndpoints,
  ...competenciasColaboradorEndpoints,
  ...contractScanEndpoints,
  ...contratosVencerEndpoints,
  ...reporteContratosEndpoints,
  ...reporteCumplimientoEndpoints,
  ...contratosVencerBulkEndpoints,
  ...followUpAttachmentEndpoints,
  ...contractParametersEndpoints,
  ...finiquitoRequestEndpoints,
  ...settlementLetterScanEndpoints,
  ...contractTemplatesEndpoints,
  ...attendanceEndpoints,
  ...dc3Endpoints,
  ...dncProjectEndpoints,
  ...surveyAnswerEndpoints,
  ...practiceEndpoints,
  ...surveyReportEndpoints,
  ...budgetReportEndpoints,
  ...trainingReportEndpoints,
  ...realVsBudgetReportEndpoints,
  ...personCoursesReportEndpoints,
  ...gradesReportEndpoints,
  ...gradeExportEndpoints,
  ...climateParticipantEndpoints,
  ...questionnaireEndpoints,
  ...climateLinkEndpoints,
  ...reviewEndpoints,
  ...climateReportEndpoints,
  ...complianceReportEndpoints,
  ...policyEndpoints,
  ...dncSendEndpoints,
  ...surveyCalls,
  ...evaluationProjectCallEndpoints,
  ...objectiveEvaluationEndpoints,
  ...progressReportEndpoints,
  ...finalReportEndpoints,
  ...objectiveEndpoints,
  ...myEvaluationEndpoints,
  ...myEvaluationKioskEndpoints,
  ...grades360ReportEndpoints,
  ...operativeGradesReportEndpoints,
  ...individualGradesEndpoints,
  ...concentradoEndpoints,
  ...feedbackEndpoints,
  ...commitmentReportEndpoints,
  ...pipelineEndpoints,
  ...candidateRecordEndpoints,
  ...candidateDocumentEndpoints,
  ...competenciasCandidatosEndpoints,
  ...requisitionCallEndpoints,
  ...offerCalls,
  ...offerPreHireCalls,
  ...seguimientoEndpoints,
} as const

/** Every endpoint: the hand-written ones, then those of each record resource. */
export const contract: ReadonlyArray<AnyEndpoint> = [...Object.values(endpoints), ...resources.flatMap(resourceEndpointList)]
