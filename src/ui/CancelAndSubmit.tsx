import type { ReactNode } from "react"
import { messages } from "../../domain/messages"
import { Button } from "./Button"

/**
 * The closing row of a short form: "Cancelar" beside its submit button, both off while the form's
 * call runs. `onCancel` null leaves "Cancelar" out (a step that cannot be skipped).
 */
export const CancelAndSubmit = ({
  submitLabel,
  onCancel,
  busy,
  className = "flex justify-end gap-2",
}: {
  readonly submitLabel: ReactNode
  readonly onCancel: (() => void) | null
  readonly busy: boolean
  readonly className?: string
}) => (
  <div className={className}>
    {onCancel === null ? null : (
      <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
        {messages.cancelar}
      </Button>
    )}
    <Button type="submit" isDisabled={busy}>
      {submitLabel}
    </Button>
  </div>
)
