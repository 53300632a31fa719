import { useState } from "react"
import { Button } from "react-aria-components/Button"
import { Group } from "react-aria-components/Group"
import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { TextField as AriaTextField } from "react-aria-components/TextField"
import { messages } from "../../domain/messages"
import { EyeIcon } from "./EyeIcon"
import { fieldClass, labelClass } from "./TextField"
import { FieldHelp } from "./FieldHelp"
import type { TextValueProps } from "./field-props"

/** The kit's text field props (the description: the password rules, linked to it), and the browser's autocomplete. */
export interface PasswordFieldProps extends Omit<TextValueProps, "isReadOnly" | "autoFocus"> {
  readonly autoComplete?: string
}

/** A password input with a show/hide toggle whose name says what pressing it will do. */
export const PasswordField = ({ label, errorMessage = null, onBlur, description, ...props }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false)
  return (
    <AriaTextField
      {...props}
      {...(onBlur ? { onBlur: () => onBlur() } : {})}
      type={visible ? "text" : "password"}
      isInvalid={errorMessage !== null}
      validationBehavior="aria"
      className={fieldClass}
    >
      <Label className={labelClass}>{label}</Label>
      <Group isInvalid={errorMessage !== null} className="flex rounded-md border border-ink-500 bg-white data-[invalid]:border-danger-700 focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus">
        <Input className="w-full rounded-l-md bg-transparent px-3 py-2 text-ink-900 outline-none" />
        <Button
          aria-label={visible ? messages.ocultarContrasena : messages.mostrarContrasena}
          onPress={() => setVisible((v) => !v)}
          className="rounded-r-md px-3 text-ink-600 hover:bg-ink-100"
        >
          <EyeIcon open={!visible} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  )
}
