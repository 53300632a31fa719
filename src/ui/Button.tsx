import { type ReactNode, useEffect, useRef } from "react"
import { type ButtonVariant, buttonClass } from "./button-class"
import { ownPress } from "./own-press"

export interface ButtonProps {
  readonly variant?: ButtonVariant
  readonly className?: string
  readonly children?: ReactNode
  readonly onPress?: () => void
  readonly isDisabled?: boolean
  /** Its work is under way: it keeps the focus and its place, says it is busy and ignores presses. */
  readonly isPending?: boolean
  readonly type?: "button" | "submit" | "reset"
  readonly form?: string
  readonly autoFocus?: boolean
  readonly id?: string
  readonly "aria-label"?: string
  readonly "aria-busy"?: boolean
  readonly "aria-haspopup"?: "dialog" | "menu" | "listbox" | true
  readonly "aria-expanded"?: boolean
  readonly "aria-controls"?: string
  readonly "aria-describedby"?: string
  readonly "aria-pressed"?: boolean
}

/**
 * The product's button: one of three looks, the shared focus ring, disabled when told. A plain
 * <button> (type "button" unless told): it is on every screen, and react-aria's brought its press,
 * hover and focus machinery to each.
 */
export const Button = ({ variant = "primary", className = "", onPress, isDisabled = false, isPending = false, type = "button", autoFocus = false, children, ...props }: ButtonProps) => {
  const element = useRef<HTMLButtonElement>(null)
  // Focused once mounted, after the commit (as react-aria does): a dialog that opens around it
  // moves the focus into itself in that same phase unless the focus is already inside.
  useEffect(() => {
    if (autoFocus) element.current?.focus()
  }, [autoFocus])
  return (
    <button
      {...props}
      ref={element}
      type={type}
      disabled={isDisabled}
      {...(isPending ? { "aria-disabled": true, "aria-busy": true } : {})}
      {...ownPress(onPress, isPending)}
      className={buttonClass(variant, className)}
    >
      {children}
    </button>
  )
}
