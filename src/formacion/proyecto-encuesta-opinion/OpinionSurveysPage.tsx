import { opinionSurveys, opinionSurveysEndpoints } from "../../../domain/formacion/proyecto-encuesta-opinion"
import { formatFixed } from "../../../domain/number-format"
import { shownDate } from "../../records/cells"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"

// Proyecto encuesta de opinión (FOR310, MODULES-MX §3): the list (Curso, Encuesta, Ventana,
// Respuestas/Participantes, Satisfacción %, Estado); Agregar links a course to an instrument
// ("vincular"); each row's Enviar encuesta, Recordar, Cerrar and Abrir are the workflow's.

type Row = Readonly<Record<string, unknown>>

export const surveyPageTexts = {
  ventana: "Ventana",
  respuestas: "Respuestas/Participantes",
  eliminar: (curso: string) => `Eliminar la encuesta del curso ${curso}`,
} as const

const columns = {
  f_apertura: { label: surveyPageTexts.ventana, render: (row: Row) => `${shownDate(textOf(row.f_apertura))} – ${shownDate(textOf(row.f_cierre))}` },
  respuestas: { label: surveyPageTexts.respuestas, render: (row: Row) => `${textOf(row.respuestas)}/${textOf(row.participantes)}` },
  satisfaccion: { render: (row: Row) => (row.satisfaccion === null || row.satisfaccion === undefined ? "—" : `${formatFixed(Number(row.satisfaccion), 2)} %`) },
}

export const OpinionSurveysPage = () => (
  <RecordPage
    descriptor={opinionSurveys}
    endpoints={opinionSurveysEndpoints}
    pageKey="/formacion/proyecto-encuesta-opinion"
    columns={columns}
    deleteLabel={(row) => surveyPageTexts.eliminar(textOf(row.n_curso))}
  />
)
