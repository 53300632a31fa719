import { FieldError } from "react-aria-components/FieldError"
import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { Text } from "react-aria-components/Text"
import { TextField as AriaTextField } from "react-aria-components/TextField"

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

export const fieldClass = "flex flex-col gap-1"
export const labelClass = "text-sm font-medium text-ink-700"
// Red only when the form says the field is wrong (aria-invalid), never by the browser's own
// :invalid, which marks an empty required field before the user has touched it.
export const inputClass =
  "w-full rounded-md border border-ink-500 bg-white px-3 py-2 text-ink-900 aria-[invalid=true]:border-danger-700 disabled:bg-ink-100"
export const errorClass = "text-sm text-danger-700"
export const descriptionClass = "text-sm text-ink-600"

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
    {description !== undefined ? (
      <Text slot="description" className={descriptionClass}>
        {description}
      </Text>
    ) : null}
    <FieldError className={errorClass}>{errorMessage}</FieldError>
  </AriaTextField>
)
