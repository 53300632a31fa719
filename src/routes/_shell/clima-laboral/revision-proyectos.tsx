import { createFileRoute } from "@tanstack/react-router"
import { idSearch } from "../../../app/route-search"
import { ReviewPage } from "../../../clima-laboral/revision-proyectos/ReviewPage"

// CLI220: the shell's guard reads the key from domain/catalog.ts. `proyecto` names the project
// shown, so a reload or a shared link opens it again.
const projectSearch = idSearch("proyecto")

const ReviewRoute = () => {
  const { proyecto } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ReviewPage proyecto={proyecto ?? null} onChosen={(p) => void navigate({ search: p === null ? {} : { proyecto: p } })} />
}

export const Route = createFileRoute("/_shell/clima-laboral/revision-proyectos")({
  validateSearch: projectSearch,
  component: ReviewRoute,
})
