import { eliminarPermiso, guardarPermiso } from "../../../../domain/api/systemUsers"
import { messages } from "../../../../domain/messages"
import { systemUsers, systemUsersResource } from "../../../../domain/records/settings/system-users"
import type { Values } from "../../../../machines/recordModal"
import { api } from "../../../app/api"
import { IconButton, keyIcon } from "../../../ui/IconButton"
import { showActionOutcome } from "../../../records/outcomes"
import { RecordPage } from "../../../records/RecordPage"
import { CollaboratorSelect } from "./CollaboratorSelect"
import { useCollaborators } from "./useCollaborators"

type Row = Readonly<Record<string, unknown>>

const text = (row: Row, field: string): string => String(row[field] ?? "")
const hasAccess = (row: Row): boolean => text(row, "activo") !== "0"

// Withdrawing access keeps the user (and their history) but ends their sessions at once;
// giving it back restores the same profile, role and admin flag. Neither asks first: the key
// button undoes the other.
const toggleAccess = async (row: Row, reload: () => void) => {
  const id_usuario = text(row, "id_usuario")
  if (hasAccess(row)) {
    showActionOutcome(await api.call(eliminarPermiso, { id_usuario }), messages.errorEliminarPermiso, reload)
    return
  }
  const admin = text(row, "admin") === "1" ? ("1" as const) : ("0" as const)
  showActionOutcome(await api.call(guardarPermiso, { id_usuario, id_grupo: text(row, "id_grupo"), id_rol: text(row, "id_rol"), admin }), messages.errorGuardarRegistro, reload)
}

const columns = {
  // A user without access stays listed, struck through; the row's key button says which way it goes.
  id_usuario: { render: (row: Row) => <span className={hasAccess(row) ? "" : "text-ink-600 line-through"}>{text(row, "id_usuario")}</span> },
}

/** SPEC 5: changing the password clears the confirmation. */
const clearConfirmation = (values: Values, field: string): Values => (field === "password" ? { ...values, password_confirm: "" } : values)

/** SPEC 2.10: 'Usuarios del sistema' (SIS250). */
export const SystemUsersPage = () => {
  const employees = useCollaborators()
  return (
    <RecordPage
      descriptor={systemUsers}
      endpoints={systemUsersResource}
      pageKey="/configuraciones/permisos"
      columns={columns}
      // The page has never had a filter panel; the descriptor's filters serve the API.
      filters={() => null}
      deleteLabel={(row) => `Eliminar el usuario ${text(row, "id_usuario")}`}
      rowActions={(row, reload) => (
        <IconButton
          label={hasAccess(row) ? `Retirar el acceso de ${text(row, "id_usuario")}` : `Devolver el acceso a ${text(row, "id_usuario")}`}
          onPress={() => void toggleAccess(row, reload)}
        >
          {keyIcon}
        </IconButton>
      )}
      adjust={clearConfirmation}
      formProps={{
        order: ["id_empleado", "id_usuario", "password", "password_confirm", "id_grupo", "id_rol", "admin"],
        render: { id_empleado: (props) => <CollaboratorSelect {...props} employees={employees} /> },
      }}
    />
  )
}
