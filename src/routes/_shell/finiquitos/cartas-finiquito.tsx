import { createFileRoute } from "@tanstack/react-router"
import { SettlementLettersPage } from "../../../finiquitos/cartas-finiquito/SettlementLettersPage"
import { idSearch, useDropSearch } from "../../../app/route-search"

// FIN200: the shell's guard reads the key from domain/catalog.ts. `finiquito` is the finiquito
// Solicitud de finiquito sent here ("Generar carta"): the add form opens on it, and the parameter
// is dropped so a reload does not open it again.
const finiquitoSearch = idSearch("finiquito")

const SettlementLettersRoute = () => {
  const { finiquito } = Route.useSearch()
  const taken = useDropSearch(Route.useNavigate())
  return <SettlementLettersPage {...(finiquito === undefined ? {} : { finiquito })} onFiniquitoTaken={taken} />
}

export const Route = createFileRoute("/_shell/finiquitos/cartas-finiquito")({
  validateSearch: finiquitoSearch,
  component: SettlementLettersRoute,
})
