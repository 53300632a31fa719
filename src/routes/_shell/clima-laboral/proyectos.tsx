import { createFileRoute } from "@tanstack/react-router"
import { idSearch, useDropSearch } from "../../../app/route-search"
import { ClimateProjectsPage } from "../../../clima-laboral/proyectos/ClimateProjectsPage"

// CLI200: the shell's guard reads the key from domain/catalog.ts. `duplicar` names the
// project a row's "Duplicar" copies: the add form opens on its next cycle, and the parameter is
// dropped so a reload does not open it again.
const duplicateSearch = idSearch("duplicar")

const ClimateProjectsRoute = () => {
  const { duplicar } = Route.useSearch()
  const navigate = Route.useNavigate()
  const taken = useDropSearch(navigate)
  return <ClimateProjectsPage {...(duplicar === undefined ? {} : { duplicar })} onDuplicate={(id) => void navigate({ search: { duplicar: id } })} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/clima-laboral/proyectos")({
  validateSearch: duplicateSearch,
  component: ClimateProjectsRoute,
})
