import { useNavigate } from "@tanstack/react-router"
import { holdsAny, modules, settingsMenuKeys, shellRoutes } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { sessionActor } from "../app/session"
import { type MenuEntry, MenuButton } from "../ui/MenuButton"

const routes: Record<string, string> = {
  perfil: shellRoutes.perfil,
  dashboard: shellRoutes.dashboard,
  misAutorizaciones: shellRoutes.misAutorizaciones,
  configuracion: shellRoutes.configuraciones,
  reporteador: shellRoutes.reporteador,
}

// The route's own label in the catalogue (the page's module, with its schemas, loads later).
const misAutorizaciones =
  modules.flatMap((m) => m.extraRoutes).find((r) => r.path === shellRoutes.misAutorizaciones)?.label ?? "Mis autorizaciones"

/** Profile, dashboard, Mis autorizaciones (every user may approve), configuration (SIS100/SIS150/SIS200 only), report builder, sign-out. */
export const UserMenu = ({ held, userName }: { readonly held: ReadonlyArray<string>; readonly userName: string }) => {
  const navigate = useNavigate()
  const items: MenuEntry[] = [
    { id: "perfil", label: messages.perfil },
    { id: "dashboard", label: messages.dashboard },
    { id: "misAutorizaciones", label: misAutorizaciones },
    ...(holdsAny(held, settingsMenuKeys) ? [{ id: "configuracion", label: messages.configuracion }] : []),
    { id: "reporteador", label: messages.reporteador },
    { id: "cerrarSesion", label: messages.cerrarSesion },
  ]
  return (
    <MenuButton
      label={messages.menuUsuario}
      items={items}
      onAction={(id) => {
        // The shell follows the session to /login once the logout call is over.
        if (id === "cerrarSesion") sessionActor.send({ type: "SIGN_OUT" })
        else if (routes[id]) void navigate({ to: routes[id] })
      }}
    >
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
        {userName.trim().charAt(0).toUpperCase() || "?"}
      </span>
      <span aria-hidden="true" className="hidden max-w-40 truncate text-sm sm:inline">
        {userName}
      </span>
    </MenuButton>
  )
}
