import type { ReactNode } from "react"
import { messages } from "../../domain/messages"
import { BusyButton } from "../ui/BusyButton"
import { Button } from "../ui/Button"

/**
 * The closing row of a record form in a modal: "Cancelar", the same way out as Escape, and the
 * submit button with its spinner. Not disabled while the call runs: a disabled button drops the
 * focus out of the dialog, and the machine ignores a second submit.
 */
export const RecordModalActions = ({ submitLabel, busy, onCancel }: { readonly submitLabel: ReactNode; readonly busy: boolean; readonly onCancel: () => void }) => (
  <div className="mt-2 flex justify-end gap-3">
    <Button variant="secondary" onPress={onCancel}>
      {messages.cancelar}
    </Button>
    <BusyButton busy={busy} type="submit" isDisabled={false}>
      {submitLabel}
    </BusyButton>
  </div>
)
