import { FieldError } from "react-aria-components/FieldError"
import { Label } from "react-aria-components/Label"
import { Radio, RadioGroup as AriaRadioGroup } from "react-aria-components/RadioGroup"
import { Text } from "react-aria-components/Text"
import { tv } from "tailwind-variants"
import { fieldStyles } from "./fieldStyles"
import type { TextValueProps } from "./fieldProps"

export interface RadioOption {
  readonly id: string
  readonly label: string
}

export interface RadioGroupProps extends TextValueProps {
  readonly options: ReadonlyArray<RadioOption>
  /** The chosen option's id, or "" for none yet. */
  readonly value: string
  readonly orientation?: "horizontal" | "vertical"
}

const styles = fieldStyles()

const list = tv({
  base: "flex gap-x-5 gap-y-2",
  variants: { orientation: { horizontal: "flex-row flex-wrap", vertical: "flex-col" } },
})

const dot = tv({
  base: "flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 bg-white",
  variants: {
    isSelected: { true: "border-brand-700", false: "border-ink-500" },
    isInvalid: { true: "border-danger-700" },
    isFocusVisible: { true: "outline-3 outline-offset-2 outline-focus outline" },
    isDisabled: { true: "border-ink-300 bg-ink-100" },
  },
})

/**
 * One choice out of a few, all visible: Tab enters the group at the chosen option and the arrow
 * keys move and choose (react-aria's native radios underneath).
 */
export const RadioGroup = ({ label, options, value, onChange, onBlur, orientation = "vertical", errorMessage = null, description, autoFocus = false, ...props }: RadioGroupProps) => {
  const isInvalid = errorMessage !== null
  const first = options[0]?.id
  return (
    <AriaRadioGroup
      {...props}
      value={value === "" ? null : value}
      onChange={onChange}
      {...(onBlur ? { onBlur: () => onBlur() } : {})}
      orientation={orientation}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={styles.root()}
    >
      <Label className={styles.label()}>{label}</Label>
      <div className={list({ orientation })}>
        {options.map((o) => (
          <Radio
            key={o.id}
            value={o.id}
            // autoFocus lands on the chosen option, else the first, as Tab would.
            autoFocus={autoFocus && (value === "" ? o.id === first : o.id === value)}
            className="group inline-flex cursor-pointer items-center gap-2 text-sm text-ink-900 data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-600"
          >
            {({ isSelected, isFocusVisible, isDisabled }) => (
              <>
                <span aria-hidden="true" className={dot({ isSelected, isInvalid, isFocusVisible, isDisabled })}>
                  {isSelected ? <span className="h-2.5 w-2.5 rounded-full bg-brand-700" /> : null}
                </span>
                {o.label}
              </>
            )}
          </Radio>
        ))}
      </div>
      {description !== undefined ? (
        <Text slot="description" className={styles.description()}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error()}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  )
}
