import { FieldError } from "react-aria-components/FieldError"
import { Label } from "react-aria-components/Label"
import { TextArea as AriaTextArea } from "react-aria-components/TextArea"
import { TextField as AriaTextField } from "react-aria-components/TextField"
import { Text } from "react-aria-components/Text"
import { classes } from "./classes"
import { fieldInput, fieldStyles } from "./field-styles"
import { counterWarnsAt } from "./field-values"
import { kitText } from "./kit-text"
import type { TextValueProps } from "./field-props"

export interface TextAreaProps extends TextValueProps {
  /** The browser stops typing here; the counter shows how much is used. */
  readonly maxLength?: number
  readonly rows?: number
}

const counter = ({ near }: { readonly near: boolean }): string =>
  classes("ml-auto shrink-0 text-sm tabular-nums", near ? "font-semibold text-danger-700" : "text-ink-600")

/**
 * Multi-line text with a character counter. The visible counter is not announced on every key;
 * a polite live region speaks the characters left only once the text nears the limit.
 */
export const TextArea = ({ label, errorMessage = null, description, onBlur, maxLength, rows = 4, ...props }: TextAreaProps) => {
  const isInvalid = errorMessage !== null
  const used = props.value.length
  const near = maxLength !== undefined && used >= counterWarnsAt(maxLength)
  return (
    <AriaTextField
      {...props}
      {...(onBlur ? { onBlur: () => onBlur() } : {})}
      {...(maxLength !== undefined ? { maxLength } : {})}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={fieldStyles.root()}
    >
      <Label className={fieldStyles.label()}>{label}</Label>
      <AriaTextArea rows={rows} className={fieldInput("resize-y")} />
      {description !== undefined || maxLength !== undefined ? (
        <div className="flex flex-wrap items-start gap-x-3">
          {description !== undefined ? (
            <Text slot="description" className={fieldStyles.description}>
              {description}
            </Text>
          ) : null}
          {maxLength !== undefined ? (
            <>
              <span aria-hidden="true" className={counter({ near })}>
                {used}/{maxLength}
              </span>
              <span aria-live="polite" className="sr-only">
                {near ? kitText.quedanCaracteres(maxLength - used) : ""}
              </span>
            </>
          ) : null}
        </div>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
