import { useId } from "react"

export interface CheckboxProps {
  readonly children: string
  readonly isSelected: boolean
  readonly onChange: (selected: boolean) => void
  readonly isDisabled?: boolean
  readonly name?: string
  /** Help text under the box, read with it (when to tick it). */
  readonly description?: string
}

/**
 * A labelled checkbox. A native input (tinted with accent-color) rather than react-aria's
 * visually hidden one: it is the element pointer, keyboard and automation all reach, and it
 * costs no script.
 */
export const Checkbox = ({ children, isSelected, onChange, isDisabled = false, name, description }: CheckboxProps) => {
  const descriptionId = `${useId()}-description`
  const box = (
    <label className="inline-flex w-fit cursor-pointer items-center gap-2 text-sm text-ink-700 has-[:disabled]:cursor-not-allowed">
      <input
        type="checkbox"
        name={name}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={description === undefined ? undefined : descriptionId}
        className="h-5 w-5 cursor-pointer accent-brand-700"
      />
      {children}
    </label>
  )
  if (description === undefined) return box
  return (
    <div className="flex flex-col gap-1">
      {box}
      <p id={descriptionId} className="text-sm text-ink-600">
        {description}
      </p>
    </div>
  )
}
