import { createFileRoute } from "@tanstack/react-router"
import { useCallback } from "react"
import { PreHiresPage } from "../../../personal/pre-alta-candidatos/PreHiresPage"

// GP250: the shell's guard (src/routes/_shell.tsx) reads the key and the redirect from
// domain/catalog.ts. `candidato` is the candidate Candidatos sent here ("Enviar a pre-alta"): the
// add form opens with their data, and the parameter is dropped so a reload does not open it again.
const candidateSearch = (search: Record<string, unknown>): { candidato?: number } => {
  const n = Number(search.candidato)
  return Number.isInteger(n) && n > 0 && n < 1_000_000_000 ? { candidato: n } : {}
}

const PreHiresRoute = () => {
  const { candidato } = Route.useSearch()
  const navigate = Route.useNavigate()
  const taken = useCallback(() => void navigate({ search: {}, replace: true }), [navigate])
  return <PreHiresPage {...(candidato === undefined ? {} : { candidato })} onCandidateTaken={taken} />
}

export const Route = createFileRoute("/_shell/personal/pre-alta-candidatos")({
  validateSearch: candidateSearch,
  component: PreHiresRoute,
})
