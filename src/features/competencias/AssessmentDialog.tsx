import { useState } from "react"
import type { CompetenciaColaborador } from "../../../domain/api/competencias-colaborador"
import { messages } from "../../../domain/messages"
import { assessmentMessages, competencyAssessmentsEndpoints } from "../../../domain/records/competencias/assessments"
import { api } from "../../app/api"
import { outcomeOf, showToast, toastOf } from "../../records/outcomes"
import { Button } from "../../ui/Button"
import { DateField } from "../../ui/DateField"
import { Modal } from "../../ui/Modal"
import type { SelectItem } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { TextArea } from "../../ui/TextArea"
import { PersonPicker } from "./PersonPicker"

// Registrar evaluación (COM300): a new assessment of one competency of the person, the level of
// the scale, the date (today at the latest), the assessor and the evidence. It is added to the
// history (POST /evaluaciones-competencia); the earlier ones stay. What the form can tell is said
// beside its field before sending; a refusal of the server is shown in the form and as a toast.

/** Today on the calendar of Mexico City, the day the server judges "not in the future" by. */
export const todayInMexico = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())

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
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async () => {
    const problems = problemsOf(nivel, fecha, today)
    setShown(problems)
    if (Object.keys(problems).length > 0) return
    setSaving(true)
    const outcome = outcomeOf(
      await api.call(competencyAssessmentsEndpoints.create, {
        id_empleado: idEmpleado,
        id_competencia: competency.id_competencia,
        id_nivel_evaluado: Number(nivel),
        f_evaluacion: fecha,
        id_evaluador: evaluador === null ? null : Number(evaluador.id),
        evidencia: evidencia.trim() === "" ? null : evidencia.trim(),
      }),
    )
    setSaving(false)
    showToast(toastOf(outcome, messages.errorGuardarRegistro))
    if (outcome.kind === "done") onSaved()
    else setRefusal(outcome.kind === "refused" ? outcome.message : messages.errorGuardarRegistro)
  }

  return (
    <Modal title={`Registrar evaluación: ${competency.n_competencia}`} isOpen onClose={onClose}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
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
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Cancelar
          </Button>
          <Button type="submit" isDisabled={saving}>
            Guardar
          </Button>
        </div>
      </form>
    </Modal>
  )
}
