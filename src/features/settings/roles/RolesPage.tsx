import { useCallback, useState } from "react"
import { eliminarRolUsuario, exportarRolesUsuarios, getRolesUsuarios, guardarRolUsuario } from "../../../../domain/api/roles"
import { messages } from "../../../../domain/messages"
import { type Role, roleErrors } from "../../../../domain/role"
import { type SaveInput, textOf } from "../../../../machines/recordModal"
import { api } from "../../../app/api"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import type { TableColumn } from "../../../ui/DataTable"
import { IconButton, keyIcon, trashIcon } from "../../../ui/IconButton"
import { PageTitle } from "../../../ui/PageTitle"
import { TextField } from "../../../ui/TextField"
import { exportFile } from "../../../records/exportFile"
import { loadOutcome, saveOutcome, showActionOutcome } from "../../../records/outcomes"
import { RecordFormModal } from "../../../records/RecordFormModal"
import { RecordList } from "../../../records/RecordList"
import { useDeletion, useListPage, useRecordModal } from "../../../records/useRecordPage"
import { RolePermissionsModal } from "./RolePermissionsModal"

const columns: ReadonlyArray<TableColumn<Role>> = [
  { id: "id_rol", label: "Clave", isRowHeader: true, allowsSorting: true },
  { id: "n_rol", label: "Rol", allowsSorting: true },
]

const save = async ({ values }: SaveInput) =>
  saveOutcome(await api.call(guardarRolUsuario, { id_rol: textOf(values, "id_rol"), n_rol: textOf(values, "n_rol") }), messages.errorGuardarRegistro)

/** SPEC 2.11: 'Roles de usuario' (SIS200). Roles are added and deleted; a row opens its permissions. */
export const RolesPage = () => {
  const list = useListPage<Role>("/configuraciones/roles-usuario", async () => loadOutcome(await api.call(getRolesUsuarios, {})))
  const reload = useCallback(() => list.send({ type: "RELOAD" }), [list])
  const modal = useRecordModal(
    { empty: { id_rol: "", n_rol: "" }, keyField: "id_rol", validate: (v) => roleErrors(v), closeOnCompletion: true },
    save,
    reload,
  )
  const [editing, setEditing] = useState<Role | null>(null)
  const deletion = useDeletion<Role>(async (row) => {
    const result = await api.call(eliminarRolUsuario, { id_rol: row.id_rol })
    showActionOutcome(result, messages.errorEliminarRegistro, reload)
  })
  return (
    <>
      <PageTitle>Roles de usuario</PageTitle>
      <RecordList<Role>
        list={list}
        label="Roles de usuario"
        columns={columns}
        rowId={(r) => r.id_rol}
        onAdd={() => modal.send({ type: "OPEN_ADD" })}
        addLabel="Agregar rol"
        onExport={() => exportFile(() => api.download(exportarRolesUsuarios, {}))}
        onRowAction={setEditing}
        actions={(row) => (
          <>
            <IconButton label={`Permisos del rol ${row.n_rol}`} onPress={() => setEditing(row)}>
              {keyIcon}
            </IconButton>
            <IconButton label={`Eliminar el rol ${row.n_rol}`} onPress={() => deletion.ask(row)}>
              {trashIcon}
            </IconButton>
          </>
        )}
      />
      <RecordFormModal modal={modal} addTitle="Agregar rol" editTitle="Agregar rol">
        {({ values, errors, change, blur }) => (
          <>
            <TextField
              label="Clave"
              autoFocus
              value={textOf(values, "id_rol")}
              onChange={(v) => change("id_rol", v)}
              onBlur={() => blur("id_rol")}
              errorMessage={errors.id_rol ?? null}
              maxLength={20}
              isRequired
            />
            <TextField
              label="Rol"
              value={textOf(values, "n_rol")}
              onChange={(v) => change("n_rol", v)}
              onBlur={() => blur("n_rol")}
              errorMessage={errors.n_rol ?? null}
              maxLength={100}
              isRequired
            />
          </>
        )}
      </RecordFormModal>
      {editing ? <RolePermissionsModal role={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog isOpen={deletion.pending !== null} isBusy={deletion.busy} onCancel={deletion.cancel} onConfirm={() => void deletion.confirm()} />
    </>
  )
}
