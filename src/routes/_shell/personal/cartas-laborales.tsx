import { createFileRoute } from "@tanstack/react-router"
import { portalTargetSearch } from "../../../../domain/personal/portal-request-link"
import { EmploymentLettersPage } from "../../../personal/cartas-laborales/EmploymentLettersPage"
import { useDropSearch } from "../../../app/route-search"

// GP210. Solicitudes del portal opens this page for a constancia request with
// ?id_empleado&id_solicitud: the add form opens for it, and the parameters are dropped so a
// reload does not open it again.
const LettersPage = () => {
  const search = Route.useSearch()
  const taken = useDropSearch(Route.useNavigate())
  return <EmploymentLettersPage pageKey="/personal/cartas-laborales" search={search} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/personal/cartas-laborales")({ validateSearch: portalTargetSearch, component: LettersPage })
