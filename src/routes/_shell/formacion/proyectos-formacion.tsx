import { createFileRoute } from "@tanstack/react-router"
import { idSearch, useDropSearch } from "../../../app/route-search"
import { CoursesPage } from "../../../formacion/proyectos-formacion/CoursesPage"

// FOR160: the shell's guard reads the key from domain/catalog.ts. `duplicar` names the
// course a row's "Duplicar" copies: the add form opens on a new run of it, and the parameter is
// dropped so a reload does not open it again.
const duplicateSearch = idSearch("duplicar")

const CoursesRoute = () => {
  const { duplicar } = Route.useSearch()
  const navigate = Route.useNavigate()
  const taken = useDropSearch(navigate)
  return <CoursesPage {...(duplicar === undefined ? {} : { duplicar })} onDuplicate={(id) => void navigate({ search: { duplicar: id } })} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/formacion/proyectos-formacion")({
  validateSearch: duplicateSearch,
  // The list's first page is asked for on entering, beside the page's code (src/records/list-prefetch.ts).
  loader: ({ cause }) => {
    if (cause === "enter") void import("../../../formacion/proyectos-formacion/courses-list").then((m) => m.prefetchCourses(), () => undefined)
  },
  // A link's preload runs no prefetch, so entering after one runs the loader again.
  preloadStaleTime: 0,
  component: CoursesRoute,
})
