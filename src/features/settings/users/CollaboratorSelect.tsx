import type { FieldRenderProps } from "../../../records/RecordForm"
import { SearchSelect, type SelectItem } from "../../../ui/SearchSelect"

/**
 * The user forms' collaborator: a search select of "id - name" (typing part of either finds it),
 * where the platform's picker kind would be a typed id with a search dialog. Its label is the
 * form's "Colaborador", not the column's "Número de colaborador".
 */
export const CollaboratorSelect = ({ value, error, onChange, onBlur, autoFocus, employees }: FieldRenderProps & { readonly employees: ReadonlyArray<SelectItem> }) => (
  <SearchSelect
    label="Colaborador"
    items={employees.map((e) => ({ id: e.id, label: `${e.id} - ${e.label}` }))}
    selectedId={typeof value === "string" && value !== "" ? value : null}
    onChange={(id) => onChange(id ?? "")}
    onBlur={onBlur}
    errorMessage={error}
    // Both user forms refuse a save without one (their descriptors' rules).
    isRequired
    autoFocus={autoFocus ?? false}
  />
)
