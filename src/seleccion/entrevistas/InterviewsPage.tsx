import { interviews, interviewsEndpoints } from "../../../domain/seleccion/entrevistas"
import { calendarTexts as t } from "../../../domain/seleccion/entrevistas-calendario"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { PageTitle } from "../../ui/PageTitle"
import { RadioGroup } from "../../ui/RadioGroup"
import { InterviewCalendar } from "./InterviewCalendar"

// Entrevistas (MODULES-MX §6, guarded by SEL250): the list (Fecha, Hora, Candidato, Vacante,
// Etapa, Entrevistadores, Calificación, Recomendación, Estado) with its filters and export; an
// interview on a page of its own: when and where with its interviewers, then its scorecard and
// recommendation. "Marcar como realizada", "No se presentó" and "Cancelar entrevista" on each row
// are the platform's workflow; the score and the .ics invitations are the server's.
// "Vista" switches the list for a week's calendar (./InterviewCalendar.tsx). An interview opened
// from either is the same record at the same address (`?registro=`): while it is open the list's
// record page shows it, and the calendar waits hidden underneath, so closing the record returns
// to the week and the interview it was opened from.

export type InterviewsView = "lista" | "calendario"

const sections: ReadonlyArray<FormSection> = [
  { title: "Programación", fields: ["id_asignacion", "fecha", "hora", "duracion_min", "modalidad", "lugar_o_liga", "entrevistadores"] },
  { title: "Evaluación", fields: ["scorecard", "recomendacion", "observaciones"] },
]

const viewOptions = [
  { id: "lista", label: t.lista },
  { id: "calendario", label: t.calendario },
]

export interface InterviewsPageProps {
  readonly view: InterviewsView
  /** The calendar's week (its Monday) as the address names it; null for today's. */
  readonly week: string | null
  /** The address names a record (`registro`): its form shows in the page's place. */
  readonly recordOpen: boolean
  readonly onView: (view: InterviewsView) => void
  readonly onWeek: (week: string) => void
}

export const InterviewsPage = ({ view, week, recordOpen, onView, onWeek }: InterviewsPageProps) => (
  <>
    <PageTitle>{interviews.title}</PageTitle>
    {recordOpen ? null : (
      <div className="mb-4">
        <RadioGroup label={t.vista} options={viewOptions} value={view} onChange={(v) => onView(v === "calendario" ? "calendario" : "lista")} orientation="horizontal" />
      </div>
    )}
    {view === "lista" || recordOpen ? (
      <RecordPage descriptor={interviews} endpoints={interviewsEndpoints} pageKey="/seleccion/entrevistas" layout="page" formProps={{ sections }} showTitle={false} />
    ) : null}
    {view === "calendario" ? <InterviewCalendar week={week} hidden={recordOpen} onWeek={onWeek} /> : null}
  </>
)
