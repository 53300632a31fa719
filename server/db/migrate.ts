import { Migrator } from "@effect/sql"
import { Effect } from "effect"
import organization from "./migrations/0001_organization"
import access from "./migrations/0002_access"
import recordPages from "./migrations/0010_record_pages"
import mailAccount from "./migrations/0020_mail_account"
import authorizationFlows from "./migrations/0021_authorization_flows"
import systemParameters from "./migrations/0022_system_parameters"
import jobBoardCatalogs from "./migrations/0023_job_board_catalogs"
import auditoria from "./migrations/0040_auditoria"
import finSesiones from "./migrations/0041_fin_sesiones"
import derechosVersion from "./migrations/0042_derechos_version"
import tiposAyuda from "./migrations/0050_tipos_ayuda"
import empresas from "./migrations/0060_empresas"
import referenciasOrganizacion from "./migrations/0061_referencias_organizacion"
import centrosTrabajo from "./migrations/0062_centros_trabajo"
import departamentos from "./migrations/0063_departamentos"
import empresasRfcSat from "./migrations/0064_empresas_rfc_sat"
import puestosPosiciones from "./migrations/0065_puestos_posiciones"
import puestosSecciones from "./migrations/0066_puestos_secciones"
import prorrateoPosiciones from "./migrations/0067_prorrateo_posiciones"
import empleadosActivosDepto from "./migrations/0068_empleados_activos_depto"
import expedienteEmpleado from "./migrations/0069_expediente_empleado"
import referenciasPersonal from "./migrations/0070_referencias_personal"
import fotosEmpleados from "./migrations/0071_fotos_empleados"
import movimientosPersonal from "./migrations/0072_movimientos_personal"
import autorizaciones from "./migrations/0073_autorizaciones"
import modeloCompetencias from "./migrations/0075_modelo_competencias"
import empleadosOrden from "./migrations/0076_empleados_orden"
import evaluacionesCompetencia from "./migrations/0077_evaluaciones_competencia"
import mapaCompetencias from "./migrations/0078_mapa_competencias"
import tableroConteos from "./migrations/0079_tablero_conteos"
import altasRecontratables from "./migrations/0080_altas_recontratables"
import foliosDocumento from "./migrations/0081_folios_documento"
import cartasLaborales from "./migrations/0082_cartas_laborales"
import reconocimientos from "./migrations/0083_reconocimientos"
import propiedadesResponsivas from "./migrations/0085_propiedades_responsivas"
import actasAdministrativas from "./migrations/0086_actas_administrativas"
import prestamos from "./migrations/0090_prestamos"
import ayudasEconomicas from "./migrations/0091_ayudas_economicas"
import kiosko from "./migrations/0095_kiosko"
import candidatos from "./migrations/0100_candidatos"
import recuperacionPassword from "./migrations/0105_recuperacion_password"
import solicitudesPortalAtencion from "./migrations/0120_solicitudes_portal_atencion"
import competenciasVigentes from "./migrations/0125_competencias_vigentes"

// The same migrations for both dialects; no schema dump, so no filesystem or shell needed.
const run = Migrator.make({})

export const migrate = run({
  loader: Migrator.fromRecord({
    "0001_organization": organization,
    "0002_access": access,
    "0010_record_pages": recordPages,
    "0020_mail_account": mailAccount,
    "0021_authorization_flows": authorizationFlows,
    "0022_system_parameters": systemParameters,
    "0023_job_board_catalogs": jobBoardCatalogs,
    "0040_auditoria": auditoria,
    "0041_fin_sesiones": finSesiones,
    "0042_derechos_version": derechosVersion,
    "0050_tipos_ayuda": tiposAyuda,
    "0060_empresas": empresas,
    "0061_referencias_organizacion": referenciasOrganizacion,
    "0062_centros_trabajo": centrosTrabajo,
    "0063_departamentos": departamentos,
    "0064_empresas_rfc_sat": empresasRfcSat,
    "0065_puestos_posiciones": puestosPosiciones,
    "0066_puestos_secciones": puestosSecciones,
    "0067_prorrateo_posiciones": prorrateoPosiciones,
    "0068_empleados_activos_depto": empleadosActivosDepto,
    "0069_expediente_empleado": expedienteEmpleado,
    "0070_referencias_personal": referenciasPersonal,
    "0071_fotos_empleados": fotosEmpleados,
    "0072_movimientos_personal": movimientosPersonal,
    "0073_autorizaciones": autorizaciones,
    "0075_modelo_competencias": modeloCompetencias,
    "0076_empleados_orden": empleadosOrden,
    "0077_evaluaciones_competencia": evaluacionesCompetencia,
    "0078_mapa_competencias": mapaCompetencias,
    "0079_tablero_conteos": tableroConteos,
    "0080_altas_recontratables": altasRecontratables,
    "0081_folios_documento": foliosDocumento,
    "0082_cartas_laborales": cartasLaborales,
    "0083_reconocimientos": reconocimientos,
    "0085_propiedades_responsivas": propiedadesResponsivas,
    "0086_actas_administrativas": actasAdministrativas,
    "0090_prestamos": prestamos,
    "0091_ayudas_economicas": ayudasEconomicas,
    "0095_kiosko": kiosko,
    "0100_candidatos": candidatos,
    "0105_recuperacion_password": recuperacionPassword,
    "0120_solicitudes_portal_atencion": solicitudesPortalAtencion,
    "0125_competencias_vigentes": competenciasVigentes,
  }),
  table: "migraciones",
}).pipe(Effect.withSpan("migrate"))
