import type { ObjectiveEvaluationSheet } from "../../../domain/evaluacion/evaluaciones-objetivos-api"
import type { CalibrationDraft } from "../../../machines/evaluacion/evaluaciones-objetivos"
import { BusyButton } from "../../ui/BusyButton"
import { Button } from "../../ui/Button"
import { FormAlert } from "../../ui/FormAlert"
import { Modal } from "../../ui/Modal"
import { NumberField } from "../../ui/NumberField"
import { TextArea } from "../../ui/TextArea"
import { objectiveEvaluationTexts as t } from "./texts"

// Calibrar (Recursos Humanos, in Calibración): the calibrated score within [0, the project's cap]
// and the reason, both required; the computed score is shown and stays on record beside it.

export const CalibrationDialog = ({
  sheet,
  isOpen,
  draft,
  problem,
  busy,
  onEdit,
  onConfirm,
  onCancel,
}: {
  readonly sheet: ObjectiveEvaluationSheet
  readonly isOpen: boolean
  readonly draft: CalibrationDraft
  readonly problem: string | null
  readonly busy: boolean
  readonly onEdit: (field: keyof CalibrationDraft, value: string) => void
  readonly onConfirm: () => void
  readonly onCancel: () => void
}) => (
  <Modal title={t.calibrarTitulo(sheet.n_empleado)} isOpen={isOpen} onClose={onCancel} size="sm" isDismissable={!busy}>
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        onConfirm()
      }}
    >
      <p className="text-ink-900">{t.calculada(sheet.calificacion)}</p>
      <NumberField
        label={t.calificacionCalibrada}
        value={draft.calificacion}
        onChange={(v) => onEdit("calificacion", v)}
        minValue={0}
        maxValue={sheet.tope_cumplimiento}
        isRequired
        autoFocus
      />
      <TextArea label={t.motivo} value={draft.motivo} onChange={(v) => onEdit("motivo", v)} maxLength={500} rows={3} isRequired />
      <FormAlert message={problem} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
          {t.cancelar}
        </Button>
        <BusyButton type="submit" busy={busy}>
          {t.calibrar}
        </BusyButton>
      </div>
    </form>
  </Modal>
)
