import { descriptionClass, errorClass, fieldClass, inputClass, labelClass } from "./field-class"
import { PlainField, plainInputProps } from "./NativeTextField"

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

// The looks live apart (fieldClass.ts) so the sign-in screen's plain fields share them; the
// fields of every other screen import them from here as before.
export { descriptionClass, errorClass, fieldClass, inputClass, labelClass }

/**
 * A labelled text input whose errors come from the caller (a machine), not from the browser:
 * nothing blocks a submit the machine must see. Plain HTML, as the sign-in screen's: it is on
 * every list (the search box), and react-aria's text field brought its validation and focus
 * machinery there.
 */
export const TextField = ({ type = "text", isDisabled = false, isReadOnly = false, autoFocus, inputMode, ...props }: TextFieldProps) => (
  <PlainField label={props.label} errorMessage={props.errorMessage ?? null} description={props.description}>
    {(ids) => (
      <input
        type={type}
        {...plainInputProps(props, ids)}
        disabled={isDisabled}
        readOnly={isReadOnly}
        // biome-ignore lint/a11y/noAutofocus: only where the caller asks (a dialog's one field)
        autoFocus={autoFocus}
        inputMode={inputMode}
        className={inputClass}
      />
    )}
  </PlainField>
)
