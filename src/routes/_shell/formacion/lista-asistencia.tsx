import { createFileRoute } from "@tanstack/react-router"
import { idSearch } from "../../../app/route-search"
import { AttendancePage } from "../../../formacion/lista-asistencia/AttendancePage"

// FOR200: the shell's guard reads the key from domain/catalog.ts. `curso` and `sesion`
// name the sheet open, so a reload or a shared link opens it again.
const courseSearch = idSearch("curso")
const sessionSearch = idSearch("sesion")

const AttendanceRoute = () => {
  const { curso, sesion } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AttendancePage
      curso={curso ?? null}
      sesion={sesion ?? null}
      onChosen={(c, s) => void navigate({ search: { ...(c === null ? {} : { curso: c }), ...(s === null ? {} : { sesion: s }) } })}
    />
  )
}

export const Route = createFileRoute("/_shell/formacion/lista-asistencia")({
  validateSearch: (search: Record<string, unknown>) => ({ ...courseSearch(search), ...sessionSearch(search) }),
  component: AttendanceRoute,
})
