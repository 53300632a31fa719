import { Outlet, createRootRouteWithContext } from "@tanstack/react-router"
import type { SessionActor } from "../app/session"
import { Toasts } from "../ui/Toasts"

export interface RouterContext {
  readonly session: SessionActor
}

const Root = () => (
  <>
    <Outlet />
    <Toasts />
  </>
)

export const Route = createRootRouteWithContext<RouterContext>()({ component: Root })
