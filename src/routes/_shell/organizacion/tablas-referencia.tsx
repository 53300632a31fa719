import { createFileRoute } from "@tanstack/react-router"
import { ReferenceTablesPage } from "../../../features/organization/ReferenceTablesPage"

// ORG050: the shell's guard reads the key from domain/catalog.ts. The chosen catalogue is the
// `catalogo` search parameter, so a reload keeps it.
const ReferenceTablesRoute = () => {
  const { catalogo } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ReferenceTablesPage
      catalogue={catalogo}
      onCatalogueChange={(id) => void navigate({ search: id === undefined ? {} : { catalogo: id }, replace: true })}
    />
  )
}

export const Route = createFileRoute("/_shell/organizacion/tablas-referencia")({
  validateSearch: (search: Record<string, unknown>): { catalogo?: string } =>
    typeof search.catalogo === "string" && search.catalogo.length <= 40 ? { catalogo: search.catalogo } : {},
  component: ReferenceTablesRoute,
})
