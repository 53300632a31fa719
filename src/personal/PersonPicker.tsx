import { type ReactNode, useState } from "react"
import { findPeople } from "../../machines/personal/person-picker-calls"
import type { LookupItem } from "../../machines/records/lookup-calls"
import { api } from "../app/api"
import type { FieldRenderProps } from "../records/RecordForm"
import { useLoadedResource } from "../records/use-loaded-resource"
import { PersonSearchSelect } from "./PersonSearchSelect"

// The person a record of Personal is about (a movement, a loan, an aid): a search box (number or
// name, without accents) and the list of up to 20 active people of the caller's centres it
// finds (GP100's /movimiento-personal-colaboradores), a native select every keyboard and screen
// reader knows. Once stored, the record's person is shown and never changed. Below it, what the
// page shows of the chosen person (`details`): the movement's values today, the loan's pay.

const text = (v: unknown): string => (typeof v === "string" ? v : "")

const none: ReadonlyArray<LookupItem> = []

const find = findPeople(api)

export interface PersonPickerProps extends FieldRenderProps {
  /** "No. - Nombre" of the chosen person, as the page's context read it ("" while unknown). */
  readonly chosenName: string
  readonly details?: ReactNode
}

export const PersonPicker = ({ chosenName, details = null, ...props }: PersonPickerProps) => {
  const [term, setTerm] = useState("")
  const chosen = text(props.value)
  // A stored record's person never changes: nothing to search. Each new term waits for the typing to stop.
  const found = useLoadedResource(props.stored ? null : term.trim(), find, { debounceMs: 250, keepWhileLoading: true }).value ?? none
  const options = chosen !== "" && !found.some((f) => f.id === chosen) && chosenName !== "" ? [{ id: chosen, label: chosenName }, ...found] : found
  return (
    <div className="flex flex-col gap-2">
      <PersonSearchSelect field={props} readOnly={props.stored} chosenName={chosenName} searchLabel="Buscar colaborador" term={term} onTerm={setTerm} options={options} />
      {details}
    </div>
  )
}
