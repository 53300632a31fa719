import { createFileRoute } from "@tanstack/react-router"
import { idSearch } from "../../../app/route-search"
import { PipelinePage } from "../../../seleccion/asignacion-candidatos/PipelinePage"

// SEL250: the shell's guard reads the key from domain/catalog.ts. `vacante` names the board
// open, so a reload or a shared link opens it again.
const vacancySearch = idSearch("vacante")

const PipelineRoute = () => {
  const { vacante } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <PipelinePage vacante={vacante ?? null} onChosen={(v) => void navigate({ search: v === null ? {} : { vacante: v } })} />
}

export const Route = createFileRoute("/_shell/seleccion/asignacion-candidatos")({
  validateSearch: (search: Record<string, unknown>) => vacancySearch(search),
  component: PipelineRoute,
})
