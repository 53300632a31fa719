import { contract, endpoints } from "../domain/api/contract"
import { auditHandlers } from "./audit/http"
import { sessionHandlers } from "./auth/http"
import { authorizationFlowsHandlers } from "./authorization-flows/http"
import { catalogsHandlers } from "./catalogs/http"
import { dashboardHandlers } from "./dashboard/http"
import type { HandlersOf } from "./http/handler"
import { makeHttpApp } from "./http/router"
import { jobBoardHandlers } from "./job-board/http"
import { kioskUsersHandlers } from "./kiosk-users/http"
import { mailAccountHandlers } from "./mail-account/http"
import { profilesHandlers } from "./profiles/http"
import { reportHandlers } from "./reports/http"
import { rolesHandlers } from "./roles/http"
import { systemParametersHandlers } from "./system-parameters/http"
import { systemUsersHandlers } from "./system-users/http"

// The one place that knows the areas: it joins the contract's endpoints with each area's
// handlers and hands both to the area-agnostic HTTP core (server/http/).

/** One handler per contract endpoint, one spread per area: a missing one is a type error. */
export type Handlers = HandlersOf<typeof endpoints>

export const handlers: Handlers = {
  ...sessionHandlers,
  ...dashboardHandlers,
  ...systemParametersHandlers,
  ...mailAccountHandlers,
  ...authorizationFlowsHandlers,
  ...jobBoardHandlers,
  ...auditHandlers,
  ...catalogsHandlers,
  ...profilesHandlers,
  ...rolesHandlers,
  ...systemUsersHandlers,
  ...kioskUsersHandlers,
  ...reportHandlers,
}

/** The server's HTTP app; tests pass their own handlers to probe the routing. */
export const makeApp = (version: string, custom: Handlers = handlers) => makeHttpApp(version, endpoints, custom, contract)
