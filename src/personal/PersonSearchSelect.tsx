import type { FieldRenderProps } from "../records/RecordForm"
import type { SelectItem } from "../ui/SearchSelect"
import { Select } from "../ui/Select"
import { TextField } from "../ui/TextField"

// What every person picker of Personal draws: a search box (number or name, without accents) and
// a native select of the people it found, which every keyboard and screen reader knows; once the
// record is stored, the person's name read-only. The pickers differ in whom they search.

export interface PersonSearchSelectProps {
  readonly field: FieldRenderProps
  /** The chosen person is shown, never changed. */
  readonly readOnly: boolean
  /** "No. - Nombre" of the chosen person. */
  readonly chosenName: string
  readonly searchLabel: string
  readonly term: string
  readonly onTerm: (term: string) => void
  readonly options: ReadonlyArray<SelectItem>
}

export const PersonSearchSelect = ({ field: props, readOnly, chosenName, searchLabel, term, onTerm, options }: PersonSearchSelectProps) =>
  readOnly ? (
    <TextField label={props.field.label} value={chosenName} onChange={() => undefined} isReadOnly />
  ) : (
    <>
      <TextField label={searchLabel} type="search" value={term} onChange={onTerm} maxLength={100} description="Número o nombre; se muestran hasta 20" />
      <Select
        label={props.field.label}
        options={options}
        value={typeof props.value === "string" ? props.value : ""}
        onChange={(id) => props.onChange(id)}
        onBlur={props.onBlur}
        errorMessage={props.error}
        isRequired
        placeholder="Seleccione un colaborador"
      />
    </>
  )
