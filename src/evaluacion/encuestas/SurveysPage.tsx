import { surveys, surveysEndpoints } from "../../../domain/evaluacion/encuestas"
import { surveyCalls } from "../../../machines/evaluacion/encuestas-calls"
import { api } from "../../app/api"
import type { FormSection } from "../../records/RecordForm"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"
import { useArrival } from "../../records/use-arrival"
import { useAddressedDetail } from "../../records/use-record-address"
import { IconButton, viewIcon } from "../../ui/IconButton"
import { SurveyPreviewDialog } from "./SurveyPreviewDialog"

// Encuestas (EVA100, MODULES-MX §5): the list (Clave, Encuesta, Tipo, Versión, Preguntas, Activo)
// with its filters and export; the instrument as a full-width form in three tabs (the instrument
// and its scale, its sections, its questions); each row's Vista previa (?detalle=), Duplicar
// (?duplicar=: the add form with its values, saved as the clave's next version) and the
// workflow's Desactivar / Activar. An instrument a published project uses is refused on save with
// the server's reason (duplicate it to change it).

const sections: ReadonlyArray<FormSection> = [
  { title: "Encuesta", fields: ["clave", "n_encuesta", "tipo", "instrucciones", "escala_1", "escala_2", "escala_3", "escala_4", "escala_5"] },
  { title: "Secciones", fields: ["secciones"] },
  { title: "Preguntas", fields: ["preguntas"] },
]

export const surveyPageTexts = {
  nombre: (row: Readonly<Record<string, unknown>>) => `${textOf(row.clave)} versión ${textOf(row.version)}`,
  vistaPrevia: (nombre: string) => `Vista previa de la encuesta ${nombre}`,
  duplicar: (nombre: string) => `Duplicar la encuesta ${nombre}`,
  eliminar: (nombre: string) => `Eliminar la encuesta ${nombre}`,
} as const

/** Two sheets, one over the other: a copy. */
const copyIcon = <path d="M8 8h11v12H8zM5 16H4V4h11v1" />

const calls = surveyCalls(api)

export interface SurveysPageProps {
  /** The instrument a "Duplicar" asked for (from the address); the add form opens with its values. */
  readonly duplicar?: number
  readonly onDuplicate: (id: number) => void
  /** The duplicate was taken: the route drops its parameter. */
  readonly onTaken: () => void
}

export const SurveysPage = ({ duplicar, onDuplicate, onTaken }: SurveysPageProps) => {
  const addWith = useArrival(duplicar ?? null, calls.duplicate, onTaken)
  // The preview has its own address (?detalle=): Back closes it, a reload opens it again.
  const preview = useAddressedDetail()
  return (
    <>
      <RecordPage
        descriptor={surveys}
        endpoints={surveysEndpoints}
        pageKey="/evaluacion/encuestas"
        layout="page"
        formProps={{ sections }}
        addWith={addWith}
        deleteLabel={(row) => surveyPageTexts.eliminar(surveyPageTexts.nombre(row))}
        rowActions={(row) => (
          <>
            <IconButton opensDialog label={surveyPageTexts.vistaPrevia(surveyPageTexts.nombre(row))} onPress={() => preview.open(Number(row.id_encuesta))}>
              {viewIcon}
            </IconButton>
            <IconButton label={surveyPageTexts.duplicar(surveyPageTexts.nombre(row))} onPress={() => onDuplicate(Number(row.id_encuesta))}>
              {copyIcon}
            </IconButton>
          </>
        )}
      />
      <SurveyPreviewDialog id={preview.id === null ? null : Number(preview.id)} onClose={preview.close} />
    </>
  )
}
