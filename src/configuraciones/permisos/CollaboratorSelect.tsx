import type { FieldRenderProps } from "../../records/RecordForm"
import { SearchSelect } from "../../ui/SearchSelect"
import type { Collaborator } from "../../../machines/configuraciones/permisos-calls"

/**
 * The user forms' collaborator: a search select of "employee number - name" (typing part of
 * either finds it), where the platform's picker kind would be a typed id with a search dialog. Its
 * label is the form's "Colaborador", not the column's "Número de colaborador".
 */
export const CollaboratorSelect = ({ value, error, onChange, onBlur, autoFocus, employees }: FieldRenderProps & { readonly employees: ReadonlyArray<Collaborator> }) => (
  <SearchSelect
    label="Colaborador"
    items={employees.map((e) => ({ id: e.id, label: `${e.num} - ${e.name}` }))}
    selectedId={typeof value === "string" && value !== "" ? value : null}
    onChange={(id) => onChange(id ?? "")}
    onBlur={onBlur}
    errorMessage={error}
    // Both user forms refuse a save without one (their descriptors' rules).
    isRequired
    autoFocus={autoFocus ?? false}
  />
)
