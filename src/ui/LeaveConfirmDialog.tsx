import { ConfirmDialog } from "./ConfirmDialog"
import { kitText } from "./kit-text"

export interface LeaveConfirmDialogProps {
  readonly isOpen: boolean
  /** Cancelar, Escape: back to the form as it was. */
  readonly onStay: () => void
  /** Salir sin guardar: the changes are dropped. */
  readonly onLeave: () => void
}

/**
 * "Hay cambios sin guardar. ¿Desea salir sin guardar?" before a form with changes is left (a
 * page, a modal, the company of the role's permissions): the confirmation dialog with its own
 * words. Cancelar has the focus, as on every confirmation: Enter keeps the work.
 */
export const LeaveConfirmDialog = ({ isOpen, onStay, onLeave }: LeaveConfirmDialogProps) => (
  <ConfirmDialog
    isOpen={isOpen}
    title={kitText.cambiosSinGuardarTitulo}
    message={kitText.cambiosSinGuardar}
    confirmLabel={kitText.salirSinGuardar}
    onCancel={onStay}
    onConfirm={onLeave}
  />
)
