import { Link, Outlet, useLocation, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useMemo, useState } from "react"
import { holdsAny, routeAccess } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { sessionActor } from "../app/session"
import { systemLogoActor } from "../app/system-logo"
import { SidebarNav } from "../ui/SidebarNav"
import { OptionSearch } from "./OptionSearch"
import { RelatedPages } from "./RelatedPages"
import { MobileNav } from "./MobileNav"
import { UserMenu } from "./UserMenu"
import { IdleWarning } from "./IdleWarning"
import { NoAccessPage } from "./NoAccessPage"
import { useInactivity } from "./use-inactivity"
import { moduleOfPath, navModules } from "./visible-modules"

/** The authenticated layout: top bar, module sidebar and the page in <main>. */
export const Shell = () => {
  const navigate = useNavigate()
  const pathname = useLocation({ select: (l) => l.pathname })
  const signedOut = useSelector(sessionActor, (s) => s.matches("unauthenticated"))
  const session = useSelector(sessionActor, (s) => s.context.session)
  const held = useMemo(() => session?.permissions ?? [], [session])
  const greyed = session?.greyedModules
  const modulesShown = useMemo(() => navModules(held, greyed ?? []), [held, greyed])
  const currentModule = moduleOfPath(pathname)
  // The page's key, when the user lacks it and SPEC names no redirect (the route guard redirects
  // the others): the page is not drawn, a notice is (NoAccessPage).
  const access = routeAccess(pathname)
  const denied = access?.kind === "keys" && access.redirect === null && session !== null && !holdsAny(held, access.keys)
  const [expanded, setExpanded] = useState<string | null>(currentModule)

  const inactivity = useInactivity()

  // The company logo of the system parameters, once per signed-in session.
  const logo = useSelector(systemLogoActor, (s) => s.context.src)
  const token = session?.token ?? null
  useEffect(() => {
    if (token === null) systemLogoActor.send({ type: "CLEAR" })
    else systemLogoActor.send({ type: "REFRESH" })
  }, [token])

  // Sign-out, a 401 and the inactivity timeout all end here; no unsaved-changes question holds
  // it back (useLeaveGuard): without a session nothing could be saved anyway.
  useEffect(() => {
    if (signedOut) void navigate({ to: "/login", ignoreBlocker: true })
  }, [signedOut, navigate])

  useEffect(() => {
    setExpanded(currentModule)
  }, [currentModule])

  const userName = session?.user?.n_empleado ?? session?.user?.id_usuario ?? ""
  // The same navigation in the sidebar (768 px and up) and in the mobile drawer.
  const nav = {
    label: messages.modulos,
    disabledHint: messages.moduloNoDisponible,
    modules: modulesShown,
    expanded,
    currentModule,
    onToggle: (id: string) => setExpanded((e) => (e === id ? null : id)),
  }

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {messages.saltarContenido}
      </a>
      {/* Below 768 px the search takes a second row of its own, so nothing is squeezed off. */}
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-ink-200 bg-white px-3 py-2 md:flex-nowrap md:gap-4 md:px-4">
        <MobileNav {...nav} />
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded text-lg font-bold text-brand-700 md:shrink-0">
          {logo !== null ? <img src={logo} alt="" className="h-8 max-w-24 shrink-0 object-contain md:max-w-32" /> : null}
          <span className="truncate">{messages.appNombre}</span>
        </Link>
        <div className="order-last flex w-full justify-center md:order-none md:w-auto md:flex-1">
          <OptionSearch held={held} />
        </div>
        <div className="ml-auto md:ml-0">
          <UserMenu held={held} userName={userName} />
        </div>
      </header>
      <div className="flex flex-1">
        <SidebarNav {...nav} />
        {/* min-w-0 lets main shrink below a wide table, which then scrolls inside its card. */}
        <main id="contenido" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6">
          {denied ? (
            <NoAccessPage />
          ) : (
            <>
              <RelatedPages path={pathname} held={held} />
              <Outlet />
            </>
          )}
        </main>
      </div>
      <IdleWarning actor={inactivity} />
    </div>
  )
}
