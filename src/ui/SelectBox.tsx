import { Checkbox as AriaCheckbox } from "react-aria-components/Checkbox"

// A box that selects a row for an action on many (a report's bulk actions): named by its
// accessible label alone, the row itself saying what it is. react-aria's checkbox, so Space
// toggles it wherever it sits (a native one would hand Space to a grid row).

export interface SelectBoxProps {
  readonly label: string
  readonly isSelected: boolean
  /** Some, not all, of what it stands for are selected (a "select all" box). */
  readonly isIndeterminate?: boolean
  readonly isDisabled?: boolean
  readonly onChange: (selected: boolean) => void
}

export const SelectBox = ({ label, isSelected, isIndeterminate = false, isDisabled = false, onChange }: SelectBoxProps) => (
  <AriaCheckbox
    aria-label={label}
    isSelected={isSelected}
    isIndeterminate={isIndeterminate}
    isDisabled={isDisabled}
    onChange={onChange}
    className="group flex cursor-pointer items-center justify-center rounded-md p-1.5 data-[disabled]:cursor-not-allowed"
  >
    <span
      aria-hidden="true"
      className="flex h-5 w-5 items-center justify-center rounded border-2 border-brand-700 bg-white text-white group-data-[selected]:bg-brand-700 group-data-[indeterminate]:bg-brand-700 group-data-[focus-visible]:outline group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-brand-700 group-data-[disabled]:border-ink-500"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-4 w-4 group-data-[selected]:block" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M5 12l5 5 9-10" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-4 w-4 group-data-[indeterminate]:block" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M6 12h12" />
      </svg>
    </span>
  </AriaCheckbox>
)
