import { messages } from "../../domain/messages"
import { Button } from "./Button"
import { Modal } from "./Modal"

export interface ConfirmDialogProps {
  readonly isOpen: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
  /** Defaults to the deletion question. */
  readonly message?: string
  /** A second line naming what the action touches (a record's key and name). */
  readonly detail?: string
  readonly title?: string
  /** The confirming button's words (Aceptar unless the action has a name of its own). */
  readonly confirmLabel?: string
  /** The request runs: both buttons wait. */
  readonly isBusy?: boolean
  /**
   * Which button has the focus when the dialog opens. "cancel" (the default) for anything that
   * deletes, withdraws or cannot be undone, so a stray Enter changes nothing; "confirm" only for
   * a harmless, repeatable action (an export).
   */
  readonly initialFocus?: "cancel" | "confirm"
}

/** An alert dialog asking to confirm ('¿Desea borrar el registro seleccionado?'). */
export const ConfirmDialog = ({
  isOpen,
  onConfirm,
  onCancel,
  message = messages.confirmarBorrado,
  detail,
  title = messages.confirmar,
  confirmLabel = messages.aceptar,
  isBusy = false,
  initialFocus = "cancel",
}: ConfirmDialogProps) => (
  <Modal title={title} isOpen={isOpen} onClose={onCancel} size="sm" role="alertdialog" isDismissable={!isBusy}>
    <p className="text-ink-900">{message}</p>
    {detail === undefined || detail === "" ? null : <p className="mt-2 font-semibold break-words text-ink-900">{detail}</p>}
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      {/* Escape and Cancelar back out without a request. */}
      <Button variant="secondary" onPress={onCancel} isDisabled={isBusy} autoFocus={initialFocus === "cancel"}>
        {messages.cancelar}
      </Button>
      <Button onPress={onConfirm} isDisabled={isBusy} autoFocus={initialFocus === "confirm"}>
        {confirmLabel}
      </Button>
    </div>
  </Modal>
)
