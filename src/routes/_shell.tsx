import { createFileRoute, redirect } from "@tanstack/react-router"
import { holdsAny, routeAccess } from "../../domain/catalog"
import { refreshSession } from "../app/refreshSession"
import { Shell } from "../features/shell/Shell"

// SPEC 2.1 and 6, on every navigation inside the shell: no live session goes to /login, an
// unknown path to /dashboard, a path whose key the user lacks to the catalogue's redirect.
export const Route = createFileRoute("/_shell")({
  beforeLoad: ({ context, location, preload }) => {
    context.session.send({ type: "CHECK", now: Date.now() })
    const snapshot = context.session.getSnapshot()
    if (!snapshot.matches("authenticated")) throw redirect({ to: "/login" })
    const access = routeAccess(location.pathname)
    if (access === undefined) throw redirect({ to: "/dashboard" })
    if (access.kind === "keys" && !holdsAny(snapshot.context.session?.permissions ?? [], access.keys)) {
      throw redirect({ href: access.redirect })
    }
    // Not awaited: the page shows at once from the stored session; the server's answer then ends
    // a revoked session (401) or applies changed rights by re-running these guards.
    if (!preload) void refreshSession(context.session, context.revalidate)
  },
  component: Shell,
})
