import { useState } from "react"
import { evaluationProjects, evaluationProjectsEndpoints } from "../../../domain/evaluacion/proyectos"
import { evaluationProjectCalls } from "../../../machines/evaluacion/proyectos-calls"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"
import { useCommand } from "../../records/use-command"
import { checkIcon, IconButton, pencilIcon } from "../../ui/IconButton"
import { takesCapture } from "../../../machines/evaluacion/proyectos-captura-calls"
import { CaptureDialog, captureTexts } from "./CaptureDialog"
import { EvaluatorsDialog, evaluatorsTexts } from "./EvaluatorsDialog"

// Proyectos de evaluación (EVA150, MODULES-MX §5): the list (Proyecto, Tipo, Periodo, Fase
// actual, Participantes, Avance %, Estado) with its filters and export; the project's form with
// its phases and population as rows; each row's workflow actions (Publicar, Avanzar fase,
// Cerrar) are the platform's, and a published 360 or integral project offers "Proponer
// evaluadores 360" (from the position tree; the server says who falls short of a minimum) and
// "Evaluadores 360", one participant's evaluators seen and edited (./EvaluatorsDialog.tsx); one in
// its evaluation phases (360, operative or integral) offers "Capturar evaluaciones", HR answering
// on an evaluator's behalf and reading the participant's results (./CaptureDialog.tsx).

type Row = Readonly<Record<string, unknown>>

export const evaluationProjectPageTexts = {
  periodo: "Periodo",
  eliminar: (proyecto: string) => `Eliminar el proyecto ${proyecto}`,
  proponer: (proyecto: string) => `Proponer evaluadores 360 del proyecto ${proyecto}`,
} as const

const columns = {
  f_inicio: { label: evaluationProjectPageTexts.periodo, render: (row: Row) => `${shownDate(textOf(row.f_inicio))} – ${shownDate(textOf(row.f_fin))}` },
}

/** Three people joined by lines: the evaluators around a person. */
const evaluatorsIcon = <path d="M12 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM19 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 7v5M12 12l-6 5M12 12l6 5" />

const calls = evaluationProjectCalls(api)

/** Whether the row's project takes 360 evaluators now: published, not closed, with a 360 part. */
const takesEvaluators = (row: Row) =>
  (row.tipo === "360" || row.tipo === "Integral") && (row.estado === "Publicado" || row.estado === "En evaluación" || row.estado === "En calibración")

export const EvaluationProjectsPage = () => {
  const proposing = useCommand(calls.proposeEvaluators)
  // The row whose participants' evaluators are open, none when closed.
  const [evaluatorsOf, setEvaluatorsOf] = useState<Row | null>(null)
  // The row whose participants' evaluations HR captures, none when closed.
  const [captureOf, setCaptureOf] = useState<Row | null>(null)
  return (
    <>
    <RecordPage
      descriptor={evaluationProjects}
      endpoints={evaluationProjectsEndpoints}
      pageKey="/evaluacion/proyectos"
      columns={columns}
      deleteLabel={(row) => evaluationProjectPageTexts.eliminar(textOf(row.n_proyecto))}
      rowActions={(row) =>
        takesEvaluators(row) || takesCapture(row) ? (
          <>
            {takesEvaluators(row) ? (
              <>
                <IconButton label={evaluationProjectPageTexts.proponer(textOf(row.n_proyecto))} onPress={() => proposing.run(Number(row.id_proyecto))}>
                  {evaluatorsIcon}
                </IconButton>
                <IconButton opensDialog label={evaluatorsTexts.abrir(textOf(row.n_proyecto))} onPress={() => setEvaluatorsOf(row)}>
                  {pencilIcon}
                </IconButton>
              </>
            ) : null}
            {takesCapture(row) ? (
              <IconButton opensDialog label={captureTexts.abrir(textOf(row.n_proyecto))} onPress={() => setCaptureOf(row)}>
                {checkIcon}
              </IconButton>
            ) : null}
          </>
        ) : null
      }
    />
    {evaluatorsOf === null ? null : <EvaluatorsDialog row={evaluatorsOf} onClose={() => setEvaluatorsOf(null)} />}
    {captureOf === null ? null : <CaptureDialog row={captureOf} onClose={() => setCaptureOf(null)} />}
    </>
  )
}
