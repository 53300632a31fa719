import { useEffect, useRef, useState } from "react"
import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { NumberField as AriaNumberField } from "react-aria-components/NumberField"
import { fieldInput, fieldStyles } from "./field-styles"
import { fieldStringToNumber, numberFormatOptions, numberToFieldString } from "./field-values"
import { kitText } from "./kit-text"
import { FieldHelp } from "./FieldHelp"
import type { NumberFieldProps } from "./NumberField"

/**
 * A number typed with es-MX grouping (1,234.5) and parsed back by react-aria, which also steps it
 * with the arrow keys and clamps it to min/max. The form side keeps a plain string.
 * React-aria refuses a keystroke or a paste that would not make a number ("TVG01", a risk class
 * "II"); the field says so, in a polite live region under it, naming what it did not take, until
 * the focus comes back to it: nothing typed disappears without a word.
 */
export const NumberField = ({
  label,
  value,
  onChange,
  onBlur,
  kind = "decimal",
  maximumFractionDigits = 2,
  grouping = true,
  errorMessage = null,
  description,
  ...props
}: NumberFieldProps) => {
  const isInvalid = errorMessage !== null
  const root = useRef<HTMLDivElement>(null)
  /** What was refused since the focus came in: the message stays until the user comes back to the field. */
  const [refused, setRefused] = useState("")
  const whole = kind === "integer"
  useEffect(() => {
    const element = root.current
    if (element === null) return
    // Bubbling to the root, after react-aria's own listener on the input has judged the input.
    const judged = (event: Event) => {
      if (!(event instanceof InputEvent) || !event.inputType.startsWith("insert") || !event.defaultPrevented) return
      const typed = event.data ?? event.dataTransfer?.getData("text/plain") ?? ""
      setRefused((before) => before + typed)
    }
    element.addEventListener("beforeinput", judged)
    return () => element.removeEventListener("beforeinput", judged)
  }, [])
  return (
    <AriaNumberField
      ref={root}
      {...props}
      value={fieldStringToNumber(value)}
      onChange={(n) => onChange(numberToFieldString(n))}
      onFocus={() => setRefused("")}
      {...(onBlur ? { onBlur: () => onBlur() } : {})}
      formatOptions={numberFormatOptions(kind, maximumFractionDigits, grouping)}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={fieldStyles.root()}
    >
      <Label className={fieldStyles.label()}>{label}</Label>
      <Input className={fieldInput("text-right tabular-nums")} />
      <FieldHelp description={description} errorMessage={errorMessage} />
      <p aria-live="polite" className={fieldStyles.error}>
        {refused === "" ? null : kitText.soloNumeros(refused, whole)}
      </p>
    </AriaNumberField>
  )
}
