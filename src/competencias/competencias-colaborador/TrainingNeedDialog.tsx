import { useState } from "react"
import type { CompetenciaColaborador } from "../../../domain/competencias/competencias-colaborador-api"
import { personCompetencyCalls } from "../../../machines/competencias/competencias-colaborador-calls"
import { api } from "../../app/api"
import { useCommand } from "../../records/use-command"
import { Modal } from "../../ui/Modal"
import { TextArea } from "../../ui/TextArea"
import { useUnsavedGuard } from "../../ui/use-unsaved-guard"
import { CancelAndSubmit } from "../../ui/CancelAndSubmit"

// Enviar a capacitación (COM300): the competency's gap becomes an open training need of the
// person (POST /enviar-necesidad-capacitacion), with an optional comment; formación reads them
// later. The server keeps one open need per person and competency.

const { sendTrainingNeed } = personCompetencyCalls(api)

export interface TrainingNeedDialogProps {
  readonly idEmpleado: number
  readonly competency: CompetenciaColaborador
  readonly onClose: () => void
  readonly onSent: () => void
}

export const TrainingNeedDialog = ({ idEmpleado, competency, onClose, onSent }: TrainingNeedDialogProps) => {
  const [comentario, setComentario] = useState("")
  const guard = useUnsavedGuard({ comentario }, onClose)
  const sendRun = useCommand(sendTrainingNeed, { onDone: onSent })
  const sending = sendRun.phase === "running"
  const send = () =>
    sendRun.run({ id_empleado: idEmpleado, id_competencia: competency.id_competencia, comentario: comentario.trim() === "" ? null : comentario.trim() })
  return (
    <Modal title={`Enviar a capacitación: ${competency.n_competencia}`} isOpen onClose={guard.dismiss} isDismissable={!sending && !guard.asking} size="sm">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          send()
        }}
      >
        <p className="text-sm text-ink-900">
          {`Brecha de ${competency.brecha ?? 0}: se espera ${competency.n_nivel_esperado} y la última evaluación es ${competency.n_nivel_evaluado ?? "—"}.`}
        </p>
        <TextArea label="Comentario" value={comentario} onChange={setComentario} maxLength={500} rows={3} />
        <CancelAndSubmit submitLabel="Enviar" onCancel={guard.dismiss} busy={sending} />
      </form>
      {guard.question}
    </Modal>
  )
}
