import { useState } from "react"
import type { CompetenciaColaborador } from "../../../domain/competencias/competencias-colaborador-api"
import { assessmentMessages } from "../../../domain/competencias/assessments"
import { personCompetencyCalls } from "../../../machines/competencias/competencias-colaborador-calls"
import { api } from "../../app/api"
import { useCommand } from "../../records/use-command"
import { DateField } from "../../ui/DateField"
import { Modal } from "../../ui/Modal"
import type { SelectItem } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { TextArea } from "../../ui/TextArea"
import { useUnsavedGuard } from "../../ui/use-unsaved-guard"
import { PersonPicker } from "./PersonPicker"
import { todayInMexico } from "../../../domain/dates"
import { CancelAndSubmit } from "../../ui/CancelAndSubmit"

// Registrar evaluación (COM300): a new assessment of one competency of the person, the level of
// the scale, the date (today at the latest), the assessor and the evidence. It is added to the
// history (POST /evaluaciones-competencia); the earlier ones stay. What the form can tell is said
// beside its field before sending; a refusal of the server is shown in the form and as a toast.


const { assess } = personCompetencyCalls(api)

interface Problems {
  readonly nivel?: string
  readonly fecha?: string
}

const problemsOf = (nivel: string, fecha: string, today: string): Problems => ({
  ...(nivel === "" ? { nivel: assessmentMessages.nivel } : {}),
  ...(fecha === "" ? { fecha: assessmentMessages.fecha } : fecha > today ? { fecha: assessmentMessages.fechaFutura } : {}),
})

export interface AssessmentDialogProps {
  readonly idEmpleado: number
  readonly competency: CompetenciaColaborador
  readonly levels: ReadonlyArray<SelectItem>
  readonly onClose: () => void
  readonly onSaved: () => void
}

export const AssessmentDialog = ({ idEmpleado, competency, levels, onClose, onSaved }: AssessmentDialogProps) => {
  const today = todayInMexico()
  const [nivel, setNivel] = useState("")
  const [fecha, setFecha] = useState(today)
  const [evaluador, setEvaluador] = useState<SelectItem | null>(null)
  const [evidencia, setEvidencia] = useState("")
  const [shown, setShown] = useState<Problems>({})
  const guard = useUnsavedGuard({ nivel, fecha, evaluador: evaluador?.id ?? "", evidencia }, onClose)
  // The save runs in a command machine: its toast, its refusal shown in the form, onSaved after a success.
  const saving = useCommand(assess, { onDone: onSaved })
  const refusal = saving.failure
  const busy = saving.phase === "running"

  const save = () => {
    const problems = problemsOf(nivel, fecha, today)
    setShown(problems)
    if (Object.keys(problems).length > 0) return
    saving.run({
      id_empleado: idEmpleado,
      id_competencia: competency.id_competencia,
      id_nivel_evaluado: Number(nivel),
      f_evaluacion: fecha,
      id_evaluador: evaluador === null ? null : Number(evaluador.id),
      evidencia: evidencia.trim() === "" ? null : evidencia.trim(),
    })
  }

  return (
    <Modal title={`Registrar evaluación: ${competency.n_competencia}`} isOpen onClose={guard.dismiss} isDismissable={!busy && !guard.asking}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <p className="text-sm text-ink-700">{`Nivel esperado por el puesto: ${competency.n_nivel_esperado} (${competency.valor_esperado}).`}</p>
        <Select
          label="Nivel evaluado"
          options={levels}
          value={nivel}
          onChange={(id) => {
            setNivel(id)
            setShown((s) => ({ ...s, nivel: undefined }))
          }}
          placeholder="Seleccione un nivel"
          errorMessage={shown.nivel ?? null}
          isRequired
        />
        <DateField
          label="Fecha de evaluación"
          value={fecha}
          onChange={(v) => {
            setFecha(v)
            setShown((s) => ({ ...s, fecha: undefined }))
          }}
          maxValue={today}
          errorMessage={shown.fecha ?? null}
          isRequired
        />
        <PersonPicker label="Evaluador" searchLabel="Buscar evaluador" value={evaluador} onChange={setEvaluador} placeholder="Sin evaluador" />
        <TextArea label="Evidencia" value={evidencia} onChange={setEvidencia} maxLength={1000} rows={3} />
        {refusal === null ? null : (
          <p role="alert" className="rounded-md border-l-4 border-danger-700 bg-danger-50 px-3 py-2 text-sm text-ink-900">
            {refusal}
          </p>
        )}
        <CancelAndSubmit submitLabel="Guardar" onCancel={guard.dismiss} busy={busy} />
      </form>
      {guard.question}
    </Modal>
  )
}
