import { messages } from "../../domain/messages"
import { Button } from "./Button"
import { Spinner } from "./Spinner"

export interface ExportActionProps {
  readonly label?: string
  /** The export runs: the button says "Exportando" and ignores presses. */
  readonly busy: boolean
  readonly isDisabled?: boolean
  readonly onPress: () => void
}

/**
 * An export's button whose run a machine holds. Busy, not disabled: a disabled button loses the
 * keyboard focus to the page's body (WCAG 2.4.3); a busy one keeps it, says "Exportando" and
 * ignores presses. (React-aria's isPending would do as much, but its spoken notice is a
 * role="img" node that axe refuses.)
 */
export const ExportAction = ({ label = messages.exportarExcel, busy, isDisabled = false, onPress }: ExportActionProps) => (
  <Button variant="secondary" isDisabled={isDisabled} aria-busy={busy} onPress={() => (busy ? undefined : onPress())}>
    {busy ? <Spinner /> : null}
    {busy ? messages.exportando : label}
  </Button>
)
