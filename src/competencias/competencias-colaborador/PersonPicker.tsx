import { useState } from "react"
import { personCompetencyCalls } from "../../../machines/competencias/competencias-colaborador-calls"
import { api } from "../../app/api"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Select } from "../../ui/Select"
import type { SelectItem } from "../../ui/SearchSelect"
import { TextField } from "../../ui/TextField"

// A person of the caller's centres (COM300's colaborador and evaluador): a search box (number or
// name, without accents) and a native select of the up to 20 active people it finds, which every
// keyboard and screen reader knows. The chosen person stays among the options while another
// search runs, so the select never loses its value.

export interface PersonPickerProps {
  readonly label: string
  readonly searchLabel: string
  readonly value: SelectItem | null
  readonly onChange: (person: SelectItem | null) => void
  readonly isRequired?: boolean
  readonly autoFocus?: boolean
  readonly placeholder?: string
}

const none: ReadonlyArray<SelectItem> = []

const { people: findPeople } = personCompetencyCalls(api)

export const PersonPicker = ({ label, searchLabel, value, onChange, isRequired = false, autoFocus = false, placeholder = "Seleccione un colaborador" }: PersonPickerProps) => {
  const [term, setTerm] = useState("")
  // A pause after the last key (kept by the machine): one search per word typed, not per letter.
  const found = useLoadedResource(term.trim(), findPeople, { debounceMs: 250, keepWhileLoading: true }).value ?? none
  const options = value !== null && !found.some((f) => f.id === value.id) ? [value, ...found] : found
  return (
    <div className="flex flex-col gap-2">
      <TextField label={searchLabel} type="search" value={term} onChange={setTerm} maxLength={100} description="Número o nombre; se muestran hasta 20" autoFocus={autoFocus} />
      <Select
        label={label}
        options={options}
        value={value?.id ?? ""}
        onChange={(id) => onChange(options.find((o) => o.id === id) ?? null)}
        isRequired={isRequired}
        placeholder={placeholder}
      />
    </div>
  )
}
