import type { ReactNode } from "react"
import { Button, type ButtonProps } from "./Button"
import { Spinner } from "./Spinner"

export interface BusyButtonProps extends Omit<ButtonProps, "children"> {
  /** The button's work is under way: a spinner before the label, and disabled unless told otherwise. */
  readonly busy: boolean
  readonly children: ReactNode
}

/** A button whose work takes a moment (Guardar, Enviar, Exportar): it says so while it runs. */
export const BusyButton = ({ busy, isDisabled, children, ...props }: BusyButtonProps) => (
  <Button {...props} isDisabled={isDisabled ?? busy} aria-busy={busy}>
    {busy ? <Spinner className="h-4 w-4 text-white" /> : null}
    {children}
  </Button>
)
