import { Outlet, createRootRouteWithContext } from "@tanstack/react-router"
import type { SessionActor } from "../app/session"
import { Toasts } from "../ui/Toasts"

export interface RouterContext {
  readonly session: SessionActor
  /** Runs every guard again, e.g. after the server changed the user's rights. */
  readonly revalidate: () => Promise<void>
}

const Root = () => (
  <>
    <Outlet />
    <Toasts />
  </>
)

export const Route = createRootRouteWithContext<RouterContext>()({ component: Root })
