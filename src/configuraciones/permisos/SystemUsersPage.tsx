import { messages } from "../../../domain/messages"
import { systemUsers, systemUsersResource } from "../../../domain/configuraciones/permisos"
import type { Values } from "../../../machines/record-modal"
import { useState } from "react"
import { hasAccess, toggleUserAccess } from "../../../machines/configuraciones/permisos-calls"
import { api } from "../../app/api"
import { useCommand } from "../../records/use-command"
import { RecordPage } from "../../records/RecordPage"
import { recordName } from "../../records/record-name"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { IconButton, keyIcon } from "../../ui/IconButton"
import { CollaboratorSelect } from "./CollaboratorSelect"
import { useCollaborators } from "./use-collaborators"

type Row = Readonly<Record<string, unknown>>

const text = (row: Row, field: string): string => String(row[field] ?? "")
const toggleAccess = toggleUserAccess(api)

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
  const access = useCommand((input: { readonly row: Row; readonly reload: () => void }) => toggleAccess(input), {
    onDone: (_, input) => {
      setAsking(null)
      input.reload()
    },
    onFailed: () => setAsking(null),
  })
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
            opensDialog
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
        isBusy={access.phase === "running"}
        title={withdrawing ? messages.retirarAcceso : messages.devolverAcceso}
        message={withdrawing ? messages.confirmarRetiroAcceso : messages.confirmarDevolucionAcceso}
        detail={asking === null ? "" : recordName(systemUsers, asking.row)}
        onCancel={() => setAsking(null)}
        onConfirm={() => (asking === null ? undefined : access.run(asking))}
      />
    </>
  )
}
