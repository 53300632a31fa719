import { createFileRoute } from "@tanstack/react-router"
import { idSearch } from "../../../app/route-search"
import { ObjectivesPage } from "../../../evaluacion/objetivos/ObjectivesPage"

// EVA010: the shell's guard reads the key from domain/catalog.ts. `proyecto` names the cycle
// shown, so a reload or a shared link opens it again.
const projectSearch = idSearch("proyecto")

const ObjectivesRoute = () => {
  const { proyecto } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ObjectivesPage proyecto={proyecto ?? null} onChosen={(p) => void navigate({ search: p === null ? {} : { proyecto: p } })} />
}

export const Route = createFileRoute("/_shell/evaluacion/objetivos")({
  validateSearch: projectSearch,
  component: ObjectivesRoute,
})
