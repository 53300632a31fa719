import { createFileRoute, redirect } from "@tanstack/react-router"
import { messages } from "../../domain/messages"
import { addressIdOf, addressValueOf } from "../../machines/records/record-address"
import { Shell } from "../shell/Shell"
import { toastQueue } from "../ui/toast-queue"

// On every navigation inside the shell: no live session goes to /login, an unknown path to
// /dashboard. A path whose key the user lacks goes where SPEC 2.1 sends it (the settings pages of
// its table with /dashboard), with a warning that stays until closed, so the jump is never
// silent (issue 18); where SPEC says nothing ("not shown", the module pages) the shell says in
// place that the page is not the user's (Shell, NoAccessPage). The session is not asked of the
// server here: an answer with a new rights version refreshes it (src/app/api.ts).
// `registro` names the record open on a list page, `detalle` a row's detail dialog
// (src/records/use-record-address.ts): every page of the shell may carry them, so what a list opens
// has an address whatever page lists it. The catalogue is imported when a shell page is first
// opened, while the shell's own files (which import it too) load beside it, not after it: the
// public pages (the mailed questionnaire and survey links, /login) do not download it.
const addressed = (value: unknown): string | number | undefined => {
  const id = addressIdOf(value)
  return id === null ? undefined : addressValueOf(id)
}
const recordSearch = (search: Readonly<Record<string, unknown>>): { readonly registro?: string | number; readonly detalle?: string | number } => {
  const registro = addressed(search.registro)
  const detalle = addressed(search.detalle)
  return { ...(registro === undefined ? {} : { registro }), ...(detalle === undefined ? {} : { detalle }) }
}

const loadShellBeside = (): void => {
  void Route.options.component?.preload?.()
}

export const Route = createFileRoute("/_shell")({
  validateSearch: recordSearch,
  beforeLoad: async ({ context, location }) => {
    context.session.send({ type: "CHECK", now: Date.now() })
    const snapshot = context.session.getSnapshot()
    if (!snapshot.matches("authenticated")) throw redirect({ to: "/login" })
    loadShellBeside()
    const { holdsAny, routeAccess } = await import("../../domain/catalog")
    const access = routeAccess(location.pathname)
    if (access === undefined) throw redirect({ to: "/dashboard" })
    if (access.kind === "keys" && access.redirect !== null && !holdsAny(snapshot.context.session?.permissions ?? [], access.keys)) {
      toastQueue.add({ tone: "warning", title: messages.sinPermisoPagina, message: messages.sinPermisoPaginaDetalle })
      throw redirect({ href: access.redirect })
    }
  },
  component: Shell,
})
