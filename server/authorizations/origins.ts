import { aidAuthorizationOrigin } from "../personal/ayudas-economicas-origin"
import { loanAuthorizationOrigin } from "../personal/prestamos-autorizados-origin"
import { movementAuthorizationOrigin } from "../personal/movimientos-personal-origin"
import { portalRequestAuthorizationOrigin } from "../personal/solicitudes-portal-origin"
import { finiquitoAuthorizationOrigin } from "../finiquitos/solicitud-finiquito-origin"
import { renewalAuthorizationOrigin } from "../contratos/gestion-contratos-renewal-origin"
import { budgetAuthorizationOrigin } from "../formacion/revision-presupuesto-origin"
import { requisitionAuthorizationOrigin } from "../seleccion/requisiciones-colaboradores-origin"
import { offerAuthorizationOrigin } from "../seleccion/ofertas-candidatos-origin"
import type { AuthorizationOrigin } from "./origin"

// Every kind of request that can go through an authorization flow. Each area adds its origin
// here (one import, one entry); the engine finds it by its `origen` code.
export const origins: ReadonlyArray<AuthorizationOrigin> = [
  movementAuthorizationOrigin,
  loanAuthorizationOrigin,
  aidAuthorizationOrigin,
  portalRequestAuthorizationOrigin,
  finiquitoAuthorizationOrigin,
  renewalAuthorizationOrigin,
  budgetAuthorizationOrigin,
  requisitionAuthorizationOrigin,
  offerAuthorizationOrigin,
]

export const originOf = (origen: string): AuthorizationOrigin | undefined => origins.find((o) => o.origen === origen)
