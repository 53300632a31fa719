import { useId } from "react"
import { errorClass, fieldClass, inputClass, labelClass } from "./TextField"

export interface SelectOption {
  readonly id: string
  readonly label: string
}

export interface SelectProps {
  readonly label: string
  readonly options: ReadonlyArray<SelectOption>
  /** '' when nothing is chosen; the placeholder option stands for it. */
  readonly value: string
  readonly onChange: (id: string) => void
  readonly onBlur?: () => void
  readonly placeholder?: string
  readonly errorMessage?: string | null
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
}

/**
 * A short list to choose from: a native select, which every keyboard, screen reader and
 * automation already knows (arrows, type-ahead, Alt+Down). Errors are linked and announced.
 */
export const Select = ({ label, options, value, onChange, onBlur, placeholder, errorMessage = null, isRequired = false, isDisabled = false }: SelectProps) => {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        // aria-required, not required: the browser's :invalid would mark the empty choice before
        // the user has touched it; the form's own message says when it is wrong.
        aria-required={isRequired}
        aria-invalid={errorMessage !== null}
        {...(errorMessage !== null ? { "aria-describedby": errorId } : {})}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...(onBlur ? { onBlur: () => onBlur() } : {})}
        className={`${inputClass} ${errorMessage !== null ? "border-danger-700" : ""}`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      {errorMessage !== null ? (
        <p id={errorId} role="alert" className={errorClass}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  )
}
