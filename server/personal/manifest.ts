import { personalEndpoints } from "../../domain/personal/endpoints"
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
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"
import { portalRequestAuthorizationOrigin } from "./solicitudes-portal-origin"
import { aidAuthorizationOrigin } from "./ayudas-economicas-origin"
import { loanAuthorizationOrigin } from "./prestamos-autorizados-origin"
import { movementAuthorizationOrigin } from "./movimientos-personal-origin"

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

// The server part of personal, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const personalManifest = serverPart({
  endpoints: personalEndpoints,
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
  origins: [movementAuthorizationOrigin, loanAuthorizationOrigin, aidAuthorizationOrigin, portalRequestAuthorizationOrigin],
})
