// The props every form field of the kit shares, so a field component states only what is its own.

/** Label, help, error and state of any field. */
export interface FieldFrameProps {
  readonly label: string
  readonly errorMessage?: string | null
  readonly description?: string
  readonly isRequired?: boolean
  readonly isReadOnly?: boolean
  readonly isDisabled?: boolean
  readonly autoFocus?: boolean
}

/** A field whose value is text on the form side (dates as ISO, numbers as plain digits). */
export interface TextValueProps extends FieldFrameProps {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
  readonly name?: string
}
