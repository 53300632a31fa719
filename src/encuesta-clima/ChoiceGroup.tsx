import { useId } from "react"

// One question of the questionnaire as native radio buttons in a fieldset (a group named by its
// legend, the question): Tab enters the group at the chosen option, the arrows move and choose,
// Space chooses the focused one; a screen reader says the question, the options and the error.
// Native controls rather than react-aria's: the page must stay under its JavaScript budget.

export interface ChoiceGroupProps {
  readonly label: string
  readonly options: ReadonlyArray<{ readonly id: string; readonly label: string }>
  readonly value: string
  readonly onChange: (value: string) => void
  readonly description?: string
  readonly errorMessage: string | null
}

export const ChoiceGroup = ({ label, options, value, onChange, description, errorMessage }: ChoiceGroupProps) => {
  const id = useId()
  const described = [description === undefined ? null : `${id}-d`, errorMessage === null ? null : `${id}-e`].filter((x) => x !== null).join(" ")
  return (
    <fieldset aria-describedby={described === "" ? undefined : described} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-ink-900">{label}</legend>
      {description === undefined ? null : (
        <p id={`${id}-d`} className="text-sm text-ink-700">
          {description}
        </p>
      )}
      <div className="flex flex-row flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.id} className="inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm text-ink-900">
            <input
              type="radio"
              name={id}
              value={o.id}
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              className={`h-5 w-5 accent-brand-700 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ${errorMessage === null ? "" : "outline outline-2 outline-danger-700"}`}
            />
            {o.label}
          </label>
        ))}
      </div>
      {errorMessage === null ? null : (
        <p id={`${id}-e`} className="text-sm text-danger-700">
          {errorMessage}
        </p>
      )}
    </fieldset>
  )
}
