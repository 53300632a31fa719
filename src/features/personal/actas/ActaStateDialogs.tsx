import { useState } from "react"
import { cancelarActa, firmarActa, notificarActa } from "../../../../domain/api/personal-administrative-records"
import { messages } from "../../../../domain/messages"
import { actaMessages, medioEntregaChoices } from "../../../../domain/rules/administrative-record"
import { api } from "../../../app/api"
import { showActionOutcome } from "../../../records/outcomes"
import { Button } from "../../../ui/Button"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { DateField } from "../../../ui/DateField"
import { Modal } from "../../../ui/Modal"
import { Select } from "../../../ui/Select"
import { TextArea } from "../../../ui/TextArea"

// The acta's life after the draft, one dialog per step: Firmar (a confirmation: a signed acta is
// no longer edited or deleted), Notificar (for a rescission, the delivery of its notice: date and
// medio), and Cancelar (with the reason, required). Each sends its call and reloads the list.

type Row = Readonly<Record<string, unknown>>

export type ActaAction = { readonly kind: "firmar" | "notificar" | "cancelar"; readonly row: Row }

export const actaTexts = {
  firmarTitulo: "Firmar acta",
  firmarPregunta: (folio: string) => `¿Desea firmar el acta ${folio}? Una vez firmada ya no se modifica ni se elimina.`,
  notificarTitulo: "Notificar acta",
  notificarPregunta: (folio: string) => `¿Registrar que el acta ${folio} se notificó al colaborador?`,
  notificarRescision: "Registre la entrega del aviso de rescisión: en persona, o por conducto del Tribunal laboral si el colaborador se negó a recibirlo.",
  fEntrega: "Fecha de entrega del aviso",
  limite: (fecha: string) => `A más tardar el ${fecha} (cinco días hábiles).`,
  medio: "Medio de entrega",
  cancelarTitulo: "Cancelar acta",
  motivo: "Motivo de la cancelación",
  notificar: "Notificar",
  cancelarActa: "Cancelar acta",
} as const

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")
const shown = (iso: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso)

export const ActaStateDialogs = ({ action, onClose, reload }: { readonly action: ActaAction | null; readonly onClose: () => void; readonly reload: () => void }) => {
  const [busy, setBusy] = useState(false)
  const [fecha, setFecha] = useState("")
  const [medio, setMedio] = useState("")
  const [motivo, setMotivo] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const row = action?.row
  const id = Number(row?.id_acta ?? 0)
  const folio = text(row?.folio)
  const rescision = row?.sancion === "RE"
  /** Closing forgets what was typed: the next acta's dialog starts empty. */
  const close = () => {
    setFecha("")
    setMedio("")
    setMotivo("")
    setProblem(null)
    onClose()
  }
  const done = () => {
    setBusy(false)
    close()
    reload()
  }
  const finish = (result: Parameters<typeof showActionOutcome>[0]) => {
    setBusy(false)
    showActionOutcome(result, messages.errorGuardarInformacion, done)
  }
  const sign = async () => {
    setBusy(true)
    finish(await api.call(firmarActa, { id_acta: id }))
  }
  const notify = async () => {
    if (rescision && fecha === "") return setProblem(actaMessages.fEntregaAviso)
    if (rescision && medio === "") return setProblem(actaMessages.medioEntregaAviso)
    setBusy(true)
    finish(await api.call(notificarActa, rescision ? { id_acta: id, f_entrega_aviso: fecha, medio_entrega_aviso: medio } : { id_acta: id }))
  }
  const cancel = async () => {
    if (motivo.trim() === "") return setProblem(actaMessages.motivoCancelacion)
    setBusy(true)
    finish(await api.call(cancelarActa, { id_acta: id, motivo_cancelacion: motivo.trim() }))
  }
  const buttons = (label: string, run: () => Promise<void>) => (
    <div className="mt-6 flex justify-end gap-3">
      <Button variant="secondary" onPress={close} isDisabled={busy}>
        {messages.cancelar}
      </Button>
      <Button onPress={() => void run()} isDisabled={busy}>
        {label}
      </Button>
    </div>
  )
  return (
    <>
      <ConfirmDialog
        isOpen={action?.kind === "firmar"}
        title={actaTexts.firmarTitulo}
        message={actaTexts.firmarPregunta(folio)}
        isBusy={busy}
        onCancel={close}
        onConfirm={() => void sign()}
      />
      <Modal title={actaTexts.notificarTitulo} isOpen={action?.kind === "notificar"} onClose={close} size="sm" isDismissable={!busy}>
        <div className="flex flex-col gap-4">
          <p className="text-ink-900">{rescision ? actaTexts.notificarRescision : actaTexts.notificarPregunta(folio)}</p>
          {rescision ? (
            <>
              <DateField
                label={actaTexts.fEntrega}
                value={fecha}
                onChange={setFecha}
                isRequired
                autoFocus
                description={actaTexts.limite(shown(text(row?.f_limite_aviso)))}
                errorMessage={problem === actaMessages.fEntregaAviso ? problem : null}
              />
              <Select
                label={actaTexts.medio}
                options={medioEntregaChoices.map((m) => ({ id: m.id, label: m.label }))}
                value={medio}
                onChange={setMedio}
                placeholder={messages.seleccionar}
                isRequired
                errorMessage={problem === actaMessages.medioEntregaAviso ? problem : null}
              />
            </>
          ) : null}
        </div>
        {buttons(actaTexts.notificar, notify)}
      </Modal>
      <Modal title={actaTexts.cancelarTitulo} isOpen={action?.kind === "cancelar"} onClose={close} size="sm" isDismissable={!busy}>
        <TextArea label={actaTexts.motivo} value={motivo} onChange={setMotivo} maxLength={500} isRequired autoFocus errorMessage={problem} />
        {buttons(actaTexts.cancelarActa, cancel)}
      </Modal>
    </>
  )
}
