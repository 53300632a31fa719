import { useId, useMemo, useState } from "react"
import { FieldError } from "react-aria-components/FieldError"
import { Input } from "react-aria-components/Input"
import { Label } from "react-aria-components/Label"
import { ListBox, ListBoxItem } from "react-aria-components/ListBox"
import { Text } from "react-aria-components/Text"
import { TextField as AriaTextField } from "react-aria-components/TextField"
import { messages } from "../../domain/messages"
import { Button } from "./Button"
import { Modal } from "./Modal"
import { fold } from "../../domain/text-fold"
import type { SelectItem } from "./SearchSelect"
import { TextField, errorClass, fieldClass, inputClass, labelClass } from "./TextField"

export interface RecordPickerProps {
  readonly label: string
  /** Longest id the field takes (10 for positions and responsibilities, 4 for mail accounts). */
  readonly maxLength: number
  readonly value: string
  readonly onChange: (id: string) => void
  readonly onBlur?: () => void
  /** Records offered by the search; the label of the one whose id is typed shows under the field. */
  readonly items: ReadonlyArray<SelectItem>
  readonly errorMessage?: string | null
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
}

/**
 * The record-search picker of the id is typed (never longer than `maxLength`) or chosen
 * in a search dialog; the chosen record's name is shown and announced with the field.
 */
export const RecordPicker = ({
  label,
  maxLength,
  value,
  onChange,
  onBlur,
  items,
  errorMessage = null,
  isRequired = false,
  isDisabled = false,
}: RecordPickerProps) => {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState("")
  const listId = useId()
  const chosen = items.find((i) => i.id === value)
  const matches = useMemo(() => {
    const q = fold(query.trim())
    return q === "" ? items : items.filter((i) => fold(`${i.id} ${i.label}`).includes(q))
  }, [items, query])
  return (
    <div className="flex items-end gap-2">
      <AriaTextField
        value={value}
        onChange={(v) => onChange(v.slice(0, maxLength))}
        {...(onBlur ? { onBlur: () => onBlur() } : {})}
        maxLength={maxLength}
        isInvalid={errorMessage !== null}
        isRequired={isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
        className={`${fieldClass} grow`}
      >
        <Label className={labelClass}>{label}</Label>
        <Input className={inputClass} />
        <Text slot="description" className="min-h-5 text-sm text-ink-600">
          {chosen?.label ?? ""}
        </Text>
        <FieldError className={errorClass}>{errorMessage}</FieldError>
      </AriaTextField>
      <Button variant="secondary" onPress={() => setOpen(true)} isDisabled={isDisabled} className="mb-6">
        {`${messages.buscar} ${label.toLowerCase()}`}
      </Button>
      <Modal title={`${messages.buscar} ${label.toLowerCase()}`} isOpen={open} onClose={() => setOpen(false)} size="sm">
        <div className="flex flex-col gap-3">
          <TextField label={messages.buscar} type="search" value={query} onChange={setQuery} />
          <ListBox
            id={listId}
            aria-label={label}
            items={matches}
            selectionMode="single"
            onAction={(key) => {
              onChange(String(key).slice(0, maxLength))
              setOpen(false)
            }}
            className="max-h-[240px] overflow-auto rounded-md border border-ink-200 outline-none"
            renderEmptyState={() => <p className="px-3 py-1 text-sm text-ink-600">{messages.sinOpciones}</p>}
          >
            {(item: SelectItem) => (
              <ListBoxItem
                id={item.id}
                textValue={`${item.id} ${item.label}`}
                className="flex h-[30px] cursor-pointer items-center gap-2 truncate px-3 text-sm text-ink-900 outline-none data-[focused]:bg-brand-50"
              >
                <span className="font-mono text-ink-600">{item.id}</span> {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      </Modal>
    </div>
  )
}
