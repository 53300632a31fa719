import { createFileRoute } from "@tanstack/react-router"
import { PreHiresPage } from "../../../personal/pre-alta-candidatos/PreHiresPage"
import { idSearch, useDropSearch } from "../../../app/route-search"

// GP250: the shell's guard (src/routes/_shell.tsx) reads the key and the redirect from
// domain/catalog.ts. `candidato` is the candidate Candidatos sent here ("Enviar a pre-alta"): the
// add form opens with their data, and the parameter is dropped so a reload does not open it again.
const candidateSearch = idSearch("candidato")

const PreHiresRoute = () => {
  const { candidato } = Route.useSearch()
  const taken = useDropSearch(Route.useNavigate())
  return <PreHiresPage {...(candidato === undefined ? {} : { candidato })} onCandidateTaken={taken} />
}

export const Route = createFileRoute("/_shell/personal/pre-alta-candidatos")({
  validateSearch: candidateSearch,
  component: PreHiresRoute,
})
