import { useState } from "react"
import type { DatosColaborador } from "../../domain/personal/documents-api"
import { documentCalls } from "../../machines/personal/documents-calls"
import { api } from "../app/api"
import { shownDate } from "../records/cells"
import type { FieldRenderProps } from "../records/RecordForm"
import { useLoadedResource } from "../records/use-loaded-resource"
import { useDocumentEmployee } from "./use-document-employee"
import { FactsBox } from "./FactsBox"
import { PersonSearchSelect } from "./PersonSearchSelect"

const { searchEmployees } = documentCalls(api)
const none: ReadonlyArray<{ readonly id: string; readonly label: string }> = []

// The person a document is about (or who signs it): a search box (number or name, without
// accents) and a native select of the up to 20 people of the caller's centres it finds, which
// every keyboard and screen reader knows. `bajas` offers people who left too (a término or
// recommendation letter is for them). With `facts`, what the document will say of the person is
// shown under it, read-only. Once stored, a record's person is shown and never changed.
// Shared by the documents of issue 14 (letters, recognitions; the responsivas and actas may use it).

const text = (v: unknown): string => (typeof v === "string" ? v : "")

export interface DocumentEmployeePickerOptions {
  readonly bajas?: boolean
  readonly facts?: boolean
  readonly searchLabel?: string
}

export const EmployeeFacts = ({ facts }: { readonly facts: DatosColaborador | null }) => {
  if (facts === null) return null
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["Puesto", facts.n_puesto],
    ["Departamento", facts.n_depto],
    ["Centro de trabajo", facts.n_centro_trabajo],
    ["Empresa", facts.n_empresa],
    ["Fecha de ingreso", shownDate(facts.f_ingreso)],
    ["Estatus", facts.activo === "1" ? "Activo" : `Baja${facts.f_baja === null ? "" : ` (${shownDate(facts.f_baja)})`}`],
  ]
  return <FactsBox title="Datos del colaborador" rows={rows} />
}

export const DocumentEmployeePicker = ({ options = {}, ...props }: FieldRenderProps & { readonly options?: DocumentEmployeePickerOptions }) => {
  const [term, setTerm] = useState("")
  const chosen = text(props.value)
  const readOnly = props.stored && props.isReadOnly
  const bajas = options.bajas === true
  // Each keystroke waits a moment before it is searched; the last answer stays meanwhile.
  const found = useLoadedResource(readOnly ? null : { buscar: term, bajas }, searchEmployees, { debounceMs: 250, keepWhileLoading: true }).value ?? none
  const facts = useDocumentEmployee(chosen)
  const name = facts === null ? "" : `${facts.num_empleado ?? ""} - ${facts.n_empleado}`
  const options_ = chosen !== "" && !found.some((f) => f.id === chosen) && name !== "" ? [{ id: chosen, label: name }, ...found] : found
  return (
    <div className="flex flex-col gap-2">
      <PersonSearchSelect
        field={props}
        readOnly={readOnly}
        chosenName={name}
        searchLabel={options.searchLabel ?? `Buscar ${props.field.label.toLowerCase()}`}
        term={term}
        onTerm={setTerm}
        options={options_}
      />
      {options.facts ? <EmployeeFacts facts={facts} /> : null}
    </div>
  )
}
