import { administrativeRecordsTable } from "./actas-administrativas"
import { aidRequestsTable } from "./ayudas-economicas"
import { personalAidHandlers } from "./ayudas-economicas-http"
import { candidatesTable } from "./candidatos"
import { personalCandidatesHandlers } from "./candidatos-http"
import { employmentLettersTable } from "./cartas-laborales"
import { personalDocumentHandlers } from "./documents-http"
import { employeesTable } from "./gestion-personal"
import { personalEmployeeDocumentsHandlers } from "./gestion-personal-documents"
import { personalImportHandlers } from "./gestion-personal-import-http"
import { personalEmployeePhotoHandlers } from "./gestion-personal-photo-http"
import { personalMovementsTable } from "./movimientos-personal"
import { personalMovementsHandlers } from "./movimientos-personal-http"
import { letterTemplatesTable } from "./plantillas-carta"
import { preHiresTable } from "./pre-alta-candidatos"
import { personalLoansTable } from "./prestamos-autorizados"
import { personalLoansHandlers } from "./prestamos-autorizados-http"
import { companyPropertiesTable } from "./propiedades-empresas"
import { personalCompanyPropertiesHandlers } from "./propiedades-empresas-http"
import { responsivasTable } from "./propiedades-empresas-responsivas"
import { recognitionsTable } from "./reconocimientos"
import { portalRequestsTable } from "./solicitudes-portal"
import { personalPortalRequestsHandlers } from "./solicitudes-portal-http"
import { personalReferenceTables } from "./tablas-referencia"
import { aidTypesTable } from "./tipos-ayuda"
import tiposAyuda from "../db/migrations/0050_tipos_ayuda"
import expedienteEmpleado from "../db/migrations/0069_expediente_empleado"
import referenciasPersonal from "../db/migrations/0070_referencias_personal"
import fotosEmpleados from "../db/migrations/0071_fotos_empleados"
import movimientosPersonal from "../db/migrations/0072_movimientos_personal"
import empleadosOrden from "../db/migrations/0076_empleados_orden"
import altasRecontratables from "../db/migrations/0080_altas_recontratables"
import foliosDocumento from "../db/migrations/0081_folios_documento"
import cartasLaborales from "../db/migrations/0082_cartas_laborales"
import reconocimientos from "../db/migrations/0083_reconocimientos"
import propiedadesResponsivas from "../db/migrations/0085_propiedades_responsivas"
import actasAdministrativas from "../db/migrations/0086_actas_administrativas"
import prestamos from "../db/migrations/0090_prestamos"
import ayudasEconomicas from "../db/migrations/0091_ayudas_economicas"
import candidatos from "../db/migrations/0100_candidatos"
import solicitudesPortalAtencion from "../db/migrations/0120_solicitudes_portal_atencion"
import { asRecordTable, type RecordTable } from "../records/table"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(aidTypesTable),
  asRecordTable(employeesTable),
  asRecordTable(personalMovementsTable),
  asRecordTable(portalRequestsTable),
  ...personalReferenceTables,
  asRecordTable(letterTemplatesTable),
  asRecordTable(employmentLettersTable),
  asRecordTable(recognitionsTable),
  asRecordTable(candidatesTable),
  asRecordTable(preHiresTable),
  asRecordTable(companyPropertiesTable),
  asRecordTable(responsivasTable),
  asRecordTable(administrativeRecordsTable),
  asRecordTable(personalLoansTable),
  asRecordTable(aidRequestsTable),
]

// Personal: what server/areas.ts and server/db/migrate.ts take from this module, in one
// import each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated) and its migrations (the files stay in server/db/migrations/).
export const personalManifest = {
  handlers: {
    ...personalEmployeePhotoHandlers,
    ...personalMovementsHandlers,
    ...personalImportHandlers,
    ...personalCompanyPropertiesHandlers,
    ...personalEmployeeDocumentsHandlers,
    ...personalLoansHandlers,
    ...personalAidHandlers,
    ...personalPortalRequestsHandlers,
    ...personalDocumentHandlers,
    ...personalCandidatesHandlers,
  },
  recordTables,
  migrations: {
    "0050_tipos_ayuda": tiposAyuda,
    "0069_expediente_empleado": expedienteEmpleado,
    "0070_referencias_personal": referenciasPersonal,
    "0071_fotos_empleados": fotosEmpleados,
    "0072_movimientos_personal": movimientosPersonal,
    "0076_empleados_orden": empleadosOrden,
    "0080_altas_recontratables": altasRecontratables,
    "0081_folios_documento": foliosDocumento,
    "0082_cartas_laborales": cartasLaborales,
    "0083_reconocimientos": reconocimientos,
    "0085_propiedades_responsivas": propiedadesResponsivas,
    "0086_actas_administrativas": actasAdministrativas,
    "0090_prestamos": prestamos,
    "0091_ayudas_economicas": ayudasEconomicas,
    "0100_candidatos": candidatos,
    "0120_solicitudes_portal_atencion": solicitudesPortalAtencion,
  },
}
