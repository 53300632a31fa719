import { type ReactNode, useId, useState } from "react"
import { messages } from "../../domain/messages"
import { EyeIcon } from "./EyeIcon"
import { descriptionClass, errorClass, fieldClass, inputClass, labelClass } from "./field-class"
import type { TextValueProps } from "./field-props"

// The sign-in screen's fields as plain HTML: the first screen a visitor opens must stay within
// 150 KiB, and react-aria's text field (with its focus, press and validation machinery, about
// 23 KiB gzipped with the button) is what pushed it over. Same looks, same names and
// descriptions for assistive technology as TextField and PasswordField; the errors still come
// from the caller's machine.

/** The kit's text field props that a plain input honours (an error message marks it invalid), and autocomplete. */
interface NativeFieldProps extends Pick<TextValueProps, "label" | "value" | "onChange" | "onBlur" | "name" | "errorMessage" | "isRequired"> {
  /** Help text under the field (the password rules), linked to it as its description. */
  readonly description?: string
  readonly autoComplete?: string
  readonly maxLength?: number
}

interface FieldIds {
  readonly input: string
  readonly error: string
  readonly description: string
}

/** A plain field's frame: its label, then the input, its help text and its error, linked by ids. */
export const PlainField = ({
  label,
  errorMessage,
  description,
  children,
}: {
  readonly label: string
  readonly errorMessage: string | null
  readonly description: string | undefined
  readonly children: (ids: FieldIds) => ReactNode
}) => {
  const id = useId()
  const ids = { input: `${id}-input`, error: `${id}-error`, description: `${id}-description` }
  return (
    <div className={fieldClass}>
      <label htmlFor={ids.input} className={labelClass}>
        {label}
      </label>
      {children(ids)}
      {description !== undefined ? (
        <span id={ids.description} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      {errorMessage !== null ? (
        <span id={ids.error} className={errorClass}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  )
}

/** A plain input's value, names and states for assistive technology (invalid, required, described). */
export const plainInputProps = (p: NativeFieldProps, ids: FieldIds) => {
  const invalid = (p.errorMessage ?? null) !== null
  const describedBy = [p.description !== undefined ? ids.description : null, invalid ? ids.error : null].filter((i) => i !== null).join(" ")
  return {
    id: ids.input,
    name: p.name,
    autoComplete: p.autoComplete,
    maxLength: p.maxLength,
    value: p.value,
    onChange: (e: { readonly currentTarget: HTMLInputElement }) => p.onChange(e.currentTarget.value),
    onBlur: p.onBlur === undefined ? undefined : () => p.onBlur?.(),
    "aria-required": p.isRequired ? true : undefined,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy === "" ? undefined : describedBy,
  }
}

export const NativeTextField = (props: NativeFieldProps & { readonly type?: "text" | "email" }) => (
  <PlainField label={props.label} errorMessage={props.errorMessage ?? null} description={props.description}>
    {(ids) => <input type={props.type ?? "text"} {...plainInputProps(props, ids)} className={inputClass} />}
  </PlainField>
)

/** A password input with a show/hide toggle whose name says what pressing it will do. */
export const NativePasswordField = (props: NativeFieldProps) => {
  const [visible, setVisible] = useState(false)
  return (
    <PlainField label={props.label} errorMessage={props.errorMessage ?? null} description={props.description}>
      {(ids) => (
        <div className="flex rounded-md border border-ink-500 bg-white focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus">
          <input
            type={visible ? "text" : "password"}
            {...plainInputProps(props, ids)}
            className="w-full rounded-l-md bg-transparent px-3 py-2 text-ink-900 outline-none"
          />
          <button
            type="button"
            aria-label={visible ? messages.ocultarContrasena : messages.mostrarContrasena}
            onClick={() => setVisible((v) => !v)}
            className="rounded-r-md px-3 text-ink-600 hover:bg-ink-100"
          >
            <EyeIcon open={!visible} />
          </button>
        </div>
      )}
    </PlainField>
  )
}
