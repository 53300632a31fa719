import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { TextField as AriaTextField } from "react-aria-components/TextField"
import { descriptionClass, errorClass, fieldClass, inputClass, labelClass } from "./field-class"
import { FieldHelp } from "./FieldHelp"

export interface TextFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
  readonly type?: "text" | "email" | "search"
  readonly name?: string
  readonly autoComplete?: string
  /** Shown under the field, and marks it invalid, when not null. */
  readonly errorMessage?: string | null
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly isReadOnly?: boolean
  readonly maxLength?: number
  readonly autoFocus?: boolean
  /** The on-screen keyboard of a phone: digits for postal codes and NSS, a dial pad for phones. */
  readonly inputMode?: "text" | "numeric" | "tel" | "email"
  /** Help text under the field, linked to it. */
  readonly description?: string
}

// The looks live apart (fieldClass.ts) so the sign-in screen's plain fields share them without
// loading react-aria; the fields of every other screen import them from here as before.
export { descriptionClass, errorClass, fieldClass, inputClass, labelClass }

/**
 * A labelled text input whose errors come from the caller (a machine), not from the browser:
 * validation is "aria" so nothing blocks a submit the machine must see.
 */
export const TextField = ({ label, errorMessage = null, onBlur, description, ...props }: TextFieldProps) => (
  <AriaTextField
    {...props}
    {...(onBlur ? { onBlur: () => onBlur() } : {})}
    isInvalid={errorMessage !== null}
    validationBehavior="aria"
    className={fieldClass}
  >
    <Label className={labelClass}>{label}</Label>
    <Input className={inputClass} />
    <FieldHelp description={description} errorMessage={errorMessage} />
  </AriaTextField>
)
