import { eliminarPermiso, guardarPermiso } from "../../../../domain/api/systemUsers"
import { messages } from "../../../../domain/messages"
import { systemUsers, systemUsersResource } from "../../../../domain/records/settings/system-users"
import type { Values } from "../../../../machines/recordModal"
import { useState } from "react"
import type { CallResult } from "../../../api/callResult"
import { api } from "../../../app/api"
import { outcomeOf, showToast, toastOf } from "../../../records/outcomes"
import { RecordPage } from "../../../records/RecordPage"
import { recordName } from "../../../records/recordName"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { IconButton, keyIcon } from "../../../ui/IconButton"
import { CollaboratorSelect } from "./CollaboratorSelect"
import { useCollaborators } from "./useCollaborators"

type Row = Readonly<Record<string, unknown>>

const text = (row: Row, field: string): string => String(row[field] ?? "")
const hasAccess = (row: Row): boolean => text(row, "activo") !== "0"

// Withdrawing access keeps the user (and their history) but ends their sessions at once;
// giving it back restores the same profile, role and admin flag. Both ask first, naming the
// user, and the toast says which of the two happened.
const toggleAccess = async (row: Row): Promise<CallResult<{ readonly message: string }>> => {
  const id_usuario = text(row, "id_usuario")
  if (hasAccess(row)) return api.call(eliminarPermiso, { id_usuario })
  const admin = text(row, "admin") === "1" ? ("1" as const) : ("0" as const)
  return api.call(guardarPermiso, { id_usuario, id_grupo: text(row, "id_grupo"), id_rol: text(row, "id_rol"), admin })
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
  const [asking, setAsking] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    if (asking === null) return
    const withdrawal = hasAccess(asking.row)
    setBusy(true)
    const outcome = outcomeOf(await toggleAccess(asking.row))
    setBusy(false)
    setAsking(null)
    // The toast says which way the access went, not the server's generic words for the call.
    const done = withdrawal ? messages.accesoRetirado : messages.accesoDevuelto
    showToast(toastOf(outcome.kind === "done" ? { ...outcome, message: done } : outcome, withdrawal ? messages.errorEliminarPermiso : messages.errorGuardarRegistro))
    if (outcome.kind === "done") asking.reload()
  }
  const withdrawing = asking !== null && hasAccess(asking.row)
  return (
    <>
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
            onPress={() => setAsking({ row, reload })}
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
      <ConfirmDialog
        isOpen={asking !== null}
        isBusy={busy}
        title={withdrawing ? messages.retirarAcceso : messages.devolverAcceso}
        message={withdrawing ? messages.confirmarRetiroAcceso : messages.confirmarDevolucionAcceso}
        detail={asking === null ? "" : recordName(systemUsers, asking.row)}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
