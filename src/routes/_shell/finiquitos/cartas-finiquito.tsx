import { createFileRoute } from "@tanstack/react-router"
import { useCallback } from "react"
import { SettlementLettersPage } from "../../../finiquitos/cartas-finiquito/SettlementLettersPage"

// FIN200: the shell's guard reads the key from domain/catalog.ts. `finiquito` is the finiquito
// Solicitud de finiquito sent here ("Generar carta"): the add form opens on it, and the parameter
// is dropped so a reload does not open it again.
const finiquitoSearch = (search: Record<string, unknown>): { finiquito?: number } => {
  const n = Number(search.finiquito)
  return Number.isInteger(n) && n > 0 && n < 1_000_000_000 ? { finiquito: n } : {}
}

const SettlementLettersRoute = () => {
  const { finiquito } = Route.useSearch()
  const navigate = Route.useNavigate()
  const taken = useCallback(() => void navigate({ search: {}, replace: true }), [navigate])
  return <SettlementLettersPage {...(finiquito === undefined ? {} : { finiquito })} onFiniquitoTaken={taken} />
}

export const Route = createFileRoute("/_shell/finiquitos/cartas-finiquito")({
  validateSearch: finiquitoSearch,
  component: SettlementLettersRoute,
})
