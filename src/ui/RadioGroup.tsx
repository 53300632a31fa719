import { Label } from "react-aria-components/Label"
import { Radio, RadioGroup as AriaRadioGroup } from "react-aria-components/RadioGroup"
import { classes } from "./classes"
import { fieldStyles } from "./field-styles"
import type { TextValueProps } from "./field-props"
import { FieldHelp } from "./FieldHelp"

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

const list = ({ orientation }: { readonly orientation: "horizontal" | "vertical" }): string =>
  classes("flex gap-x-5 gap-y-2", orientation === "horizontal" ? "flex-row flex-wrap" : "flex-col")

interface DotState {
  readonly isSelected: boolean
  readonly isInvalid: boolean
  readonly isFocusVisible: boolean
  readonly isDisabled: boolean
}

// One border colour: disabled, else invalid, else chosen, else the plain one.
const dot = ({ isSelected, isInvalid, isFocusVisible, isDisabled }: DotState): string =>
  classes(
    "flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2",
    isDisabled ? "border-ink-300 bg-ink-100" : classes("bg-white", isInvalid ? "border-danger-700" : isSelected ? "border-brand-700" : "border-ink-500"),
    isFocusVisible && "outline outline-3 outline-offset-2 outline-focus",
  )

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
      className={fieldStyles.root()}
    >
      <Label className={fieldStyles.label()}>{label}</Label>
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
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  )
}
