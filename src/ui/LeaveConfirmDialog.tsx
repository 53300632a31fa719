import { messages } from "../../domain/messages"
import { Button } from "./Button"
import { kitText } from "./kitText"
import { Modal } from "./Modal"

export interface LeaveConfirmDialogProps {
  readonly isOpen: boolean
  /** Cancelar, Escape: back to the form as it was. */
  readonly onStay: () => void
  /** Salir sin guardar: the changes are dropped. */
  readonly onLeave: () => void
}

/**
 * "Hay cambios sin guardar. ¿Desea salir sin guardar?" before a form with changes is left (a
 * page, a modal, the company of the role's permissions). Cancelar has the focus: Enter keeps
 * the work, only a deliberate choice drops it.
 */
export const LeaveConfirmDialog = ({ isOpen, onStay, onLeave }: LeaveConfirmDialogProps) => (
  <Modal title={kitText.cambiosSinGuardarTitulo} isOpen={isOpen} onClose={onStay} size="sm" role="alertdialog">
    <p className="text-ink-900">{kitText.cambiosSinGuardar}</p>
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onPress={onStay} autoFocus>
        {messages.cancelar}
      </Button>
      <Button onPress={onLeave}>{kitText.salirSinGuardar}</Button>
    </div>
  </Modal>
)
