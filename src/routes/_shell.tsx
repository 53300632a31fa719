import { createFileRoute, redirect } from "@tanstack/react-router"
import { holdsAny, routeAccess } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { Shell } from "../features/shell/Shell"
import { toastQueue } from "../ui/toastQueue"

// On every navigation inside the shell: no live session goes to /login, an unknown path to
// /dashboard. A path whose key the user lacks goes where SPEC 2.1 sends it (the settings pages of
// its table with /dashboard), with a warning that stays until closed, so the jump is never
// silent (issue 18); where SPEC says nothing ("not shown", the module pages) the shell says in
// place that the page is not the user's (Shell, NoAccessPage). The session is not asked of the
// server here: an answer with a new rights version refreshes it (src/app/api.ts).
export const Route = createFileRoute("/_shell")({
  beforeLoad: ({ context, location }) => {
    context.session.send({ type: "CHECK", now: Date.now() })
    const snapshot = context.session.getSnapshot()
    if (!snapshot.matches("authenticated")) throw redirect({ to: "/login" })
    const access = routeAccess(location.pathname)
    if (access === undefined) throw redirect({ to: "/dashboard" })
    if (access.kind === "keys" && access.redirect !== null && !holdsAny(snapshot.context.session?.permissions ?? [], access.keys)) {
      toastQueue.add({ tone: "warning", title: messages.sinPermisoPagina, message: messages.sinPermisoPaginaDetalle })
      throw redirect({ href: access.redirect })
    }
  },
  component: Shell,
})
