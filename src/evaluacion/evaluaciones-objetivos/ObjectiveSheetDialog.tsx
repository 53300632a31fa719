import type { EvaluatedObjective, ObjectiveEvaluationSheet } from "../../../domain/evaluacion/evaluaciones-objetivos-api"
import type { SheetScore } from "../../../domain/evaluacion/evaluaciones-objetivos-rules"
import type { CaptureStep } from "../../../domain/evaluacion/evaluaciones-objetivos-rules"
import type { ObjectiveDraft } from "../../../machines/evaluacion/evaluaciones-objetivos"
import { BusyButton } from "../../ui/BusyButton"
import { Button } from "../../ui/Button"
import { FormAlert } from "../../ui/FormAlert"
import { Modal } from "../../ui/Modal"
import { NumberField } from "../../ui/NumberField"
import { Select } from "../../ui/Select"
import { TextArea } from "../../ui/TextArea"
import { figure, percent, objectiveEvaluationTexts as t } from "./texts"

// One person's objectives sheet (EVA200): each objective with its goal and weight, the person's
// self-evaluation, the boss's result, comment and evidence, and its fulfilment; the score under
// them. The caller's step (the person in Autoevaluación, the boss in Evaluación) makes its fields
// editable and previews the fulfilment as typed; Recursos Humanos calibrates, the person signs,
// and anyone reading it downloads the individual report.

const Fact = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div className="flex flex-col">
    <dt className="text-sm font-semibold text-ink-700">{label}</dt>
    <dd className="text-ink-900 break-words">{value}</dd>
  </div>
)

const ObjectiveBlock = ({
  objective: o,
  step,
  draft,
  cumplimiento,
  busy,
  onEdit,
}: {
  readonly objective: EvaluatedObjective
  readonly step: CaptureStep | null
  readonly draft: ObjectiveDraft | undefined
  readonly cumplimiento: number | null
  readonly busy: boolean
  readonly onEdit: (field: keyof ObjectiveDraft, value: string) => void
}) => {
  const resultLabel = step === "auto" ? t.resultadoAuto(o.orden) : t.resultado(o.orden)
  const value = draft?.resultado ?? ""
  return (
    <section aria-labelledby={`objetivo-${o.id_objetivo}`} className="flex flex-col gap-3 rounded-md border border-ink-200 p-3">
      <h3 id={`objetivo-${o.id_objetivo}`} className="font-semibold text-ink-900 break-words">
        {t.objetivo(o.orden, o.descripcion)}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label={t.indicador} value={`${o.indicador} (${o.unidad})`} />
        <Fact label={t.sentido} value={o.sentido} />
        <Fact label={t.meta} value={figure(o.meta)} />
        <Fact label={t.peso} value={percent(o.peso)} />
        {step === "auto" ? null : <Fact label={t.suAutoevaluacion} value={`${figure(o.resultado_auto)}${o.comentario_auto === null ? "" : ` · ${o.comentario_auto}`}`} />}
        {step === null ? (
          <>
            <Fact label={t.resultadoJefe} value={figure(o.resultado)} />
            <Fact label={t.comentarioJefe} value={o.comentario_jefe ?? "—"} />
            <Fact label={t.evidenciaTexto} value={o.evidencia ?? "—"} />
          </>
        ) : null}
        <Fact label={t.cumplimiento} value={percent(cumplimiento)} />
      </dl>
      {step === null ? null : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {o.sentido === "Binario" ? (
            <Select
              label={resultLabel}
              options={[
                { id: "1", label: t.si },
                { id: "0", label: t.no },
              ]}
              value={value}
              placeholder=""
              onChange={(v) => onEdit("resultado", v)}
              isRequired
              isDisabled={busy}
            />
          ) : (
            <NumberField label={resultLabel} value={value} onChange={(v) => onEdit("resultado", v)} isRequired isDisabled={busy} />
          )}
          <TextArea label={t.comentario(o.orden)} value={draft?.comentario ?? ""} onChange={(v) => onEdit("comentario", v)} maxLength={1000} rows={2} isDisabled={busy} />
          {step === "jefe" ? (
            <TextArea label={t.evidencia(o.orden)} value={draft?.evidencia ?? ""} onChange={(v) => onEdit("evidencia", v)} maxLength={1000} rows={2} isDisabled={busy} />
          ) : null}
        </div>
      )}
    </section>
  )
}

export interface ObjectiveSheetDialogProps {
  readonly sheet: ObjectiveEvaluationSheet
  readonly step: CaptureStep | null
  readonly drafts: Readonly<Record<number, ObjectiveDraft>>
  readonly preview: SheetScore
  readonly problem: string | null
  readonly saving: boolean
  readonly signing: boolean
  readonly printing: boolean
  /** A nested dialog is open over this one. */
  readonly covered: boolean
  readonly onEdit: (id_objetivo: number, field: keyof ObjectiveDraft, value: string) => void
  readonly onSave: () => void
  readonly onCalibrate: () => void
  readonly onSign: () => void
  readonly onPrint: () => void
  readonly onClose: () => void
}

export const ObjectiveSheetDialog = ({ sheet, step, drafts, preview, problem, saving, signing, printing, covered, onEdit, onSave, onCalibrate, onSign, onPrint, onClose }: ObjectiveSheetDialogProps) => {
  const busy = saving || signing
  return (
    <Modal title={t.hoja(sheet.n_empleado)} isOpen onClose={onClose} size="lg" isDismissable={!busy && !covered}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          onSave()
        }}
      >
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Fact label={t.proyecto} value={sheet.n_proyecto} />
          <Fact label={t.jefe} value={sheet.n_jefe ?? "—"} />
          <Fact label={t.estado} value={sheet.estado} />
        </dl>
        <p className="text-sm text-ink-700">{step === null ? t.soloLectura : step === "jefe" ? t.vista : t.fase(sheet.fase_actual, sheet.tope_cumplimiento)}</p>
        {sheet.objetivos.map((o, i) => (
          <ObjectiveBlock
            key={o.id_objetivo}
            objective={o}
            step={step}
            draft={drafts[o.id_objetivo]}
            cumplimiento={preview.cumplimientos[i] ?? null}
            busy={busy}
            onEdit={(field, value) => onEdit(o.id_objetivo, field, value)}
          />
        ))}
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-live="polite">
          <Fact label={t.calificacionObjetivos} value={figure(preview.calificacion)} />
          {sheet.calificacion_calibrada === null ? null : (
            <Fact label={t.calificacionCalibrada} value={`${figure(sheet.calificacion_calibrada)} · ${sheet.motivo_calibracion ?? ""}`} />
          )}
        </dl>
        <FormAlert message={problem} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {t.cerrar}
          </Button>
          <BusyButton variant="secondary" busy={printing} onPress={onPrint} isDisabled={busy}>
            {t.reporte}
          </BusyButton>
          {sheet.acciones.calibrar ? (
            <Button variant="secondary" onPress={onCalibrate} isDisabled={busy}>
              {t.calibrar}
            </Button>
          ) : null}
          {sheet.acciones.firmar ? (
            <BusyButton variant="secondary" busy={signing} onPress={onSign} isDisabled={saving}>
              {t.firmar}
            </BusyButton>
          ) : null}
          {step === null ? null : (
            <BusyButton type="submit" busy={saving} isDisabled={signing}>
              {step === "auto" ? t.guardarAuto : t.guardar}
            </BusyButton>
          )}
        </div>
      </form>
    </Modal>
  )
}
