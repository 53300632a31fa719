import { personalEmployeePhotoEndpoints } from "./gestion-personal-photo-api"
import { personalMovementCalls } from "./movimientos-personal-api"
import { personalImportEndpoints } from "./gestion-personal-import-api"
import { personalCompanyPropertiesEndpoints } from "./propiedades-empresas-api"
import { personalEmployeeDocumentsEndpoints } from "./gestion-personal-documents-api"
import { personalLoanCalls } from "./prestamos-autorizados-api"
import { personalAidCalls } from "./ayudas-economicas-api"
import { personalPortalRequestCalls } from "./solicitudes-portal-api"
import { personalDocumentCalls } from "./documents-api"
import { personalCandidatesEndpoints } from "./candidatos-api"

// Every hand-written endpoint of personal, in one list: its server part serves them
// (server/personal/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const personalEndpoints = {
  ...personalEmployeePhotoEndpoints,
  ...personalMovementCalls,
  ...personalImportEndpoints,
  ...personalCompanyPropertiesEndpoints,
  ...personalEmployeeDocumentsEndpoints,
  ...personalLoanCalls,
  ...personalAidCalls,
  ...personalPortalRequestCalls,
  ...personalDocumentCalls,
  ...personalCandidatesEndpoints,
} as const
