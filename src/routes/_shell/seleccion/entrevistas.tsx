import { createFileRoute } from "@tanstack/react-router"
import { isWeekStart } from "../../../../domain/rules/calendar-week"
import { type InterviewsView, InterviewsPage } from "../../../seleccion/entrevistas/InterviewsPage"

// Entrevistas: the shell's guard reads the key (SEL250) from domain/catalog.ts. `vista=calendario`
// shows the calendar instead of the list and `semana` (a Monday) its week, so a reload, a shared
// link or a record closed returns to the same week; anything else in them is dropped.
interface InterviewsSearch {
  readonly vista?: "calendario"
  readonly semana?: string
}

const interviewsSearch = (search: Record<string, unknown>): InterviewsSearch => ({
  ...(search.vista === "calendario" ? { vista: "calendario" as const } : {}),
  ...(typeof search.semana === "string" && isWeekStart(search.semana) ? { semana: search.semana } : {}),
})

const InterviewsRoute = () => {
  const { vista, semana, registro } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <InterviewsPage
      view={vista ?? "lista"}
      week={semana ?? null}
      recordOpen={registro !== undefined}
      // Both replace the entry: Back leaves the page rather than stepping through views and weeks.
      onView={(view: InterviewsView) => void navigate({ search: view === "calendario" ? { vista: "calendario" } : {}, replace: true })}
      onWeek={(week) => void navigate({ search: (prev) => ({ ...prev, semana: week }), replace: true, resetScroll: false })}
    />
  )
}

export const Route = createFileRoute("/_shell/seleccion/entrevistas")({
  validateSearch: interviewsSearch,
  component: InterviewsRoute,
})
