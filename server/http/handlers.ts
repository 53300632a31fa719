import type { endpoints } from "../../domain/api/contract"
import { sessionHandlers } from "../auth/http"
import { dashboardHandlers } from "../dashboard/http"
import type { HandlersOf } from "./handler"

/** One handler per contract endpoint, one spread per area: a missing one is a type error. */
export type Handlers = HandlersOf<typeof endpoints>

export const handlers: Handlers = {
  ...sessionHandlers,
  ...dashboardHandlers,
}
