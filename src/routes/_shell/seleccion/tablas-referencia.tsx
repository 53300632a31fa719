import { createFileRoute } from "@tanstack/react-router"
import { selectionReferenceCatalogues } from "../../../../domain/seleccion/tablas-referencia-catalogues"
import { ReferenceTablesPage } from "../../../records/ReferenceTablesPage"
import { catalogueSearch } from "../../../records/catalogue-search"

// SEL050, the same screen as the other modules' Tablas de referencia: the shell's guard reads the
// key from domain/catalog.ts, and the chosen catalogue is the `catalogo` search parameter.
const SelectionReferenceTablesRoute = () => {
  const { catalogo } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ReferenceTablesPage
      catalogues={selectionReferenceCatalogues}
      path="/seleccion/tablas-referencia"
      catalogue={catalogo}
      onCatalogueChange={(id) => void navigate({ search: id === undefined ? {} : { catalogo: id }, replace: true })}
    />
  )
}

export const Route = createFileRoute("/_shell/seleccion/tablas-referencia")({
  validateSearch: catalogueSearch,
  component: SelectionReferenceTablesRoute,
})
