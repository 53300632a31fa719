import { createFileRoute } from "@tanstack/react-router"
import { referenceCatalogues } from "../../../../domain/organizacion/tablas-referencia-catalogues"
import { ReferenceTablesPage } from "../../../records/ReferenceTablesPage"
import { catalogueSearch } from "../../../records/catalogue-search"

// ORG050: the shell's guard reads the key from domain/catalog.ts. The chosen catalogue is the
// `catalogo` search parameter, so a reload keeps it.
const ReferenceTablesRoute = () => {
  const { catalogo } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ReferenceTablesPage
      catalogues={referenceCatalogues}
      path="/organizacion/tablas-referencia"
      catalogue={catalogo}
      onCatalogueChange={(id) => void navigate({ search: id === undefined ? {} : { catalogo: id }, replace: true })}
    />
  )
}

export const Route = createFileRoute("/_shell/organizacion/tablas-referencia")({
  validateSearch: catalogueSearch,
  component: ReferenceTablesRoute,
})
