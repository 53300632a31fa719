import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button"
import { type ButtonVariant, buttonClass } from "./button-class"

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  readonly variant?: ButtonVariant
  readonly className?: string
}

/** The product's button: one of three looks, the shared focus ring, disabled when told. */
export const Button = ({ variant = "primary", className = "", ...props }: ButtonProps) => <AriaButton {...props} className={buttonClass(variant, className)} />
