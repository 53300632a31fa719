import { ComboBox } from "react-aria-components/ComboBox"
import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { ListBox, ListBoxItem } from "react-aria-components/ListBox"
import { Popover } from "react-aria-components/Popover"
import { Text } from "react-aria-components/Text"

export interface SearchOption {
  readonly id: string
  readonly label: string
  /** Secondary text (e.g. the module) telling apart options of the same name. */
  readonly detail: string
}

export interface SearchComboBoxProps {
  readonly label: string
  readonly emptyText: string
  readonly inputValue: string
  readonly onInputChange: (value: string) => void
  readonly options: ReadonlyArray<SearchOption>
  readonly onChoose: (id: string) => void
  /** Focus the box once drawn (ui/LazySearchComboBox, replacing a focused stand-in). */
  readonly autoFocus?: boolean
}

/** A search box with a suggestion list; the caller filters the options and decides on a match. */
export const SearchComboBox = ({ label, emptyText, inputValue, onInputChange, options, onChoose, autoFocus = false }: SearchComboBoxProps) => (
  <ComboBox
    inputValue={inputValue}
    onInputChange={onInputChange}
    selectedKey={null}
    onSelectionChange={(key) => {
      if (key !== null) onChoose(String(key))
    }}
    items={options}
    allowsCustomValue
    allowsEmptyCollection
    menuTrigger="input"
    className="relative w-full max-w-md"
  >
    <Label className="sr-only">{label}</Label>
    <Input
      autoFocus={autoFocus}
      placeholder={label}
      className="w-full rounded-md border border-ink-500 bg-white px-3 py-1.5 text-sm text-ink-900 placeholder:text-ink-600"
    />
    <Popover placement="bottom start" className="w-(--trigger-width) max-w-md rounded-md border border-ink-200 bg-white shadow-lg">
      <ListBox
        className="max-h-72 overflow-auto py-1 outline-none"
        renderEmptyState={() => <p className="px-3 py-2 text-sm text-ink-600">{emptyText}</p>}
      >
        {(option: SearchOption) => (
          <ListBoxItem
            id={option.id}
            textValue={option.label}
            className="flex cursor-pointer flex-col px-3 py-2 outline-none data-[focused]:bg-brand-50"
          >
            <Text slot="label" className="text-sm text-ink-900">
              {option.label}
            </Text>
            <Text slot="description" className="text-xs text-ink-600">
              {option.detail}
            </Text>
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  </ComboBox>
)
