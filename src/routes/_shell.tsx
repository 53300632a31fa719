import { createFileRoute, redirect } from "@tanstack/react-router"
import { routeAccess } from "../../domain/catalog"
import { Shell } from "../features/shell/Shell"

// On every navigation inside the shell: no live session goes to /login, an unknown path to
// /dashboard. A path whose key the user lacks is no redirect: the shell shows, in its place, that
// the user may not open it and a link to the catalogue's redirect (Shell, NoAccessPage). The
// session is not asked of the server here: an answer with a new rights version refreshes it
// (src/app/api.ts).
export const Route = createFileRoute("/_shell")({
  beforeLoad: ({ context, location }) => {
    context.session.send({ type: "CHECK", now: Date.now() })
    const snapshot = context.session.getSnapshot()
    if (!snapshot.matches("authenticated")) throw redirect({ to: "/login" })
    if (routeAccess(location.pathname) === undefined) throw redirect({ to: "/dashboard" })
  },
  component: Shell,
})
