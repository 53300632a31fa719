import { Button } from "react-aria-components/Button"
import { ComboBox } from "react-aria-components/ComboBox"
import { FieldError } from "react-aria-components/FieldError"
import { Group } from "react-aria-components/Group"
import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { ListBox, ListBoxItem } from "react-aria-components/ListBox"
import { Popover } from "react-aria-components/Popover"
import { Text } from "react-aria-components/Text"
import { messages } from "../../domain/messages"
import { descriptionClass, errorClass, fieldClass, labelClass } from "./TextField"
import type { SelectItem, SearchSelectProps } from "./SearchSelect"

/**
 * The searchable select of type to filter (case- and accent-insensitive), or open the
 * whole list with the button or Alt+ArrowDown; pick with arrows and Enter. The list shows 8 rows of 30 px (240 px) and scrolls past that.
 * Clearing the text clears the choice.
 */
export const SearchSelect = ({
  label,
  items,
  selectedId,
  onChange,
  onBlur,
  errorMessage = null,
  isRequired,
  isDisabled,
  placeholder,
  name,
  autoFocus = false,
  description,
}: SearchSelectProps) => (
  <ComboBox
    defaultItems={items}
    selectedKey={selectedId}
    onSelectionChange={(key) => onChange(key === null ? null : String(key))}
    onInputChange={(text) => {
      if (text === "" && selectedId !== null) onChange(null)
    }}
    {...(onBlur ? { onBlur: () => onBlur() } : {})}
    isInvalid={errorMessage !== null}
    validationBehavior="aria"
    isRequired={isRequired ?? false}
    isDisabled={isDisabled ?? false}
    menuTrigger="input"
    autoFocus={autoFocus}
    allowsEmptyCollection
    {...(name ? { name } : {})}
    className={`${fieldClass} relative`}
  >
    <Label className={labelClass}>{label}</Label>
    <Group className="flex rounded-md border border-ink-500 bg-white data-[invalid]:border-danger-700 focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus">
      <Input placeholder={placeholder} className="w-full rounded-l-md bg-transparent px-3 py-2 text-ink-900 outline-none placeholder:text-ink-600 disabled:bg-ink-100" />
      <Button aria-label={`${messages.seleccionar} ${label}`} className="rounded-r-md px-2 text-ink-600 hover:bg-ink-100">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </Button>
    </Group>
    {description === undefined ? null : (
      <Text slot="description" className={descriptionClass}>
        {description}
      </Text>
    )}
    <FieldError className={errorClass}>{errorMessage}</FieldError>
    <Popover placement="bottom start" className="w-(--trigger-width) rounded-md border border-ink-200 bg-white shadow-lg">
      <ListBox
        className="max-h-[240px] overflow-auto outline-none"
        renderEmptyState={() => <p className="px-3 py-1 text-sm text-ink-600">{messages.sinOpciones}</p>}
      >
        {(item: SelectItem) => (
          <ListBoxItem
            id={item.id}
            textValue={item.label}
            className="flex h-[30px] cursor-pointer items-center truncate px-3 text-sm text-ink-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
          >
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  </ComboBox>
)
