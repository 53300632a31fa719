import { createFileRoute } from "@tanstack/react-router"
import { portalTargetSearch } from "../../../../domain/personal/portal-request-link"
import { LoansPage } from "../../../personal/prestamos-autorizados/LoansPage"
import { useDropSearch } from "../../../app/route-search"

// GP100 guards the calls (DOMAIN-MX 0 [D]); the page is an extra route of the personal module in
// domain/catalog.ts, shown whenever the module is. Solicitudes del portal opens it for a loan
// request with ?id_empleado&id_solicitud&monto: the add form opens for it, and the parameters are
// dropped so a reload does not open it again.
const PrestamosPage = () => {
  const search = Route.useSearch()
  const taken = useDropSearch(Route.useNavigate())
  return <LoansPage pageKey="/personal/prestamos-autorizados" search={search} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/personal/prestamos-autorizados")({ validateSearch: portalTargetSearch, component: PrestamosPage })
