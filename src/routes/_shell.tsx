import { createFileRoute, redirect } from "@tanstack/react-router"
import { holdsAny, routeAccess } from "../../domain/catalog"
import { Shell } from "../features/shell/Shell"

// On every navigation inside the shell: no live session goes to /login, an unknown path to
// /dashboard, a path whose key the user lacks to the catalogue's redirect. The session is not
// asked of the server here: an answer with a new rights version refreshes it (src/app/api.ts).
export const Route = createFileRoute("/_shell")({
  beforeLoad: ({ context, location }) => {
    context.session.send({ type: "CHECK", now: Date.now() })
    const snapshot = context.session.getSnapshot()
    if (!snapshot.matches("authenticated")) throw redirect({ to: "/login" })
    const access = routeAccess(location.pathname)
    if (access === undefined) throw redirect({ to: "/dashboard" })
    if (access.kind === "keys" && !holdsAny(snapshot.context.session?.permissions ?? [], access.keys)) {
      throw redirect({ href: access.redirect })
    }
  },
  component: Shell,
})
