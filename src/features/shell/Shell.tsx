import { Link, Outlet, useLocation, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useMemo, useState, useSyncExternalStore } from "react"
import { messages } from "../../../domain/messages"
import { sessionActor } from "../../app/session"
import { systemLogo } from "../../app/systemLogo"
import { SidebarNav } from "../../ui/SidebarNav"
import { OptionSearch } from "./OptionSearch"
import { UserMenu } from "./UserMenu"
import { useInactivity } from "./useInactivity"
import { moduleOfPath, navModules } from "./visibleModules"

/** SPEC 2.3: the authenticated layout: top bar, module sidebar and the page in <main>. */
export const Shell = () => {
  const navigate = useNavigate()
  const pathname = useLocation({ select: (l) => l.pathname })
  const signedOut = useSelector(sessionActor, (s) => s.matches("unauthenticated"))
  const session = useSelector(sessionActor, (s) => s.context.session)
  const held = useMemo(() => session?.permissions ?? [], [session])
  const modulesShown = useMemo(() => navModules(held), [held])
  const currentModule = moduleOfPath(pathname)
  const [expanded, setExpanded] = useState<string | null>(currentModule)

  useInactivity()

  // The company logo of the system parameters (SPEC 2.8), once per signed-in session.
  const logo = useSyncExternalStore(systemLogo.subscribe, systemLogo.snapshot, systemLogo.snapshot)
  const token = session?.token ?? null
  useEffect(() => {
    if (token === null) systemLogo.clear()
    else void systemLogo.refresh()
  }, [token])

  // Sign-out, a 401 and the inactivity timeout all end here.
  useEffect(() => {
    if (signedOut) void navigate({ to: "/login" })
  }, [signedOut, navigate])

  useEffect(() => {
    setExpanded(currentModule)
  }, [currentModule])

  const userName = session?.user?.n_empleado ?? session?.user?.id_usuario ?? ""

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {messages.saltarContenido}
      </a>
      <header className="flex items-center gap-4 border-b border-ink-200 bg-white px-4 py-2">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded text-lg font-bold text-brand-700">
          {logo !== null ? <img src={logo} alt="" className="h-8 max-w-32 object-contain" /> : null}
          {messages.appNombre}
        </Link>
        <div className="flex flex-1 justify-center">
          <OptionSearch held={held} />
        </div>
        <UserMenu held={held} userName={userName} />
      </header>
      <div className="flex flex-1">
        <SidebarNav
          label={messages.modulos}
          disabledHint={messages.moduloNoDisponible}
          modules={modulesShown}
          expanded={expanded}
          currentModule={currentModule}
          onToggle={(id) => setExpanded((e) => (e === id ? null : id))}
        />
        <main id="contenido" tabIndex={-1} className="flex-1 p-6 outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
