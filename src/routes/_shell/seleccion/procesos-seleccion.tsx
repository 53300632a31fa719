import { createFileRoute } from "@tanstack/react-router"
import { idSearch, useDropSearch } from "../../../app/route-search"
import { SelectionProcessesPage } from "../../../seleccion/procesos-seleccion/SelectionProcessesPage"

// SEL150: the shell's guard reads the key from domain/catalog.ts. `duplicar` names the template a
// row's "Duplicar" copies: the add form opens with its stages, and the parameter is dropped so a
// reload does not open it again.
const duplicateSearch = idSearch("duplicar")

const SelectionProcessesRoute = () => {
  const { duplicar } = Route.useSearch()
  const navigate = Route.useNavigate()
  const taken = useDropSearch(navigate)
  return <SelectionProcessesPage {...(duplicar === undefined ? {} : { duplicar })} onDuplicate={(id) => void navigate({ search: { duplicar: id } })} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/seleccion/procesos-seleccion")({
  validateSearch: duplicateSearch,
  component: SelectionProcessesRoute,
})
