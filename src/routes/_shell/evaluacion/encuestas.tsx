import { createFileRoute } from "@tanstack/react-router"
import { idSearch, useDropSearch } from "../../../app/route-search"
import { SurveysPage } from "../../../evaluacion/encuestas/SurveysPage"

// EVA100: the shell's guard reads the key from domain/catalog.ts. `duplicar` names the
// instrument a row's "Duplicar" copies: the add form opens with its values, and the parameter is
// dropped so a reload does not open it again.
const duplicateSearch = idSearch("duplicar")

const SurveysRoute = () => {
  const { duplicar } = Route.useSearch()
  const navigate = Route.useNavigate()
  const taken = useDropSearch(navigate)
  return <SurveysPage {...(duplicar === undefined ? {} : { duplicar })} onDuplicate={(id) => void navigate({ search: { duplicar: id } })} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/evaluacion/encuestas")({
  validateSearch: duplicateSearch,
  component: SurveysRoute,
})
