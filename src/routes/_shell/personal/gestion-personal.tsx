import { createFileRoute } from "@tanstack/react-router"
import { portalTargetSearch } from "../../../../domain/personal/portal-request-link"
import { EmployeesPage } from "../../../personal/gestion-personal/EmployeesPage"
import { useDropSearch } from "../../../app/route-search"

// GP100: the shell's guard (src/routes/_shell.tsx) reads the key and the redirect from domain/catalog.ts.
// Solicitudes del portal opens it for a data-update request with ?id_empleado&id_solicitud: the
// person's record opens, and the parameters are dropped so a reload does not open it again.
const GestionPersonal = () => {
  const search = Route.useSearch()
  const taken = useDropSearch(Route.useNavigate())
  return <EmployeesPage search={search} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/personal/gestion-personal")({ validateSearch: portalTargetSearch, component: GestionPersonal })
