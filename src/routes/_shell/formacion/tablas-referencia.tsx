import { createFileRoute } from "@tanstack/react-router"
import { formationReferenceCatalogues } from "../../../../domain/formacion/tablas-referencia-catalogues"
import { ReferenceTablesPage } from "../../../records/ReferenceTablesPage"
import { catalogueSearch } from "../../../records/catalogue-search"

// FOR050, the same screen as the organisation's: the shell's guard reads the key from
// domain/catalog.ts, and the chosen catalogue is the `catalogo` search parameter.
const FormationReferenceTablesRoute = () => {
  const { catalogo } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ReferenceTablesPage
      catalogues={formationReferenceCatalogues}
      path="/formacion/tablas-referencia"
      catalogue={catalogo}
      onCatalogueChange={(id) => void navigate({ search: id === undefined ? {} : { catalogo: id }, replace: true })}
    />
  )
}

export const Route = createFileRoute("/_shell/formacion/tablas-referencia")({
  validateSearch: catalogueSearch,
  component: FormationReferenceTablesRoute,
})
