import { systemParametersEndpoints } from "./parametros-sistema-api"
import { moduleSwitchEndpoints } from "./modulos-habilitados-api"
import { mailAccountEndpoints } from "./cuentas-correo-api"
import { authorizationFlowsEndpoints } from "./flujos-autorizacion-api"
import { jobBoardEndpoints } from "./catalogos-bolsa-trabajo-api"
import { auditEndpoints } from "./bitacora-auditoria-api"
import { profilesEndpoints } from "./perfiles-api"
import { rolesEndpoints } from "./roles-usuario-api"
import { systemUsersEndpoints } from "./permisos-api"
import { kioskUsersEndpoints } from "./usuarios-kiosko-api"

// Every hand-written endpoint of configuraciones, in one list: its server part serves them
// (server/configuraciones/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const configuracionesEndpoints = {
  ...systemParametersEndpoints,
  ...moduleSwitchEndpoints,
  ...mailAccountEndpoints,
  ...authorizationFlowsEndpoints,
  ...jobBoardEndpoints,
  ...auditEndpoints,
  ...profilesEndpoints,
  ...rolesEndpoints,
  ...systemUsersEndpoints,
  ...kioskUsersEndpoints,
} as const
