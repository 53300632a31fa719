import { createFileRoute } from "@tanstack/react-router"
import { portalTargetSearch } from "../../../../domain/personal/portal-request-link"
import { AidRequestsPage } from "../../../personal/ayudas-economicas/AidRequestsPage"
import { useDropSearch } from "../../../app/route-search"

// GP100 guards the calls (DOMAIN-MX 0 [D]); the page is an extra route of the personal module in
// domain/catalog.ts, shown whenever the module is. Solicitudes del portal opens it for an aid
// request with ?id_empleado&id_solicitud&monto: the add form opens for it, and the parameters are
// dropped so a reload does not open it again.
const AyudasPage = () => {
  const search = Route.useSearch()
  const taken = useDropSearch(Route.useNavigate())
  return <AidRequestsPage pageKey="/personal/ayudas-economicas" search={search} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/personal/ayudas-economicas")({ validateSearch: portalTargetSearch, component: AyudasPage })
