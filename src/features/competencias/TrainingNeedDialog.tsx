import { useState } from "react"
import { type CompetenciaColaborador, competenciasColaboradorEndpoints } from "../../../domain/api/competencias-colaborador"
import { messages } from "../../../domain/messages"
import { api } from "../../app/api"
import { outcomeOf, showToast, toastOf } from "../../records/outcomes"
import { Button } from "../../ui/Button"
import { Modal } from "../../ui/Modal"
import { TextArea } from "../../ui/TextArea"

// Enviar a capacitación (COM300): the competency's gap becomes an open training need of the
// person (POST /enviar-necesidad-capacitacion), with an optional comment; formación reads them
// later. The server keeps one open need per person and competency.

export interface TrainingNeedDialogProps {
  readonly idEmpleado: number
  readonly competency: CompetenciaColaborador
  readonly onClose: () => void
  readonly onSent: () => void
}

export const TrainingNeedDialog = ({ idEmpleado, competency, onClose, onSent }: TrainingNeedDialogProps) => {
  const [comentario, setComentario] = useState("")
  const [sending, setSending] = useState(false)
  const send = async () => {
    setSending(true)
    const outcome = outcomeOf(
      await api.call(competenciasColaboradorEndpoints.enviarNecesidadCapacitacion, {
        id_empleado: idEmpleado,
        id_competencia: competency.id_competencia,
        comentario: comentario.trim() === "" ? null : comentario.trim(),
      }),
    )
    setSending(false)
    showToast(toastOf(outcome, messages.errorGuardarInformacion))
    if (outcome.kind === "done") onSent()
  }
  return (
    <Modal title={`Enviar a capacitación: ${competency.n_competencia}`} isOpen onClose={onClose} size="sm">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          void send()
        }}
      >
        <p className="text-sm text-ink-900">
          {`Brecha de ${competency.brecha ?? 0}: se espera ${competency.n_nivel_esperado} y la última evaluación es ${competency.n_nivel_evaluado ?? "—"}.`}
        </p>
        <TextArea label="Comentario" value={comentario} onChange={setComentario} maxLength={500} rows={3} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Cancelar
          </Button>
          <Button type="submit" isDisabled={sending}>
            Enviar
          </Button>
        </div>
      </form>
    </Modal>
  )
}
