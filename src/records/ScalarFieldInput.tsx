import type { AnyField, Choice, FormValue, Lookup } from "../../domain/records/field"
import { messages } from "../../domain/messages"
import { Checkbox } from "../ui/Checkbox"
import { DateField } from "../ui/DateField"
import { FileField } from "../ui/FileField"
import { NumberField } from "../ui/NumberField"
import { PasswordField } from "../ui/PasswordField"
import { RecordPicker } from "../ui/RecordPicker"
import { SearchSelect, type SelectItem } from "../ui/SearchSelect"
import { Select } from "../ui/Select"
import { TextArea } from "../ui/TextArea"
import { TextField } from "../ui/TextField"
import { recordText } from "./record-text"
import { useLookup } from "./use-lookup"

export interface FieldInputProps {
  /** The field's name in the descriptor (and the form's values). */
  readonly name: string
  readonly field: AnyField
  readonly value: FormValue
  /** The message to show (already limited to touched fields by the form's machine). */
  readonly error: string | null
  readonly isReadOnly: boolean
  readonly onChange: (value: FormValue) => void
  readonly onBlur: () => void
  readonly autoFocus?: boolean
  /** A "rows" field tells whether one of its rows is open in its inline form. */
  readonly onRowOpen?: (open: boolean) => void
  /** Sets another field of the form to the value a choice proposes (a lookup's `proposes`). */
  readonly onPropose?: (field: string, value: string) => void
}

/** The field's builder adds `required` (its message) when the field may not be empty. */
const isRequired = (field: AnyField): boolean => "required" in field && typeof field.required === "string"

const text = (value: FormValue): string => (typeof value === "string" ? value : "")

// The registro patronal starts with a letter, so it keeps the full keyboard like the RFC and CURP.
const inputModes = { postalCode: "numeric", nss: "numeric", clabe: "numeric", phone: "tel", email: "email" } as const

type LookupSearchProps = Omit<Parameters<typeof SearchSelect>[0], "items"> & {
  readonly lookup: Lookup
  readonly onPropose: FieldInputProps["onPropose"]
}

/** A catalogue's items; a choice sets the field, then proposes its `proposes` value for the other. */
const LookupSearch = ({ lookup, onPropose, onChange, ...props }: LookupSearchProps) => {
  const proposes = lookup.proposes
  const items = useLookup(lookup.catalogue, lookup.idColumn, lookup.labelColumn, undefined, proposes?.column)
  const choose = (id: string | null) => {
    onChange(id)
    const proposed = items.find((i) => i.id === id)?.proposed ?? ""
    if (proposes !== undefined && onPropose !== undefined && proposed !== "") onPropose(proposes.field, proposes.as?.(proposed) ?? proposed)
  }
  return <SearchSelect {...props} items={items} onChange={choose} />
}

const LookupPicker = ({ lookup, ...props }: Omit<Parameters<typeof RecordPicker>[0], "items"> & { readonly lookup: Lookup }) => {
  const items = useLookup(lookup.catalogue, lookup.idColumn, lookup.labelColumn)
  return <RecordPicker {...props} items={items} />
}

const choiceItems = (choices: ReadonlyArray<Choice>): ReadonlyArray<SelectItem> => choices.map((c) => ({ id: c.id, label: c.label }))

/** One field of a record form other than child rows, drawn with the UI kit's input for its kind. */
export const ScalarFieldInput = ({ name, field, value, error, isReadOnly, onChange, onBlur, autoFocus = false, onPropose }: FieldInputProps) => {
  const label = field.label
  const required = isRequired(field)
  const common = { label, onBlur, errorMessage: error, isRequired: required, autoFocus }
  const description = field.description === undefined ? {} : { description: field.description }
  switch (field.kind) {
    case "textarea":
      return (
        <TextArea
          {...common}
          {...description}
          name={name}
          value={text(value)}
          onChange={onChange}
          isReadOnly={isReadOnly}
          {...(field.maxLength === undefined ? {} : { maxLength: field.maxLength })}
        />
      )
    case "password":
      return <PasswordField {...common} {...description} name={name} value={text(value)} onChange={onChange} isDisabled={isReadOnly} autoComplete="new-password" />
    case "integer":
    case "decimal":
    case "money":
    case "percent":
      return (
        <NumberField
          {...common}
          {...description}
          name={name}
          kind={field.kind}
          value={text(value)}
          onChange={onChange}
          isReadOnly={isReadOnly}
          maximumFractionDigits={field.scale ?? (field.kind === "decimal" ? 4 : 2)}
          grouping={field.grouping !== false}
          {...(field.min === undefined ? {} : { minValue: field.min })}
          {...(field.max === undefined ? {} : { maxValue: field.max })}
        />
      )
    case "date":
      return <DateField {...common} {...description} name={name} value={text(value)} onChange={onChange} isReadOnly={isReadOnly} />
    case "flag":
      return (
        <Checkbox name={name} isSelected={text(value) === "1"} onChange={(on) => onChange(on ? "1" : "0")} isDisabled={isReadOnly} {...description}>
          {label}
        </Checkbox>
      )
    case "select":
      if (field.lookup !== undefined) {
        return (
          <LookupSearch
            {...common}
            lookup={field.lookup}
            onPropose={onPropose}
            name={name}
            selectedId={text(value) === "" ? null : text(value)}
            onChange={(id) => onChange(id ?? "")}
            isDisabled={isReadOnly}
          />
        )
      }
      return (
        <Select
          {...common}
          options={choiceItems(field.choices ?? [])}
          placeholder={messages.seleccionar}
          value={text(value)}
          onChange={onChange}
          isDisabled={isReadOnly}
        />
      )
    case "picker": {
      const picker = { ...common, maxLength: field.maxLength ?? 20, value: text(value), onChange, isDisabled: isReadOnly }
      return field.lookup !== undefined ? (
        <LookupPicker {...picker} lookup={field.lookup} />
      ) : (
        <RecordPicker {...picker} items={choiceItems(field.choices ?? [])} />
      )
    }
    // Shown, not changed here: each record's upload endpoint checks the file by its content, so a
    // page draws its own input (RecordImageInput, RecordFileInput) and no generic one exists.
    case "image":
    case "file":
      return (
        <FileField
          label={label}
          accept={field.kind === "image" ? ["image/png", "image/jpeg"] : ["application/pdf", "image/png", "image/jpeg"]}
          fileName={text(value) === "" ? null : text(value)}
          errorMessage={error}
          isReadOnly
          description={recordText.sinCarga}
          onSelect={(file) => {
            if (file === null) onChange("")
          }}
        />
      )
    case "rows":
      // Drawn by FieldInput (ChildRowsEditor), which draws its rows' fields with this one.
      return null
    default:
      return (
        <TextField
          {...common}
          {...description}
          name={name}
          type={field.kind === "email" ? "email" : "text"}
          value={text(value)}
          onChange={onChange}
          isReadOnly={isReadOnly}
          {...(field.maxLength === undefined ? {} : { maxLength: field.maxLength })}
          {...(field.kind in inputModes ? { inputMode: inputModes[field.kind as keyof typeof inputModes] } : {})}
        />
      )
  }
}
