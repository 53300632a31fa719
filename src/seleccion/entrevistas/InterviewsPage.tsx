import { interviews, interviewsEndpoints } from "../../../domain/seleccion/entrevistas"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"

// Entrevistas (MODULES-MX §6, guarded by SEL250): the list (Fecha, Hora, Candidato, Vacante,
// Etapa, Entrevistadores, Calificación, Recomendación, Estado) with its filters and export; an
// interview on a page of its own: when and where with its interviewers, then its scorecard and
// recommendation. "Marcar como realizada", "No se presentó" and "Cancelar entrevista" on each row
// are the platform's workflow; the score and the .ics invitations are the server's.

const sections: ReadonlyArray<FormSection> = [
  { title: "Programación", fields: ["id_asignacion", "fecha", "hora", "duracion_min", "modalidad", "lugar_o_liga", "entrevistadores"] },
  { title: "Evaluación", fields: ["scorecard", "recomendacion", "observaciones"] },
]

export const InterviewsPage = () => (
  <RecordPage descriptor={interviews} endpoints={interviewsEndpoints} pageKey="/seleccion/entrevistas" layout="page" formProps={{ sections }} />
)
