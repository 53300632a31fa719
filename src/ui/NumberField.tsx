import { FieldError } from "react-aria-components/FieldError"
import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { NumberField as AriaNumberField } from "react-aria-components/NumberField"
import { Text } from "react-aria-components/Text"
import { fieldInput, fieldStyles } from "./fieldStyles"
import { fieldStringToNumber, type NumberKind, numberFormatOptions, numberToFieldString } from "./fieldValues"
import type { TextValueProps } from "./fieldProps"

export interface NumberFieldProps extends TextValueProps {
  /** The number as plain `String(n)` ("1234.5"), or "" when empty. */
  readonly value: string
  /** Called when the typed text is committed (blur, Enter, arrows), with the same shape. */
  readonly onChange: (value: string) => void
  /** money shows `$1,234.50` (MXN); percent is 0-100 shown with `%`. */
  readonly kind?: NumberKind
  readonly minValue?: number
  readonly maxValue?: number
  readonly step?: number
  /** For decimal and percent; money always has 2, integer none. */
  readonly maximumFractionDigits?: number
}

/**
 * A number typed with es-MX grouping (1,234.5) and parsed back by react-aria, which also steps it
 * with the arrow keys and clamps it to min/max. The form side keeps a plain string.
 */
export const NumberField = ({
  label,
  value,
  onChange,
  onBlur,
  kind = "decimal",
  maximumFractionDigits = 2,
  errorMessage = null,
  description,
  ...props
}: NumberFieldProps) => {
  const isInvalid = errorMessage !== null
  return (
    <AriaNumberField
      {...props}
      value={fieldStringToNumber(value)}
      onChange={(n) => onChange(numberToFieldString(n))}
      {...(onBlur ? { onBlur: () => onBlur() } : {})}
      formatOptions={numberFormatOptions(kind, maximumFractionDigits)}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={fieldStyles.root()}
    >
      <Label className={fieldStyles.label()}>{label}</Label>
      <Input className={fieldInput("text-right tabular-nums")} />
      {description !== undefined ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaNumberField>
  )
}
