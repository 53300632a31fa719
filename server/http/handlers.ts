import type { endpoints } from "../../domain/api/contract"
import { auditHandlers } from "../audit/http"
import { sessionHandlers } from "../auth/http"
import { catalogsHandlers } from "../catalogs/http"
import { kioskUsersHandlers } from "../kiosk-users/http"
import { profilesHandlers } from "../profiles/http"
import { rolesHandlers } from "../roles/http"
import { systemUsersHandlers } from "../system-users/http"
import { dashboardHandlers } from "../dashboard/http"
import { reportHandlers } from "../reports/http"
import type { HandlersOf } from "./handler"
import { systemParametersHandlers } from "../system-parameters/http"
import { mailAccountHandlers } from "../mail-account/http"
import { authorizationFlowsHandlers } from "../authorization-flows/http"
import { jobBoardHandlers } from "../job-board/http"

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
