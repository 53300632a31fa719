import type { ReactNode } from "react"
import { FieldError } from "react-aria-components/FieldError"
import { Text } from "react-aria-components/Text"
import { descriptionClass, errorClass } from "./field-class"

interface FieldHelpProps {
  /** Help text under the field, linked to it as its description. */
  readonly description?: ReactNode
  readonly errorMessage?: string | null
}

/** What a react-aria field shows under its input: its help text, then its error. */
export const FieldHelp = ({ description, errorMessage }: FieldHelpProps) => (
  <>
    {description !== undefined ? (
      <Text slot="description" className={descriptionClass}>
        {description}
      </Text>
    ) : null}
    <FieldError className={errorClass}>{errorMessage}</FieldError>
  </>
)
