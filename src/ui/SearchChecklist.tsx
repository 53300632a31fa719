import { useId } from "react"
import { Autocomplete } from "react-aria-components/Autocomplete"
import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { ListBox, ListBoxItem } from "react-aria-components/ListBox"
import { SearchField } from "react-aria-components/SearchField"
import { messages } from "../../domain/messages"
import { fold } from "../../domain/text-fold"
import type { SelectItem } from "./SearchSelect"
import { errorClass, fieldClass, inputClass, labelClass } from "./TextField"

export interface SearchChecklistProps {
  /** The list's name ("Puestos"). */
  readonly label: string
  /** The search field's name ("Buscar puesto"). */
  readonly searchLabel: string
  readonly items: ReadonlyArray<SelectItem>
  readonly selectedIds: ReadonlyArray<string>
  readonly onChange: (ids: ReadonlyArray<string>) => void
  readonly errorMessage?: string | null
  readonly isDisabled?: boolean
  /** Shown in the list when there is nothing to choose from. */
  readonly emptyText?: string
  /** "1 puesto seleccionado" / "3 puestos seleccionados". */
  readonly countText: (n: number) => string
}

/**
 * A searchable multiple choice: typing in the search field narrows the list (case- and
 * accent-insensitive); Tab goes into the list, where the arrows move and Space ticks or unticks
 * (react-aria's Autocomplete around a multiple-selection ListBox). The list is a tab stop of its
 * own rather than driven from the field (virtual focus), so its scrolled rows stay reachable by
 * keyboard. The count of chosen items and the error are announced. Filtered-out items keep their
 * choice.
 */
export const SearchChecklist = ({
  label,
  searchLabel,
  items,
  selectedIds,
  onChange,
  errorMessage = null,
  isDisabled = false,
  emptyText = messages.sinOpciones,
  countText,
}: SearchChecklistProps) => {
  const id = useId()
  const labelId = `${id}-label`
  const countId = `${id}-count`
  const errorId = `${id}-error`
  return (
    <fieldset className={`${fieldClass} min-w-0`}>
      <legend id={labelId} className={`${labelClass} mb-1 p-0`}>
        {label}
      </legend>
      <Autocomplete disableVirtualFocus filter={(text, typed) => fold(text).includes(fold(typed.trim()))}>
        <SearchField isDisabled={isDisabled} className={fieldClass} aria-describedby={`${countId} ${errorId}`}>
          <Label className="sr-only">{searchLabel}</Label>
          <Input placeholder={searchLabel} className={`${inputClass} [&::-webkit-search-cancel-button]:hidden`} />
        </SearchField>
        <ListBox
          aria-labelledby={labelId}
          aria-describedby={`${countId} ${errorId}`}
          selectionMode="multiple"
          items={items}
          selectedKeys={new Set(selectedIds)}
          {...(isDisabled ? { disabledKeys: items.map((i) => i.id) } : {})}
          onSelectionChange={(keys) => onChange(keys === "all" ? items.map((i) => i.id) : [...keys].map(String))}
          className={`max-h-64 overflow-auto rounded-md border bg-white outline-none ${errorMessage === null ? "border-ink-300" : "border-danger-700"}`}
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-ink-600">{emptyText}</p>}
        >
          {(item: SelectItem) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className="flex min-h-[36px] cursor-pointer items-center gap-2 px-3 py-1 text-sm text-ink-900 outline-none data-[focused]:bg-brand-50 data-[focus-visible]:outline data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-600"
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${isSelected ? "border-brand-700 bg-brand-700 text-white" : "border-ink-500 bg-white"}`}
                  >
                    {isSelected ? (
                      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="3">
                        <path d="M5 12l5 5 9-10" />
                      </svg>
                    ) : null}
                  </span>
                  <span>{item.label}</span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Autocomplete>
      <p id={countId} aria-live="polite" className="text-sm text-ink-700">
        {countText(selectedIds.length)}
      </p>
      <p id={errorId} role="alert" className={errorClass}>
        {errorMessage ?? ""}
      </p>
    </fieldset>
  )
}
