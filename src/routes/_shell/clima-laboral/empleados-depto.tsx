import { createFileRoute } from "@tanstack/react-router"
import { idSearch } from "../../../app/route-search"
import { ParticipantsPage } from "../../../clima-laboral/empleados-depto/ParticipantsPage"

// CLI210: the shell's guard reads the key from domain/catalog.ts. `proyecto` names the project
// shown, so a reload or a shared link opens it again.
const projectSearch = idSearch("proyecto")

const ParticipantsRoute = () => {
  const { proyecto } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ParticipantsPage proyecto={proyecto ?? null} onChosen={(p) => void navigate({ search: p === null ? {} : { proyecto: p } })} />
}

export const Route = createFileRoute("/_shell/clima-laboral/empleados-depto")({
  validateSearch: projectSearch,
  component: ParticipantsRoute,
})
