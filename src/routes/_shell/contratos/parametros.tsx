import { createFileRoute } from "@tanstack/react-router"
import { ContractParametersPage } from "../../../contratos/parametros/ContractParametersPage"
import { contractParametersSearch } from "../../../contratos/parametros/texts"

// CON090: the shell's guard reads the key from domain/catalog.ts (the module stays greyed in the
// sidebar; the page answers at its route to whoever holds the key). The open tab is `pestana`.
const ParametersRoute = () => {
  const { pestana } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ContractParametersPage
      tab={pestana ?? "alertas"}
      // Changing tabs keeps the page and its unsaved values: no leave question.
      onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, pestana: next }), replace: true, ignoreBlocker: true })}
    />
  )
}

export const Route = createFileRoute("/_shell/contratos/parametros")({ validateSearch: contractParametersSearch, component: ParametersRoute })
