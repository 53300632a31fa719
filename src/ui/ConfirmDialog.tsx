import { messages } from "../../domain/messages"
import { Button } from "./Button"
import { Modal } from "./Modal"

export interface ConfirmDialogProps {
  readonly isOpen: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
  /** Defaults to the deletion question. */
  readonly message?: string
  readonly title?: string
  /** The request runs: both buttons wait. */
  readonly isBusy?: boolean
}

/** An alert dialog asking to confirm ('¿Desea borrar el registro seleccionado?'). */
export const ConfirmDialog = ({
  isOpen,
  onConfirm,
  onCancel,
  message = messages.confirmarBorrado,
  title = messages.confirmar,
  isBusy = false,
}: ConfirmDialogProps) => (
  <Modal title={title} isOpen={isOpen} onClose={onCancel} size="sm" role="alertdialog" isDismissable={!isBusy}>
    <p className="text-ink-900">{message}</p>
    <div className="mt-6 flex justify-end gap-3">
      <Button variant="secondary" onPress={onCancel} isDisabled={isBusy}>
        {messages.cancelar}
      </Button>
      {/* Enter confirms at once; Escape and Cancelar back out without a request. */}
      <Button onPress={onConfirm} isDisabled={isBusy} autoFocus>
        {messages.aceptar}
      </Button>
    </div>
  </Modal>
)
