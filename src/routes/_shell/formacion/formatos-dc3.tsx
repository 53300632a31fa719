import { createFileRoute } from "@tanstack/react-router"
import { idSearch } from "../../../app/route-search"
import { Dc3Page } from "../../../formacion/formatos-dc3/Dc3Page"

// FOR250: the shell's guard reads the key from domain/catalog.ts. `curso` names the course
// chosen, so a reload or a shared link opens it again.
const courseSearch = idSearch("curso")

const Dc3Route = () => {
  const { curso } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <Dc3Page curso={curso ?? null} onChosen={(c) => void navigate({ search: c === null ? {} : { curso: c } })} />
}

export const Route = createFileRoute("/_shell/formacion/formatos-dc3")({
  validateSearch: (search: Record<string, unknown>) => courseSearch(search),
  component: Dc3Route,
})
