export interface CheckboxProps {
  readonly children: string
  readonly isSelected: boolean
  readonly onChange: (selected: boolean) => void
  readonly isDisabled?: boolean
  readonly name?: string
}

/**
 * A labelled checkbox. A native input (tinted with accent-color) rather than react-aria's
 * visually hidden one: it is the element pointer, keyboard and automation all reach, and it
 * costs no script.
 */
export const Checkbox = ({ children, isSelected, onChange, isDisabled = false, name }: CheckboxProps) => (
  <label className="inline-flex w-fit cursor-pointer items-center gap-2 text-sm text-ink-700 has-[:disabled]:cursor-not-allowed">
    <input
      type="checkbox"
      name={name}
      checked={isSelected}
      disabled={isDisabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
      className="h-5 w-5 cursor-pointer accent-brand-700"
    />
    {children}
  </label>
)
